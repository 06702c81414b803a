import { and, eq, isNull, sql } from 'drizzle-orm';
import { orderItems, performances, realNameClaims, sessions, sessionSeats, ticketClasses } from '../../../db/schema';
import type { OrderKind } from './types';

/** Tickets of one session: seats of a seat map, or a quantity of a ticket class, and real-name claims. */
export const performanceKind: OrderKind = {
  async subject(db, order, locale) {
    const [row] = await db
      .select({ title: performances.mainTitle, enTitle: performances.enMainTitle })
      .from(sessions)
      .innerJoin(performances, eq(performances.id, sessions.performanceId))
      .where(eq(sessions.id, order.sessionId!));
    return (locale === 'en-US' ? row?.enTitle : row?.title) || order.orderNo;
  },

  async issue(tx, order) {
    await tx
      .update(sessionSeats)
      .set({ status: 'sold', holdExpiresAt: null })
      .where(and(eq(sessionSeats.orderId, order.id), eq(sessionSeats.status, 'held')));
  },

  async release(tx, order) {
    await tx
      .update(sessionSeats)
      .set({ status: 'available', orderId: null, holdExpiresAt: null })
      .where(and(eq(sessionSeats.orderId, order.id), eq(sessionSeats.status, 'held')));
    const stock = await tx
      .select({ ticketClassId: orderItems.ticketClassId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), isNull(orderItems.sessionSeatId)))
      .groupBy(orderItems.ticketClassId);
    for (const s of stock) {
      await tx
        .update(ticketClasses)
        .set({ sold: sql`${ticketClasses.sold} - ${s.quantity}` })
        .where(eq(ticketClasses.id, s.ticketClassId!));
    }
    await tx.delete(realNameClaims).where(eq(realNameClaims.orderId, order.id));
  },
};
