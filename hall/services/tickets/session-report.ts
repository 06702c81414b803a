// The box office's reports: what a session sold, held and has left by ticket class, the money by class and by
// provider, what coupons, points and discount codes took off, and the sales day by day. Counted from the orders
// (their lines for tickets, the payments and refunds for money), so a report and the order search never disagree.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ClassReport, ReportSessionRow, reportSessionsQuery, SessionReport } from '@/lib/contract/reports';
import type { Paged } from '@/lib/contract/envelope';
import type { DbOrTx } from '../../db/client';
import {
  halls,
  orderItems,
  orders,
  payments,
  performances,
  refunds,
  sessions,
  sessionSeats,
  ticketClasses,
  waitingEntries,
} from '../../db/schema';
import { notFound } from '../../errors';
import { containing } from '../../platform/like';
import { HALL_TZ } from '../../platform/time';
import { sessionSaleStatus } from '../performances/read';
import { cancellationOf } from './session-cancellation';

/** Orders that sold their tickets and kept them, whatever became of a second payment of theirs. */
const SOLD = ['paid', 'issued', 'completed'] as const;
/** Orders whose standing ended: closed, cancelled (by the member or by the hall with its session), paid too late. */
const ENDED = ['closed', 'cancelled', 'invalid'] as const;

const sessionColumns = {
  sessionId: sessions.id,
  performanceId: performances.id,
  title: performances.mainTitle,
  enTitle: performances.enMainTitle,
  startTime: sessions.startTime,
  endTime: sessions.endTime,
  hasSeatMap: sessions.hasSeatMap,
  saleState: sessions.saleState,
  saleEndAt: sessions.saleEndAt,
  saleStartAt: performances.saleStartAt,
  hallName: halls.name,
  enHallName: halls.enName,
  /** Tickets sold and their list price, from the lines of the orders that kept them. */
  sold: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from ${orderItems} oi join ${orders} o on o.id = oi.order_id
    where oi.session_id = ${sessions.id} and o.status in ('paid', 'issued', 'completed'))`,
  revenueFen: sql<number>`(select coalesce(sum(oi.price_fen * oi.quantity), 0)::int from ${orderItems} oi join ${orders} o on o.id = oi.order_id
    where oi.session_id = ${sessions.id} and o.status in ('paid', 'issued', 'completed'))`,
  /** Seats on sale (a mapped session) or tickets in stock (one without a map), sold ones included. */
  capacity: sql<number>`case when ${sessions.hasSeatMap}
    then (select count(*)::int from ${sessionSeats} ss where ss.session_id = ${sessions.id} and ss.ticket_class_id is not null)
    else (select coalesce(sum(tc.stock), 0)::int from ${ticketClasses} tc where tc.session_id = ${sessions.id}) end`,
  /** Seats free right now, for the public status (sold out, on sale). */
  available: sql<number>`case when ${sessions.hasSeatMap}
    then (select count(*)::int from ${sessionSeats} ss where ss.session_id = ${sessions.id} and ss.status = 'available' and ss.ticket_class_id is not null)
    else (select coalesce(sum(tc.stock - tc.sold), 0)::int from ${ticketClasses} tc where tc.session_id = ${sessions.id}) end`,
};

/** Sessions with their performance and hall, and the figures above. */
const sessionRows = (db: DbOrTx) =>
  db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .innerJoin(halls, eq(halls.id, sessions.hallId));
type SessionRow = Awaited<ReturnType<typeof sessionRows>>[number];

function rowOf(r: SessionRow): ReportSessionRow {
  return {
    sessionId: r.sessionId,
    performanceId: r.performanceId,
    title: r.title,
    enTitle: r.enTitle,
    startTime: r.startTime.toISOString(),
    hallName: r.hallName,
    enHallName: r.enHallName,
    saleStatus: sessionSaleStatus(r, r.saleStartAt, r.available),
    sold: r.sold,
    capacity: r.capacity,
    revenueFen: r.revenueFen,
  };
}

/** The sessions to report on: coming ones soonest first, or past ones latest first; by a piece of the title. */
export async function reportSessions(db: DbOrTx, query: z.output<typeof reportSessionsQuery>): Promise<Paged<ReportSessionRow>> {
  const where: SQL[] = [query.past ? lt(sessions.endTime, new Date()) : gte(sessions.endTime, new Date())];
  if (query.q) where.push(or(ilike(performances.mainTitle, containing(query.q)), ilike(performances.enMainTitle, containing(query.q)))!);
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    sessionRows(db)
      .where(filter)
      .orderBy(query.past ? desc(sessions.startTime) : asc(sessions.startTime), asc(sessions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(sessions).innerJoin(performances, eq(performances.id, sessions.performanceId)).where(filter),
  ]);
  return { list: rows.map(rowOf), total: total.n, page: query.page, pageSize: query.pageSize };
}

export async function sessionReport(db: DbOrTx, sessionId: number): Promise<SessionReport> {
  const [session] = await sessionRows(db).where(eq(sessions.id, sessionId));
  if (!session) throw notFound();
  const ofSession = eq(orders.sessionId, sessionId);
  const sold = inArray(orders.status, [...SOLD]);
  const [classes, lines, seats, providers, refunded, tally, daily, cancellation, waiting] = await Promise.all([
    db
      .select()
      .from(ticketClasses)
      .where(eq(ticketClasses.sessionId, sessionId))
      .orderBy(desc(ticketClasses.priceFen), asc(ticketClasses.id)),
    db
      .select({
        ticketClassId: orderItems.ticketClassId,
        sold: sql<number>`coalesce(sum(${orderItems.quantity}) filter (where ${sold}), 0)::int`,
        held: sql<number>`coalesce(sum(${orderItems.quantity}) filter (where ${orders.status} = 'unpaid'), 0)::int`,
        revenueFen: sql<number>`coalesce(sum(${orderItems.priceFen} * ${orderItems.quantity}) filter (where ${sold}), 0)::int`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.sessionId, sessionId))
      .groupBy(orderItems.ticketClassId),
    db
      .select({
        ticketClassId: sessionSeats.ticketClassId,
        free: sql<number>`count(*) filter (where ${sessionSeats.status} = 'available')::int`,
        seats: sql<number>`count(*)::int`,
      })
      .from(sessionSeats)
      .where(and(eq(sessionSeats.sessionId, sessionId), isNotNull(sessionSeats.ticketClassId)))
      .groupBy(sessionSeats.ticketClassId),
    db
      .select({ provider: payments.provider, payments: count(), receivedFen: sum(payments.amountFen).mapWith(Number) })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(ofSession)
      .groupBy(payments.provider),
    db
      .select({ provider: payments.provider, refunds: count(), fen: sum(refunds.amountFen).mapWith(Number) })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(ofSession, eq(refunds.state, 'succeeded')))
      .groupBy(payments.provider),
    db
      .select({
        paid: sql<number>`count(*) filter (where ${sold})::int`,
        // An order that stands and had a second payment refunded is a paid order: that payment shows by provider.
        refunded: sql<number>`count(*) filter (where ${inArray(orders.status, [...ENDED])} and ${orders.refundState} = 'refunded')::int`,
        unpaid: sql<number>`count(*) filter (where ${orders.status} = 'unpaid')::int`,
        couponsUsed: sql<number>`count(*) filter (where ${sold} and ${orders.couponFen} > 0)::int`,
        couponFen: sql<number>`coalesce(sum(${orders.couponFen}) filter (where ${sold}), 0)::int`,
        pointsUsed: sql<number>`coalesce(sum(${orders.pointsUsed}) filter (where ${sold}), 0)::int`,
        pointsFen: sql<number>`coalesce(sum(${orders.pointsFen}) filter (where ${sold}), 0)::int`,
        codesUsed: sql<number>`count(*) filter (where ${sold} and ${orders.discountFen} > 0)::int`,
        discountFen: sql<number>`coalesce(sum(${orders.discountFen}) filter (where ${sold}), 0)::int`,
      })
      .from(orders)
      .where(ofSession),
    dailySales(db, sessionId),
    cancellationOf(db, sessionId),
    waitingListSales(db, sessionId),
  ]);
  const lineOf = new Map(lines.map((l) => [l.ticketClassId, l]));
  const seatsOf = new Map(seats.map((s) => [s.ticketClassId, s]));
  const [t] = tally;
  return {
    session: { ...rowOf(session), endTime: session.endTime.toISOString(), hasSeatMap: session.hasSeatMap },
    classes: classes.map((c): ClassReport => {
      const line = lineOf.get(c.id);
      const sold = line?.sold ?? 0;
      const held = line?.held ?? 0;
      const mapped = seatsOf.get(c.id);
      const free = session.hasSeatMap ? (mapped?.free ?? 0) : Math.max(0, (c.stock ?? 0) - c.sold);
      return {
        ticketClassId: c.id,
        name: c.name,
        enName: c.enName,
        color: c.color,
        priceFen: c.priceFen,
        sold,
        held,
        free,
        unavailable: session.hasSeatMap ? Math.max(0, (mapped?.seats ?? 0) - sold - held - free) : 0,
        revenueFen: line?.revenueFen ?? 0,
      };
    }),
    providers: providers.map((p) => {
      const back = refunded.find((r) => r.provider === p.provider);
      return { ...p, receivedFen: p.receivedFen ?? 0, refunds: back?.refunds ?? 0, refundedFen: back?.fen ?? 0 };
    }),
    orders: { paid: t.paid, refunded: t.refunded, unpaid: t.unpaid },
    coupons: { used: t.couponsUsed, fen: t.couponFen },
    points: { used: t.pointsUsed, fen: t.pointsFen },
    discountCodes: { used: t.codesUsed, fen: t.discountFen },
    daily,
    waitingList: waiting,
    cancellation,
    generatedAt: new Date().toISOString(),
  };
}

/**
 * The waiting lists' part: members who joined, and the orders placed with an offer that stand paid,
 * their tickets and the money they paid.
 */
async function waitingListSales(db: DbOrTx, sessionId: number): Promise<SessionReport['waitingList']> {
  const soldNow = inArray(orders.status, [...SOLD]);
  const [row] = await db
    .select({
      joined: sql<number>`count(*)::int`,
      orders: sql<number>`count(*) filter (where ${soldNow})::int`,
      tickets: sql<number>`coalesce(sum((select sum(oi.quantity) from ${orderItems} oi where oi.order_id = ${orders.id})) filter (where ${soldNow}), 0)::int`,
      revenueFen: sql<number>`coalesce(sum(${orders.payFen}) filter (where ${soldNow}), 0)::int`,
    })
    .from(waitingEntries)
    .leftJoin(orders, eq(orders.id, waitingEntries.orderId))
    .where(eq(waitingEntries.sessionId, sessionId));
  return row;
}

/** Tickets and money per hall day of payment, for every order ever paid (a later refund shows in the totals). */
async function dailySales(db: DbOrTx, sessionId: number) {
  // One literal, not a parameter: GROUP BY matches the selected expression only when it is the same text.
  const day = sql<string>`to_char(${orders.paidAt} at time zone '${sql.raw(HALL_TZ)}', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      // A one-table query leaves its columns unqualified: the order's id is named in full inside the subquery.
      tickets: sql<number>`coalesce(sum((select sum(oi.quantity) from ${orderItems} oi where oi.order_id = "orders"."id")), 0)::int`,
      revenueFen: sql<number>`coalesce(sum(${orders.payFen}), 0)::int`,
    })
    .from(orders)
    .where(and(eq(orders.sessionId, sessionId), isNotNull(orders.paidAt)))
    .groupBy(day)
    .orderBy(day);
}
