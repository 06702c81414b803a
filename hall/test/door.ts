// Tickets at the door for the tests: a one-seat order paid at the sandbox cashier, with its e-ticket's
// code and session, as a member would hold it; a paid visit booking with its visitors' entry codes.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SUCCESS } from '@/lib/contract/codes';
import type { OrderCreated } from '@/lib/contract/order';
import type { Db } from '../db/client';
import { orderItems, reservations } from '../db/schema';
import { call, newMember } from './members';
import { oneSeatOrder, openSandboxTrade, payAtCashier } from './refunds';
import { adult, child, openSlots } from './visits';

/** An issued one-seat ticket: its member, order, code and session. `paid: false` leaves the order unpaid. */
export async function doorTicket(app: FastifyInstance, db: Db, { paid = true } = {}) {
  const { m, orderId, orderNo } = await oneSeatOrder(app, db);
  if (paid) {
    const res = await payAtCashier(app, await openSandboxTrade(app, m, orderId, '/api/pay/ali'));
    if (res.statusCode !== 303) throw new Error(`ticket not paid: ${res.statusCode}`);
  }
  const [item] = await db
    .select({ code: orderItems.ticketCode, sessionId: orderItems.sessionId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return { m, orderId, orderNo, code: item.code!, sessionId: item.sessionId! };
}

export const scanAt = (sessionId: number, code: string, fields: { device?: string; entrance?: string } = {}) => ({
  sessionId,
  code,
  device: fields.device ?? '检票机 1',
  entrance: fields.entrance ?? '东门',
});

/**
 * A paid visit booking of an adult and a child in the first open slot: its member, booking, slot and the visitors'
 * entry codes in their order. `paid: false` leaves it unpaid (its codes exist, but let nobody in).
 */
export async function visitBooking(app: FastifyInstance, db: Db, { paid = true } = {}) {
  const m = await newMember(db);
  const [slot] = await openSlots(app, 2);
  const placed = await call<OrderCreated>(app, 'POST', '/api/reservation_order/create', {
    token: m.token,
    body: { slotId: slot.id, visitors: [adult('李参观'), child('李小宝')], termsAccepted: true },
  });
  if (placed.body.code !== SUCCESS) throw new Error(`visit not booked: ${placed.body.subMsg}`);
  const { orderId } = placed.body.data;
  if (paid) {
    const res = await payAtCashier(app, await openSandboxTrade(app, m, orderId, '/api/pay/ali'));
    if (res.statusCode !== 303) throw new Error(`visit not paid: ${res.statusCode}`);
  }
  const [reservation] = await db.select({ id: reservations.id }).from(reservations).where(eq(reservations.orderId, orderId));
  const items = await db
    .select({ code: orderItems.ticketCode })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return { m, orderId, reservationId: reservation.id, slot, codes: items.map((i) => i.code!) };
}

export const scanAtSlot = (slotId: number, code: string) => ({ slotId, code, device: '导览台', entrance: '参观入口' });
