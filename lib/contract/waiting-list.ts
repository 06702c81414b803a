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
