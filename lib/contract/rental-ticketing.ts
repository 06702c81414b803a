// Ticketing of a rented event (§7 PUT ticket): the renter's performance data, which the rental staff
// approve into a performance on the box office's sale, and the live sales the renter then follows.
import { z } from 'zod';
import { id } from './common';

const instant = z.iso.datetime({ offset: true, message: 'errors.dateTimeFormat' });
const title = (max: number) => z.string().trim().min(2, 'errors.ticketingTitle').max(max, 'errors.ticketingTitle');
const intro = z.string().trim().max(2_000, 'errors.ticketingIntroTooLong');

/** A class of tickets: its names, its price, and how many seats of the hall it sells (the front rows first). */
export const ticketingClass = z.object({
  name: z.string().trim().min(1, 'errors.ticketingClassName').max(20, 'errors.ticketingClassName'),
  enName: z.string().trim().min(1, 'errors.ticketingClassName').max(40, 'errors.ticketingClassName'),
  priceFen: z.coerce.number().int().min(100, 'errors.ticketingPrice').max(10_000_000, 'errors.ticketingPrice'),
  seats: z.coerce.number().int().min(1, 'errors.ticketingSeats').max(5_000, 'errors.ticketingSeats'),
});
export type TicketingClass = z.infer<typeof ticketingClass>;

export const ticketingSession = z
  .object({ startTime: instant, endTime: instant })
  .refine((s) => Date.parse(s.startTime) < Date.parse(s.endTime), { path: ['endTime'], message: 'errors.rentalTimesOrder' });

const ticketingFields = {
  mainTitle: title(60),
  enMainTitle: title(120),
  intro,
  enIntro: intro,
  /** One of the box office's performance types (/api/project/type). */
  genreId: id,
  /** A picture uploaded to the project as its poster (a JPG or PNG). */
  posterFileId: id,
  /** Every ticket names a purchaser and one ID buys the performance once (§4). */
  realName: z.boolean(),
  saleStartAt: instant,
  sessions: z.array(ticketingSession).min(1, 'errors.ticketingSessions').max(10, 'errors.ticketingSessions'),
  classes: z.array(ticketingClass).min(1, 'errors.ticketingClasses').max(6, 'errors.ticketingClasses'),
};

/** §7 PUT /api/enterpriseprojectrent/ticket: the performance data of project `id`. */
export const ticketingSubmission = z.object({ id, ...ticketingFields });
export type TicketingSubmission = z.infer<typeof ticketingSubmission>;

/** The submission as the project keeps it. */
export const ticketingSaved = z.object({ ...ticketingFields, submittedAt: z.string() });
export type TicketingSaved = z.infer<typeof ticketingSaved>;

/** How one session of the published performance is selling, read when asked. */
export const sessionSales = z.object({
  sessionId: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  /** Seats of paid tickets. */
  sold: z.number(),
  /** Seats in orders waiting for payment. */
  held: z.number(),
  free: z.number(),
  /** The face value of the tickets sold (paid, issued or completed orders), in fen. */
  takingsFen: z.number(),
});
export type SessionSales = z.infer<typeof sessionSales>;

export const ticketingView = z.object({
  submission: ticketingSaved.nullable(),
  /** The performance on sale, once the hall approved it. */
  performanceId: z.number().nullable(),
  sales: z.array(sessionSales),
});
export type TicketingView = z.infer<typeof ticketingView>;
