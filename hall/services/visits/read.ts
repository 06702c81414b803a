import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ReservationView } from '@/lib/contract/visit';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, reservations, visitSlots } from '../../db/schema';
import { notFound } from '../../errors';
import { shownCertNo } from '../../platform/certificates';
import { shownVisitStatus } from './attendance';

const query = (db: DbOrTx) =>
  db
    .select({ reservation: reservations, slot: visitSlots, order: orders })
    .from(reservations)
    .innerJoin(visitSlots, eq(visitSlots.id, reservations.slotId))
    .leftJoin(orders, eq(orders.id, reservations.orderId));

type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];

async function views(db: DbOrTx, rows: Row[], now: Date): Promise<ReservationView[]> {
  const orderIds = rows.flatMap((r) => (r.order ? [r.order.id] : []));
  const entries = orderIds.length
    ? await db
        .select({ orderId: orderItems.orderId, code: orderItems.ticketCode })
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.id))
    : [];
  return rows.map(({ reservation: r, slot, order }) => {
    const codes = entries.filter((e) => e.orderId === order?.id).map((e) => e.code);
    const paid = r.status === 'booked' || r.status === 'visited' || r.status === 'not_visited';
    return {
      id: r.id,
      status: shownVisitStatus(r.status, slot, now),
      date: slot.date,
      startTime: slot.startTime,
      orderId: order?.id ?? null,
      orderNo: order?.orderNo ?? null,
      orderStatus: order?.status ?? null,
      payFen: order?.payFen ?? 0,
      expiresAt: order?.expiresAt.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      visitors: r.visitors.map((v, i) => ({
        name: v.name,
        child: v.child,
        certType: v.certType,
        certNo: shownCertNo(v.certNo, 3),
        entryCode: paid ? (codes[i] ?? null) : null,
      })),
    };
  });
}

/** GET /api/reservation_order: the member's visit bookings, newest first. */
export async function listReservations(db: DbOrTx, memberId: number, page: number, pageSize: number, now = new Date()) {
  const rows = await query(db)
    .where(eq(reservations.memberId, memberId))
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return views(db, rows, now);
}

/** GET /api/reservation_order/detail?id=: one of the member's bookings (another member's is not found). */
export async function getReservation(db: DbOrTx, memberId: number, id: number, now = new Date()): Promise<ReservationView> {
  const rows = await query(db).where(and(eq(reservations.id, id), eq(reservations.memberId, memberId)));
  if (!rows.length) throw notFound();
  return (await views(db, rows, now))[0];
}
