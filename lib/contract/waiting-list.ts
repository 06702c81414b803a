import { z } from 'zod';
import { defineCall, nothing } from './call';
import { id, idParam } from './common';
import { seatLabel } from './order';
import { waitingListAddresses } from './addresses';

/** POST /api/waiting_list/join: a place in line for tickets of a sold-out class of a session. */
export const waitingJoin = z.object({
  sessionId: id,
  ticketClassId: id,
  /** Up to the session's purchase limit, checked by the hall API. */
  quantity: z.coerce.number().int().min(1).max(20),
});
export type WaitingJoin = z.infer<typeof waitingJoin>;

/** POST /api/waiting_list/leave. */
export const waitingLeave = z.object({ id });

export const waitingStatus = z.enum(['waiting', 'offered', 'ordered', 'bought', 'lapsed', 'left', 'closed']);
export type WaitingStatus = z.infer<typeof waitingStatus>;

const instant = z.string();

/** A member's entry, as GET /api/waiting_list answers it: those still in line or holding an offer first. */
export const waitingEntryView = z.object({
  id: z.number(),
  sessionId: z.number(),
  performanceId: z.number(),
  title: z.string(),
  enTitle: z.string(),
  startTime: instant,
  ticketClassId: z.number(),
  ticketClass: z.string(),
  enTicketClass: z.string(),
  quantity: z.number(),
  status: waitingStatus,
  /** In line: how many entries of the class are ahead, plus one. */
  place: z.number().nullable(),
  joinedAt: instant,
  /** An open offer: until when its seats (or tickets) are held, and which seats. */
  offerExpiresAt: instant.nullable(),
  seats: z.array(seatLabel.extend({ sessionSeatId: z.number() })),
  orderId: z.number().nullable(),
});
export type WaitingEntryView = z.infer<typeof waitingEntryView>;

export const waitingListQuery = z.object({ sessionId: id.optional() });

/** PUT /api/staff/sessions/:id/waiting_list: how long an offer holds its tickets, and whether the lists take anyone. */
export const waitingListSettings = z.object({
  offerMinutes: z.coerce.number().int().min(5, 'errors.offerMinutesRange').max(1440, 'errors.offerMinutesRange'),
  closed: z.boolean(),
});
export type WaitingListSettings = z.infer<typeof waitingListSettings>;

/** One entry as the box office reads it: the member by card number and masked phone, never more. */
export const staffWaitingEntry = z.object({
  id: z.number(),
  ticketClassId: z.number(),
  cardNo: z.string(),
  phone: z.string(),
  quantity: z.number(),
  status: waitingStatus,
  joinedAt: instant,
  offeredAt: instant.nullable(),
  offerExpiresAt: instant.nullable(),
  endedAt: instant.nullable(),
  orderNo: z.string().nullable(),
});
export type StaffWaitingEntry = z.infer<typeof staffWaitingEntry>;

/** A session's lines, by class, and their entries, oldest first. */
export const staffWaitingList = z.object({
  offerMinutes: z.number(),
  closed: z.boolean(),
  sessionId: z.number(),
  classes: z.array(
    z.object({
      ticketClassId: z.number(),
      name: z.string(),
      enName: z.string(),
      /** Seats or tickets that came back and are held for the line, not yet offered. */
      heldBack: z.number(),
      counts: z.record(waitingStatus, z.number()),
    }),
  ),
  entries: z.array(staffWaitingEntry),
});
export type StaffWaitingList = z.infer<typeof staffWaitingList>;

const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;

/** The waiting list's calls (ours): the member's places in line and offers, and the box office's lists. */
export const waitingListCalls = {
  mine: defineCall({
    ...waitingListAddresses.mine,
    summary: 'The member’s waiting-list entries and offers',
    access: 'member',
    query: waitingListQuery,
    answer: z.array(waitingEntryView),
  }),
  join: defineCall({
    ...waitingListAddresses.join,
    summary: 'Joins the waiting list of a sold-out ticket class',
    access: 'member',
    body: waitingJoin,
    answer: z.object({ id: z.number(), place: z.number() }),
  }),
  leave: defineCall({
    method: 'POST',
    path: '/api/waiting_list/leave',
    summary: 'Leaves a waiting list, or gives up its offer',
    access: 'member',
    body: waitingLeave,
    answer: nothing,
  }),
  session: defineCall({
    method: 'GET',
    path: '/api/staff/sessions/:id/waiting_list',
    summary: 'A session’s waiting lists by class, their entries and offers',
    ...boxOffice,
    params: idParam,
    answer: staffWaitingList,
  }),
  updateSession: defineCall({
    method: 'PUT',
    path: '/api/staff/sessions/:id/waiting_list',
    summary: 'Sets the offer window of a session’s waiting lists, or closes them (those in line are told)',
    ...boxOffice,
    params: idParam,
    body: waitingListSettings,
    answer: staffWaitingList,
  }),
};
