import { and, eq } from 'drizzle-orm';
import type { ReservationView } from '@/lib/contract/visit';
import type { DbOrTx } from '../../db/client';
import { reservations, visitSlots } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { hallDate } from '../../platform/time';

type Status = ReservationView['status'];

/**
 * A paid booking's day: on it the door marks the booking visited (the staff console's admission builds on
 * this); once the hall's day is over, a booking nobody marked reads as not visited. Nothing needs to write
 * that down, as an issued ticket order reads as completed once its session has ended.
 */
export const shownVisitStatus = (status: Status, slotDate: string, now = new Date()): Status =>
  status === 'booked' && slotDate < hallDate(now) ? 'not_visited' : status;

/** The door marks a paid booking visited, on its day and once: a second mark, or a mark on another day, is refused. */
export async function markVisited(db: DbOrTx, reservationId: number, now = new Date()): Promise<Status> {
  const [row] = await db
    .select({ status: reservations.status, date: visitSlots.date })
    .from(reservations)
    .innerJoin(visitSlots, eq(visitSlots.id, reservations.slotId))
    .where(eq(reservations.id, reservationId));
  if (!row) throw notFound();
  if (row.date !== hallDate(now)) throw new HallError('visitNotToday');
  // Conditional on the state read: of two doors marking at once, one wins and the other is told it is done.
  const [marked] = await db
    .update(reservations)
    .set({ status: 'visited' })
    .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'booked')))
    .returning({ status: reservations.status });
  if (marked) return marked.status;
  const [current] = await db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, reservationId));
  throw new HallError(current.status === 'visited' ? 'visitAlreadyRecorded' : 'visitNotBooked');
}
