import { and, eq, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { OrderCreated } from '@/lib/contract/order';
import { visitorsProblem, type VisitorInput } from '@/lib/contract/visit';
import type { Db } from '../../db/client';
import { orderItems, orders, reservations, visitClaims, visitSlots, type Visitor } from '../../db/schema';
import { HallError } from '../../errors';
import { storedCertificate } from '../../platform/certificates';
import { insertOrder } from '../orders/insert';
import { ticketCode } from '../orders/ticket-code';
import { getSlot, isBookable } from './slots';

export type BookingInput = { slotId: number; visitors: VisitorInput[] };

/** The booking's own rules (lib/contract/visit.ts), refused in the visitor's words before anything is held. */
export function checkVisitors(visitors: VisitorInput[], visitDay: string) {
  const problem = visitorsProblem(visitors, visitDay);
  if (problem) throw new HallError(problem);
}

/**
 * POST /api/reservation_order/create: in one transaction the places of the slot (a conditional update that a
 * concurrent winner makes fail, as seats are held), one claim per certificate and day (the primary key of
 * visit_claims: one ID, one visit a day, whoever books it), the booking, and an order of kind 'visit' with one
 * entry per visitor. The order is then paid like a ticket order and expires the same way.
 */
export async function bookVisit(
  db: Db,
  memberId: number,
  input: BookingInput,
  { windowSeconds, now = new Date() }: { windowSeconds: number; now?: Date },
): Promise<OrderCreated> {
  const slot = await getSlot(db, input.slotId);
  if (!slot) throw new HallError('notFound', Code.notFound);
  checkVisitors(input.visitors, slot.date);
  if (!isBookable(slot, now)) throw new HallError('slotClosed');
  const count = input.visitors.length;

  return db.transaction(async (tx) => {
    const [held] = await tx
      .update(visitSlots)
      .set({ booked: sql`${visitSlots.booked} + ${count}` })
      .where(and(eq(visitSlots.id, slot.id), eq(visitSlots.closed, false), sql`${visitSlots.booked} + ${count} <= ${visitSlots.capacity}`))
      .returning({ id: visitSlots.id });
    // The hall may have closed the slot since it was read: say which of the two refused it.
    if (!held) throw new HallError((await getSlot(tx, slot.id))?.closed ? 'slotClosed' : 'slotFull');

    const certificates = input.visitors.map((v) => (v.certType && v.certNo ? storedCertificate(v.certType, v.certNo) : null));
    const visitors: Visitor[] = input.visitors.map((v, i) => ({
      name: v.name,
      child: v.child,
      certType: v.certType ?? '',
      certNo: certificates[i]?.certNo ?? '',
      ...(v.child ? { heightCm: v.heightCm } : {}),
    }));
    const [reservation] = await tx.insert(reservations).values({ memberId, slotId: slot.id, visitors, status: 'unpaid' }).returning();

    const certs = certificates.flatMap((c) => (c ? [{ date: slot.date, certHash: c.certHash, reservationId: reservation.id }] : []));
    if (certs.length) {
      const claimed = await tx.insert(visitClaims).values(certs).onConflictDoNothing().returning({ certHash: visitClaims.certHash });
      if (claimed.length < certs.length) throw new HallError('visitorBookedThatDay');
    }

    const totalFen = slot.priceFen * count;
    const expiresAt = new Date(now.getTime() + windowSeconds * 1000);
    const order = await insertOrder(tx, {
      memberId,
      kind: 'visit',
      status: 'unpaid',
      totalFen,
      payFen: totalFen,
      expiresAt,
      createdAt: now,
    });
    await tx.update(reservations).set({ orderId: order.id }).where(eq(reservations.id, reservation.id));
    await tx.insert(orderItems).values(
      visitors.map((v) => ({
        orderId: order.id,
        quantity: 1,
        priceFen: slot.priceFen,
        buyerName: v.name,
        buyerCertType: v.certType || null,
        buyerCertNo: v.certNo || null,
        ticketCode: ticketCode(),
      })),
    );
    return { orderId: order.id, orderNo: order.orderNo, payFen: totalFen, expiresAt: expiresAt.toISOString(), status: 'unpaid' as const };
  });
}

/** The booking an order of kind 'visit' pays for. */
export async function reservationOfOrder(db: Db, orderId: number) {
  const [row] = await db
    .select({ reservation: reservations, slot: visitSlots })
    .from(reservations)
    .innerJoin(visitSlots, eq(visitSlots.id, reservations.slotId))
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(eq(reservations.orderId, orderId));
  return row;
}
