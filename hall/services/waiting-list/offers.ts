// A waiting-list offer, from the order call that takes it to its end: bought, or lapsed and passed on.
import { and, eq, inArray, lte, not, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { PriceLine } from '@/lib/contract/order';
import type { Db, Tx } from '../../db/client';
import { sessionSeats, waitingEntries } from '../../db/schema';
import { HallError } from '../../errors';
import { heldBack } from '../work/failures';
import type { PeriodicWork } from '../work/periodic';
import { lockLine, offerLine, takeBackOffer } from './line';

/** What an order placed with an offer takes: the offered seats, or the offered number of a class sold by stock. */
export type TakenOffer = { id: number; ticketClassId: number; seatIds: number[]; quantity: number };

/**
 * The member's live offer, locked, checked against the order's lines: the order must take exactly what was held
 * for them (the seats offered, or that many tickets of the class), and nothing else. Runs inside the order's
 * transaction after the member's lock (member → class → entry, as every change to a line locks).
 */
export async function takeOffer(tx: Tx, memberId: number, offerId: number, lines: PriceLine[], now: Date): Promise<TakenOffer> {
  const [entry] = await tx
    .select({ ticketClassId: waitingEntries.ticketClassId })
    .from(waitingEntries)
    .where(and(eq(waitingEntries.id, offerId), eq(waitingEntries.memberId, memberId)));
  if (!entry) throw new HallError('offerEnded', Code.badRequest);
  await lockLine(tx, entry.ticketClassId, now);
  const [offer] = await tx.select().from(waitingEntries).where(eq(waitingEntries.id, offerId)).for('update');
  if (offer.status !== 'offered' || !offer.offerExpiresAt || offer.offerExpiresAt <= now)
    throw new HallError('offerEnded', Code.badRequest);
  const seats = await tx
    .select({ id: sessionSeats.id })
    .from(sessionSeats)
    .where(and(eq(sessionSeats.offerId, offer.id), eq(sessionSeats.status, 'offered')));
  const asked = lines.flatMap((l) => (l.sessionSeatId ? [l.sessionSeatId] : []));
  const sameSeats = asked.length === seats.length && seats.every((s) => asked.includes(s.id));
  const covered = seats.length
    ? sameSeats && lines.every((l) => l.sessionSeatId)
    : lines.length === 1 &&
      !lines[0].sessionSeatId &&
      lines[0].ticketClassId === offer.ticketClassId &&
      lines[0].quantity === offer.quantity;
  if (!covered) throw new HallError('offerMismatch', Code.badRequest);
  return { id: offer.id, ticketClassId: offer.ticketClassId, seatIds: seats.map((s) => s.id), quantity: offer.quantity };
}

/** The offer's seats held for its order, and the offer marked as ordered: it is bought when the order is paid. */
export async function holdOffered(tx: Tx, offer: TakenOffer, orderId: number, expiresAt: Date) {
  if (offer.seatIds.length) {
    await tx
      .update(sessionSeats)
      .set({ status: 'held', orderId, holdExpiresAt: expiresAt, offerId: null, returnedAt: null })
      .where(and(inArray(sessionSeats.id, offer.seatIds), eq(sessionSeats.status, 'offered'), eq(sessionSeats.offerId, offer.id)));
  }
  await tx.update(waitingEntries).set({ status: 'ordered', orderId }).where(eq(waitingEntries.id, offer.id));
}

/** The order placed with an offer was paid (the performance kind's issue). */
export async function offerBought(tx: Tx, orderId: number, now: Date) {
  await tx
    .update(waitingEntries)
    .set({ status: 'bought', endedAt: now })
    .where(and(eq(waitingEntries.orderId, orderId), eq(waitingEntries.status, 'ordered')));
}

/**
 * Ends an entry still in line or an offer still open (its window ran out, the member left, the staff closed the
 * list): what an offer held goes back to the list, first in line, and is offered on. Returns false when the entry
 * had already moved on.
 */
export async function endOffer(tx: Tx, entryId: number, status: 'lapsed' | 'left' | 'closed', now: Date): Promise<boolean> {
  const [entry] = await tx
    .select({ ticketClassId: waitingEntries.ticketClassId })
    .from(waitingEntries)
    .where(eq(waitingEntries.id, entryId));
  if (!entry) return false;
  const line = await lockLine(tx, entry.ticketClassId, now);
  const [ending] = await tx
    .update(waitingEntries)
    .set({ status, endedAt: now })
    .where(
      and(
        eq(waitingEntries.id, entryId),
        status === 'lapsed' ? eq(waitingEntries.status, 'offered') : inArray(waitingEntries.status, ['waiting', 'offered']),
      ),
    )
    .returning({ quantity: waitingEntries.quantity, offeredAt: waitingEntries.offeredAt });
  if (!ending || !line) return false;
  // Offered on, or back on sale when nobody is left waiting (also when a member who left held up a larger return).
  await offerLine(tx, ending.offeredAt ? await takeBackOffer(tx, line, entryId, ending.quantity) : line, now);
  return true;
}

/** Offers past their window, each ended on its own and passed on; instances share the work (the class's lock). */
export const offerLapseWork: PeriodicWork = {
  kind: 'offerLapse',
  async due(db, now) {
    const rows = await db
      .select({ id: waitingEntries.id })
      .from(waitingEntries)
      .where(
        and(
          eq(waitingEntries.status, 'offered'),
          lte(waitingEntries.offerExpiresAt, now),
          not(heldBack('offerLapse', sql`${waitingEntries.id}::text`, now)),
        ),
      )
      .orderBy(waitingEntries.offerExpiresAt)
      .limit(50);
    return rows.map((r) => String(r.id));
  },
  run: (db: Db, key, now) => db.transaction((tx) => endOffer(tx, Number(key), 'lapsed', now)),
};
