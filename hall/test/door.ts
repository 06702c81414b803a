// Tickets at the door for the tests (issue 15): a one-seat order paid at the sandbox cashier, with its e-ticket's
// code and session, as a member would hold it.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { orderItems } from '../db/schema';
import { oneSeatOrder, openSandboxTrade, payAtCashier } from './refunds';

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
