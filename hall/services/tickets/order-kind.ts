import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  admissions,
  hallSeats,
  halls,
  orderItems,
  orders,
  performances,
  realNameClaims,
  sessions,
  sessionSeats,
  ticketClasses,
} from '../../db/schema';
import { seatLabelColumns } from './seat-label';
import { returnCardCredits } from '../packages/credits';
import { lapseOffer, offerPlaces } from '../welfare/offer';
import { giveBack } from '../waiting-list/line';
import { offerBought } from '../waiting-list/offers';
import type { Order, OrderDescription, OrderKind } from '../orders/kinds/types';

/** The performance, session and hall of each order: the head of its screens. */
async function subjects(db: DbOrTx, list: Order[]) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      performanceId: performances.id,
      title: performances.mainTitle,
      enTitle: performances.enMainTitle,
      image: performances.poster,
      startTime: sessions.startTime,
      place: halls.name,
      enPlace: halls.enName,
    })
    .from(sessions)
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .innerJoin(halls, eq(halls.id, sessions.hallId))
    .where(inArray(sessions.id, [...new Set(list.map((o) => o.sessionId!))]));
  return new Map(rows.map((r) => [r.sessionId, r]));
}

/** Each ticket: its class, and its seat where the session has a seat map. */
async function tickets(db: DbOrTx, list: Order[]) {
  return db
    .select({
      orderId: orderItems.orderId,
      id: orderItems.id,
      name: ticketClasses.name,
      enName: ticketClasses.enName,
      priceFen: orderItems.priceFen,
      pointPrice: orderItems.pointPrice,
      quantity: orderItems.quantity,
      buyerName: orderItems.buyerName,
      ticketCode: orderItems.ticketCode,
      memberCardId: orderItems.memberCardId,
      admittedAt: admissions.admittedAt,
      seat: seatLabelColumns,
    })
    .from(orderItems)
    .innerJoin(ticketClasses, eq(ticketClasses.id, orderItems.ticketClassId))
    .leftJoin(sessionSeats, eq(sessionSeats.id, orderItems.sessionSeatId))
    .leftJoin(hallSeats, eq(hallSeats.id, sessionSeats.hallSeatId))
    .leftJoin(admissions, eq(admissions.orderItemId, orderItems.id))
    .where(
      inArray(
        orderItems.orderId,
        list.map((o) => o.id),
      ),
    )
    .orderBy(orderItems.id);
}

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

  async describe(db, list) {
    const [bySession, items] = await Promise.all([subjects(db, list), tickets(db, list)]);
    const described = new Map<number, OrderDescription>();
    for (const order of list) {
      const { sessionId, performanceId, startTime, ...subject } = bySession.get(order.sessionId!)!;
      described.set(order.id, {
        subject: { ...subject, startTime: startTime.toISOString(), performanceId, sessionId },
        items: items
          .filter((i) => i.orderId === order.id)
          .map(({ orderId: _o, memberCardId, admittedAt, ...i }) => ({
            ...i,
            ...(memberCardId ? { byCard: true } : {}),
            ...(admittedAt ? { admittedAt: admittedAt.toISOString() } : {}),
          })),
      });
    }
    return described;
  },

  timing: {
    startsAt: sql`(select ${sessions.startTime} from ${sessions} where ${sessions.id} = ${orders.sessionId})`,
    endsAt: sql`(select ${sessions.endTime} from ${sessions} where ${sessions.id} = ${orders.sessionId})`,
  },

  async issue(tx, order, now) {
    await tx
      .update(sessionSeats)
      .set({ status: 'sold', holdExpiresAt: null, offerId: null })
      .where(and(eq(sessionSeats.orderId, order.id), eq(sessionSeats.status, 'held')));
    await offerBought(tx, order.id, now);
  },

  async release(tx, order, now) {
    // A public-welfare place not paid in time passes to the next rank once its ticket is back in stock.
    const welfareRound = await lapseOffer(tx, order.id);
    const stock = await tx
      .select({ ticketClassId: orderItems.ticketClassId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), isNull(orderItems.sessionSeatId)))
      .groupBy(orderItems.ticketClassId);
    // Seats and stock go back on sale, or to the members waiting for them.
    await giveBack(
      tx,
      order.id,
      stock.map((s) => ({ ticketClassId: s.ticketClassId!, quantity: s.quantity })),
      now,
    );
    await tx.delete(realNameClaims).where(eq(realNameClaims.orderId, order.id));
    await returnCardCredits(tx, order.id);
    if (welfareRound) await offerPlaces(tx, welfareRound, now);
  },
};
