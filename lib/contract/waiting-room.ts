import { z } from 'zod';
import { id } from './common';

/**
 * A waiting room for a hot on-sale (issue 36): before its opening visitors wait in a pre-queue, at the opening they
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
export type StaffWaitingRoom = {
  sessionId: number;
  settings: WaitingRoomSettings | null;
  counts: { waiting: number; inside: number; passExpired: number; left: number };
  admittedLastMinute: number;
};

/** GET /api/waiting_room?sessionId=: public; whether a session's seat map, cart and orders need a pass now. */
export const waitingRoomQuery = z.object({ sessionId: id });
export type WaitingRoomInfo = {
  sessionId: number;
  /** The room is on: every visitor needs a pass, before and after the opening, until the staff turn it off. */
  active: boolean;
  opensAt: string | null;
};

/**
 * POST /api/waiting_room/join {sessionId, token?}: a place in the session's room. With the token of a place already
 * held (kept by the BFF in an httpOnly cookie), the same place: leaving the page and coming back loses nothing.
 * GET /api/waiting_room/standing?sessionId&token: the same answer, read again (the page polls it).
 */
export const waitingRoomJoin = z.object({ sessionId: id, token: z.string().max(400).optional() });
export const waitingRoomStandingQuery = z.object({ sessionId: id, token: z.string().max(400) });

export const roomState = z.enum(['before', 'waiting', 'admitted', 'passExpired']);
export type RoomState = z.infer<typeof roomState>;

export type WaitingRoomStanding = {
  sessionId: number;
  state: RoomState;
  opensAt: string;
  /** The visitor's queue token (signed: visitor and session); the BFF keeps it in a cookie, the browser never reads it. */
  token: string;
  /** Waiting after the opening: 1 is next. Before the opening: null (the order is drawn at the opening). */
  place: number | null;
  /** Waiting: seconds until admission at the configured rate, from the visitors ahead. */
  estimatedWaitSeconds: number | null;
  /** Admitted: the pass (signed: visitor, session, expiry) the BFF keeps in a cookie and sends with the order call. */
  pass: string | null;
  passExpiresAt: string | null;
};

/** The header that carries the pass from the BFF to the hall API's order calls. */
export const ROOM_PASS_HEADER = 'x-room-pass';
