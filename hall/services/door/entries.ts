import { eq, sql } from 'drizzle-orm';
import type { ScannedTicket } from '@/lib/contract/door';
import type { DbOrTx } from '../../db/client';
import {
  admissions,
  hallSeats,
  orderItems,
  orders,
  performances,
  reservations,
  sessions,
  sessionSeats,
  ticketClasses,
  visitSlots,
} from '../../db/schema';
import { certTail } from '../../platform/certificates';
import { messagesFor } from '../../i18n/messages';
import { seatLabelColumns } from '../tickets/seat-label';
import { visitEnds } from '../visits/attendance';
import { slotStart } from '../visits/slots';

const zh = messagesFor('zh-CN').orderSubjects;
const en = messagesFor('en-US').orderSubjects;

/**
 * What the door decides on, the same for a ticket and a visitor's entry code: the code's order and its state, the
 * door it belongs to (a session, or a visit slot), and its admission if it has one.
 */
export type DoorEntry = {
  itemId: number;
  ticket: ScannedTicket;
  status: string;
  /** Some payment of the order owed back or refunded: the status says whether the order stands, this only why not. */
  refundState: string;
  admission: { admittedAt: Date; device: string; entrance: string } | null;
  /** Visits only: the booking to mark visited, its own state, and when the visit is over. */
  visit: { reservationId: number; status: string; endsAt: Date } | null;
};

const admissionOf = (row: { admittedAt: Date | null; device: string | null; entrance: string | null }) =>
  row.admittedAt ? { admittedAt: row.admittedAt, device: row.device!, entrance: row.entrance! } : null;

const admissionColumns = { admittedAt: admissions.admittedAt, device: admissions.device, entrance: admissions.entrance };

/** A performance ticket by its code: one query, for the door's half second. */
export async function ticketEntry(db: DbOrTx, code: string): Promise<DoorEntry | null> {
  const [row] = await db
    .select({
      itemId: orderItems.id,
      status: orders.status,
      refundState: orders.refundState,
      orderNo: orders.orderNo,
      sessionId: orderItems.sessionId,
      title: performances.mainTitle,
      enTitle: performances.enMainTitle,
      startTime: sessions.startTime,
      className: ticketClasses.name,
      enClassName: ticketClasses.enName,
      seat: seatLabelColumns,
      buyerName: orderItems.buyerName,
      certNo: orderItems.buyerCertNo,
      ...admissionColumns,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(sessions, eq(sessions.id, orderItems.sessionId))
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .innerJoin(ticketClasses, eq(ticketClasses.id, orderItems.ticketClassId))
    .leftJoin(sessionSeats, eq(sessionSeats.id, orderItems.sessionSeatId))
    .leftJoin(hallSeats, eq(hallSeats.id, sessionSeats.hallSeatId))
    .leftJoin(admissions, eq(admissions.orderItemId, orderItems.id))
    .where(sql`${orderItems.ticketCode} = ${code} and ${orders.kind} = 'performance'`);
  if (!row) return null;
  return {
    itemId: row.itemId,
    status: row.status,
    refundState: row.refundState,
    admission: admissionOf(row),
    visit: null,
    ticket: {
      kind: 'performance',
      code,
      orderNo: row.orderNo,
      sessionId: row.sessionId,
      slotId: null,
      title: row.title,
      enTitle: row.enTitle,
      startTime: row.startTime.toISOString(),
      className: row.className,
      enClassName: row.enClassName,
      seat: row.seat,
      buyerName: row.buyerName,
      certTail: certTail(row.certNo),
    },
  };
}

/**
 * A visitor's entry code (one per visitor of a paid booking, written in the visitors' order: the n-th entry is
 * the n-th visitor, as the visit order describes it).
 */
export async function visitorEntry(db: DbOrTx, code: string): Promise<DoorEntry | null> {
  const [row] = await db
    .select({
      itemId: orderItems.id,
      status: orders.status,
      refundState: orders.refundState,
      orderNo: orders.orderNo,
      reservationId: reservations.id,
      reservationStatus: reservations.status,
      visitors: reservations.visitors,
      slotId: visitSlots.id,
      date: visitSlots.date,
      startTime: visitSlots.startTime,
      buyerName: orderItems.buyerName,
      certNo: orderItems.buyerCertNo,
      position: sql<number>`(select count(*)::int from ${orderItems} earlier where earlier.order_id = ${orderItems.orderId} and earlier.id < ${orderItems.id})`,
      ...admissionColumns,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(reservations, eq(reservations.orderId, orders.id))
    .innerJoin(visitSlots, eq(visitSlots.id, reservations.slotId))
    .leftJoin(admissions, eq(admissions.orderItemId, orderItems.id))
    .where(sql`${orderItems.ticketCode} = ${code} and ${orders.kind} = 'visit'`);
  if (!row) return null;
  const start = slotStart(row);
  const child = row.visitors[row.position]?.child ?? false;
  return {
    itemId: row.itemId,
    status: row.status,
    refundState: row.refundState,
    admission: admissionOf(row),
    visit: { reservationId: row.reservationId, status: row.reservationStatus, endsAt: visitEnds(row) },
    ticket: {
      kind: 'visit',
      code,
      orderNo: row.orderNo,
      sessionId: null,
      slotId: row.slotId,
      title: zh.visitTitle,
      enTitle: en.visitTitle,
      startTime: new Date(+start).toISOString(),
      className: child ? zh.child : zh.adult,
      enClassName: child ? en.child : en.adult,
      seat: null,
      buyerName: row.buyerName,
      certTail: certTail(row.certNo),
    },
  };
}
