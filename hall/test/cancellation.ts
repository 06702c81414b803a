// Helpers of the report and cancellation tests: a session of its own, without a seat map, and members who buy
// and pay for it at the sandbox cashier.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { call, newMember, type TestMember } from './members';
import { classInput, performanceInput, sessionInput } from './publishing';
import { openSandboxTrade, payAtCashier } from './refunds';
import { staffCall } from './staff';

/** A published performance with one session (no seat map) and one class of `stock` tickets at ¥100. */
export async function stockSession(app: FastifyInstance, db: Db, token: string, stock = 200) {
  const created = async (path: string, body: object) => {
    const res = await staffCall<{ id: number }>(app, 'POST', path, { token, body });
    if (res.body.code !== 20000) throw new Error(`${path}: ${JSON.stringify(res.body)}`);
    return res.body.data.id;
  };
  const performanceId = await created('/api/staff/performances', await performanceInput(db, { visible: true }));
  const sessionId = await created(
    `/api/staff/performances/${performanceId}/sessions`,
    await sessionInput(db, { hasSeatMap: false, limitPerMember: 10 }),
  );
  const ticketClassId = await created(`/api/staff/sessions/${sessionId}/ticket-classes`, classInput({ priceFen: 10_000, stock }));
  return { performanceId, sessionId, ticketClassId };
}

/** A member's order of `quantity` tickets of the class, unpaid. */
export async function placeOrder(app: FastifyInstance, m: TestMember, sessionId: number, ticketClassId: number, quantity = 1) {
  const res = await call(app, 'POST', '/api/order', {
    token: m.token,
    body: { lines: { sessionId, classes: [{ ticketClassId, quantity }] } },
  });
  if (res.body.code !== 20000) throw new Error(`order not placed: ${JSON.stringify(res.body)}`);
  return res.body.data.orderId as number;
}

/** `count` members each buy one ticket and pay, by Alipay and WeChat Pay in turn. */
export async function paidOrders(app: FastifyInstance, db: Db, sessionId: number, ticketClassId: number, count: number) {
  const paid: { m: TestMember; orderId: number }[] = [];
  for (let i = 0; i < count; i++) {
    const m = await newMember(db);
    const orderId = await placeOrder(app, m, sessionId, ticketClassId);
    const trade = await openSandboxTrade(app, m, orderId, i % 2 ? '/api/pay/wx_pay_code' : '/api/pay/ali');
    const res = await payAtCashier(app, trade);
    if (res.statusCode >= 400) throw new Error(`not paid: ${res.body}`);
    paid.push({ m, orderId });
  }
  return paid;
}
