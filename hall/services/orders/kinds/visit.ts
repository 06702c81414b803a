import { eq, sql } from 'drizzle-orm';
import { reservations, visitClaims, visitSlots } from '../../../db/schema';
import { fill, messagesFor } from '../../../i18n/messages';
import type { OrderKind } from './types';

/** A personal visit: places of one slot, one entry per visitor, and a claim per certificate and day. */
export const visitKind: OrderKind = {
  async subject(db, order, locale) {
    const [row] = await db
      .select({ date: visitSlots.date, startTime: visitSlots.startTime })
      .from(reservations)
      .innerJoin(visitSlots, eq(visitSlots.id, reservations.slotId))
      .where(eq(reservations.orderId, order.id));
    return row ? fill(messagesFor(locale).orderSubjects.visit, { date: row.date, time: row.startTime }) : order.orderNo;
  },

  async issue(tx, order) {
    await tx.update(reservations).set({ status: 'booked' }).where(eq(reservations.orderId, order.id));
  },

  async release(tx, order) {
    const [reservation] = await tx
      .update(reservations)
      .set({ status: 'cancelled' })
      .where(eq(reservations.orderId, order.id))
      .returning({ id: reservations.id, slotId: reservations.slotId, visitors: reservations.visitors });
    if (!reservation) return;
    await tx
      .update(visitSlots)
      .set({ booked: sql`greatest(${visitSlots.booked} - ${reservation.visitors.length}, 0)` })
      .where(eq(visitSlots.id, reservation.slotId));
    await tx.delete(visitClaims).where(eq(visitClaims.reservationId, reservation.id));
  },
};
