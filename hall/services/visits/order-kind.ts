import { asc, eq, inArray, sql } from 'drizzle-orm';
import { orderItems, orders, reservations, visitClaims, visitSlots } from '../../db/schema';
import { fill, messagesFor } from '../../i18n/messages';
import { HALL_TZ } from '../../platform/time';
import { slotStart, VISIT_MINUTES } from './slots';
import type { OrderDescription, OrderKind } from '../orders/kinds/types';

const zh = messagesFor('zh-CN').orderSubjects;
const en = messagesFor('en-US').orderSubjects;
/** The picture a visit order shows: the hall's interior, as on the venue pages. */
const VISIT_IMAGE = '/art/area-1.svg';

/** The slot of the order's booking as a Beijing wall-clock time: `date start_time`, e.g. 2026-11-25 10:00. */
const slotTimestamp = sql`(${visitSlots.date} || ' ' || ${visitSlots.startTime})::timestamp at time zone ${HALL_TZ}`;
const slotOfOrder = (at: ReturnType<typeof sql>) =>
  sql`(select ${at} from ${reservations} inner join ${visitSlots} on ${visitSlots.id} = ${reservations.slotId} where ${reservations.orderId} = ${orders.id})`;

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

  async describe(db, list) {
    const ids = list.map((o) => o.id);
    const [bookings, entries] = await Promise.all([
      db
        .select({ orderId: reservations.orderId, visitors: reservations.visitors, date: visitSlots.date, startTime: visitSlots.startTime })
        .from(reservations)
        .innerJoin(visitSlots, eq(visitSlots.id, reservations.slotId))
        .where(inArray(reservations.orderId, ids)),
      db
        .select({
          orderId: orderItems.orderId,
          id: orderItems.id,
          priceFen: orderItems.priceFen,
          quantity: orderItems.quantity,
          ticketCode: orderItems.ticketCode,
        })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.id)),
    ]);
    const described = new Map<number, OrderDescription>();
    for (const booking of bookings) {
      // Entries were written in the visitors' order, one each: the n-th entry is the n-th visitor's.
      const items = entries
        .filter((e) => e.orderId === booking.orderId)
        .map(({ orderId: _o, ...entry }, i) => {
          const visitor = booking.visitors[i];
          return {
            ...entry,
            name: visitor?.child ? zh.child : zh.adult,
            enName: visitor?.child ? en.child : en.adult,
            pointPrice: null,
            seat: null,
            buyerName: visitor?.name ?? null,
          };
        });
      described.set(booking.orderId!, {
        subject: {
          title: zh.visitTitle,
          enTitle: en.visitTitle,
          image: VISIT_IMAGE,
          startTime: new Date(+slotStart(booking)).toISOString(),
          place: zh.visitPlace,
          enPlace: en.visitPlace,
          performanceId: null,
          sessionId: null,
        },
        items,
      });
    }
    return described;
  },

  timing: {
    startsAt: slotOfOrder(slotTimestamp),
    endsAt: slotOfOrder(sql`${slotTimestamp} + make_interval(mins => ${VISIT_MINUTES})`),
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
