import { z } from 'zod';
import { id } from './common';
import type { SeatLabel } from './order';

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

/** GET /api/waiting_list: the member's entries, those still in line or holding an offer first. */
export type WaitingEntryView = {
  id: number;
  sessionId: number;
  performanceId: number;
  title: string;
  enTitle: string;
  startTime: string;
  ticketClassId: number;
  ticketClass: string;
  enTicketClass: string;
  quantity: number;
  status: WaitingStatus;
  /** In line: how many entries of the class are ahead, plus one. */
  place: number | null;
  joinedAt: string;
  /** An open offer: until when its seats (or tickets) are held, and which seats. */
  offerExpiresAt: string | null;
  seats: (SeatLabel & { sessionSeatId: number })[];
  orderId: number | null;
};

export const waitingListQuery = z.object({ sessionId: id.optional() });

/** PUT /api/staff/sessions/:id/waiting_list: how long an offer holds its tickets, and whether the lists take anyone. */
export const waitingListSettings = z.object({
  offerMinutes: z.coerce.number().int().min(5, 'errors.offerMinutesRange').max(1440, 'errors.offerMinutesRange'),
  closed: z.boolean(),
});
export type WaitingListSettings = z.infer<typeof waitingListSettings>;

/** One entry as the box office reads it: the member by card number and masked phone, never more. */
export type StaffWaitingEntry = {
  id: number;
  ticketClassId: number;
  cardNo: string;
  phone: string;
  quantity: number;
  status: WaitingStatus;
  joinedAt: string;
  offeredAt: string | null;
  offerExpiresAt: string | null;
  endedAt: string | null;
  orderNo: string | null;
};

/** GET /api/staff/sessions/:id/waiting_list: a session's lines, by class, and their entries, oldest first. */
export type StaffWaitingList = WaitingListSettings & {
  sessionId: number;
  classes: {
    ticketClassId: number;
    name: string;
    enName: string;
    /** Seats or tickets that came back and are held for the line, not yet offered. */
    heldBack: number;
    counts: Record<WaitingStatus, number>;
  }[];
  entries: StaffWaitingEntry[];
};
