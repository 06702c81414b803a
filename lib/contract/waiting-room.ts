import { z } from 'zod';
import { defineCall } from './call';
import { id, idParam } from './common';
import { roomAddresses } from './addresses';

/**
 * A waiting room for a hot on-sale: before its opening visitors wait in a pre-queue, at the opening they
 * are put in random order, later arrivals queue in order of arrival; admissions follow a rate (new visitors per
 * minute) and a number allowed in at once, each admitted visitor holding a signed pass for `stayMinutes`. Only a
 * visitor with a pass reaches the session's seat map, cart and order calls.
 */

/** PUT /api/staff/sessions/:id/waiting_room: the staff's settings for one session's room. */
export const waitingRoomSettings = z.object({
  enabled: z.boolean(),
  opensAt: z.iso.datetime({ offset: true, message: 'errors.dateTimeFormat' }),
  admitPerMinute: z.coerce.number().int().min(1, 'errors.roomRateRange').max(10_000, 'errors.roomRateRange'),
  maxActive: z.coerce.number().int().min(1, 'errors.roomActiveRange').max(100_000, 'errors.roomActiveRange'),
  stayMinutes: z.coerce.number().int().min(5, 'errors.roomStayRange').max(120, 'errors.roomStayRange'),
});
export type WaitingRoomSettings = z.infer<typeof waitingRoomSettings>;

/** GET /api/staff/sessions/:id/waiting_room: the settings (null: never set) and the room as it stands. */
export const staffWaitingRoom = z.object({
  sessionId: z.number(),
  settings: waitingRoomSettings.nullable(),
  counts: z.object({ waiting: z.number(), inside: z.number(), passExpired: z.number(), left: z.number() }),
  admittedLastMinute: z.number(),
});
export type StaffWaitingRoom = z.infer<typeof staffWaitingRoom>;

/** GET /api/waiting_room?sessionId=: public; whether a session's seat map, cart and orders need a pass now. */
export const waitingRoomQuery = z.object({ sessionId: id });
export const waitingRoomInfo = z.object({
  sessionId: z.number(),
  /** The room is on: every visitor needs a pass, before and after the opening, until the staff turn it off. */
  active: z.boolean(),
  opensAt: z.string().nullable(),
});
export type WaitingRoomInfo = z.infer<typeof waitingRoomInfo>;

/**
 * POST /api/waiting_room/join {sessionId, token?}: a place in the session's room. With the token of a place already
 * held (kept by the BFF in an httpOnly cookie), the same place: leaving the page and coming back loses nothing.
 * GET /api/waiting_room/standing?sessionId&token: the same answer, read again (the page polls it).
 */
export const waitingRoomJoin = z.object({ sessionId: id, token: z.string().max(400).optional() });
export const waitingRoomStandingQuery = z.object({ sessionId: id, token: z.string().max(400) });

export const roomState = z.enum(['before', 'waiting', 'admitted', 'passExpired']);
export type RoomState = z.infer<typeof roomState>;

export const waitingRoomStanding = z.object({
  sessionId: z.number(),
  state: roomState,
  opensAt: z.string(),
  /** The visitor's queue token (signed: visitor and session); the BFF keeps it in a cookie, the browser never reads it. */
  token: z.string(),
  /** Waiting after the opening: 1 is next. Before the opening: null (the order is drawn at the opening). */
  place: z.number().nullable(),
  /** Waiting: seconds until admission at the configured rate, from the visitors ahead. */
  estimatedWaitSeconds: z.number().nullable(),
  /** Admitted: the pass (signed: visitor, session, expiry) the BFF keeps in a cookie and sends with the order call. */
  pass: z.string().nullable(),
  passExpiresAt: z.string().nullable(),
});
export type WaitingRoomStanding = z.infer<typeof waitingRoomStanding>;

/** The header that carries the pass from the BFF to the hall API's order calls. */
export const ROOM_PASS_HEADER = 'x-room-pass';

const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;

/** The waiting room's calls (ours): public ones need no account (a place in line is anyone's). */
export const waitingRoomCalls = {
  info: defineCall({
    method: 'GET',
    path: '/api/waiting_room',
    summary: 'Whether a session’s seat map, cart and orders need a waiting-room pass',
    access: 'public',
    query: waitingRoomQuery,
    answer: waitingRoomInfo,
  }),
  join: defineCall({
    ...roomAddresses.join,
    summary: 'A place in a session’s waiting room (the same place with its token)',
    access: 'public',
    body: waitingRoomJoin,
    answer: waitingRoomStanding,
  }),
  standing: defineCall({
    ...roomAddresses.standing,
    summary: 'Where a place in a waiting room stands: place, wait, or the pass',
    access: 'public',
    query: waitingRoomStandingQuery,
    answer: waitingRoomStanding,
  }),
  session: defineCall({
    method: 'GET',
    path: '/api/staff/sessions/:id/waiting_room',
    summary: 'A session’s waiting room: its settings and who waits, is inside or left',
    ...boxOffice,
    params: idParam,
    answer: staffWaitingRoom,
  }),
  updateSession: defineCall({
    method: 'PUT',
    path: '/api/staff/sessions/:id/waiting_room',
    summary: 'Sets a session’s waiting room: on or off, the opening, the rate, how many at once and for how long',
    ...boxOffice,
    params: idParam,
    body: waitingRoomSettings,
    answer: staffWaitingRoom,
  }),
};

/** What the browser reads of a standing: everything but the token and the pass, which stay in the BFF's cookie. */
export const roomStandingView = waitingRoomStanding.omit({ token: true, pass: true });
export type RoomStandingView = z.infer<typeof roomStandingView>;

/**
 * The BFF's own calls of the room (app/api/waiting_room/…), as the browser makes them: the BFF keeps the token and
 * the pass in the session's httpOnly cookie and passes them to the hall's calls above.
 */
export const siteRoomCalls = {
  /** null: this browser holds no place in the room yet. */
  standing: defineCall({
    ...roomAddresses.standing,
    summary: 'This browser’s standing in a session’s waiting room',
    access: 'public',
    query: waitingRoomQuery,
    answer: roomStandingView.nullable(),
  }),
  /** `again` (after a pass ran out) asks for a new place instead of the one held. */
  join: defineCall({
    ...roomAddresses.join,
    summary: 'A place in a session’s waiting room for this browser',
    access: 'public',
    body: waitingRoomJoin.omit({ token: true }).extend({ again: z.boolean().optional() }),
    answer: roomStandingView,
  }),
};
