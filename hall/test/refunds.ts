// An order the hall owes money back on, made the way it happens: a member pays one order twice, by Alipay and
// then (from a second tab) by WeChat Pay, both at the sandbox cashier.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { sandboxTrades, unmatchedPayments } from '../db/schema';
import { call, newMember, type TestMember } from './members';
import { freeSeats, saleSession } from './orders';

/** A trade opened at the sandbox cashier for an order, through the member's own payment call. */
export async function openSandboxTrade(
  app: FastifyInstance,
  m: TestMember,
  orderId: number,
  path: '/api/pay/ali' | '/api/pay/wx_pay_code',
) {
  const res = await call(app, 'POST', path, { token: m.token, body: { orderId } });
  if (res.body.code !== 20000) throw new Error(`payment not opened: ${JSON.stringify(res.body)}`);
  const url: string = res.body.data.url ?? res.body.data.codeUrl;
  return decodeURIComponent(url.split('/').pop()!);
}

export const payAtCashier = (app: FastifyInstance, tradeNo: string) =>
  app.inject({ method: 'POST', url: `/api/dev/cashier/${tradeNo}/pay` });

/** A one-seat ticket order of a new member, unpaid. */
export async function oneSeatOrder(app: FastifyInstance, db: Db) {
  const m = await newMember(db);
  const { sessionId } = await saleSession(db);
  const seats = await freeSeats(db, sessionId, 1);
  const placed = await call(app, 'POST', '/api/order', { token: m.token, body: { lines: { sessionId, seatIds: seats.map((s) => s.id) } } });
  if (placed.body.code !== 20000) throw new Error(`order not placed: ${JSON.stringify(placed.body)}`);
  return { m, orderId: placed.body.data.orderId as number, orderNo: placed.body.data.orderNo as string };
}

/** Paid by Alipay, then by WeChat Pay: the order is issued, and the WeChat payment is owed back. */
export async function paidTwice(app: FastifyInstance, db: Db) {
  const { m, orderId } = await oneSeatOrder(app, db);
  const [alipay, wechat] = [
    await openSandboxTrade(app, m, orderId, '/api/pay/ali'),
    await openSandboxTrade(app, m, orderId, '/api/pay/wx_pay_code'),
  ];
  await payAtCashier(app, alipay);
  await payAtCashier(app, wechat);
  return { m, orderId, wechat };
}

let unmatchedSerial = 0;
/**
 * Money a provider vouched for that pays no order, as the notify route keeps it: refundable (an unknown order number,
 * with the sandbox provider's paid trade behind it) or not (a notification that could not be read). Its id.
 */
export async function unmatchedMoney(db: Db, refundable: boolean) {
  const n = `${Date.now()}${unmatchedSerial++}`;
  const orderNo = `H1998${n.padStart(18, '0').slice(-18)}`;
  const tradeNo = `SBXA-ELSEWHERE-${n}`;
  if (refundable)
    await db.insert(sandboxTrades).values({ provider: 'alipay', orderNo, amountFen: 800, subject: '别处', state: 'paid', tradeNo });
  const [row] = await db
    .insert(unmatchedPayments)
    .values({
      provider: 'alipay',
      reason: refundable ? 'unknown_order' : 'malformed',
      reference: refundable ? tradeNo : `sha256:${n}`,
      orderNo,
      tradeNo: refundable ? tradeNo : null,
      amountFen: refundable ? 800 : null,
      raw: { sandbox: true },
    })
    .returning({ id: unmatchedPayments.id });
  return row.id;
}
