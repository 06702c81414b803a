// The calls the money model makes, as the site, the providers, the box office and the door make them: through the hall
// API's routes (the provider's side through the sandbox's cashier, its signed notifications and its ledger).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, sandboxTrades } from '../../db/schema';
import { sandboxNotification } from '../../providers/pay/sandbox-notification';
import { runCancellation, runnerId } from '../../services/tickets/session-cancellation';
import { call } from '../members';
import { staffCall } from '../staff';
import { adult } from '../visits';
import type { Cast } from './cast';
import type { Provider } from './model';
import type { RunHall } from './world';

/** One run: the hall, the cast it starts from, and its database. */
export type Real = { hall: RunHall; cast: Cast; db: Db };

export type Placed = { ok: true; orderId: number; orderNo: string; payFen: number; status: string } | { ok: false; subMsg: string };

const placed = (res: { body: { code: number; subMsg?: string | null; data: any } }): Placed =>
  res.body.code === 20000
    ? {
        ok: true,
        orderId: res.body.data.orderId,
        orderNo: res.body.data.orderNo,
        payFen: res.body.data.payFen,
        status: res.body.data.status,
      }
    : { ok: false, subMsg: res.body.subMsg ?? '' };

const memberOf = (r: Real, member: number) => r.cast.members[member];

export const placeStock = async (r: Real, member: number) =>
  placed(
    await call(r.hall.app, 'POST', '/api/order', {
      token: memberOf(r, member).token,
      body: { lines: { sessionId: r.cast.stockSession.id, classes: [{ ticketClassId: r.cast.stockSession.classId, quantity: 1 }] } },
    }),
  );

export const placeSeat = async (r: Real, member: number, seat: number, memberCardId?: number) =>
  placed(
    await call(r.hall.app, 'POST', '/api/order', {
      token: memberOf(r, member).token,
      body: {
        lines: { sessionId: r.cast.seatSession.id, seatIds: [r.cast.seatSession.seatIds[seat]] },
        ...(memberCardId ? { memberCardId } : {}),
      },
    }),
  );

export const placeVisit = async (r: Real, member: number) =>
  placed(
    await call(r.hall.app, 'POST', '/api/reservation_order/create', {
      token: memberOf(r, member).token,
      body: { slotId: r.cast.slotId, visitors: [adult(`参观者${member}`)], termsAccepted: true },
    }),
  );

export const placePoint = async (r: Real, member: number) =>
  placed(
    await call(r.hall.app, 'POST', '/api/point_order/create', {
      token: memberOf(r, member).token,
      body: { goodsId: r.cast.goodsId, quantity: 1, receiverId: memberOf(r, member).receiverId },
    }),
  );

export const placePackage = async (r: Real, member: number) =>
  placed(
    await call(r.hall.app, 'POST', '/api/fala_order', { token: memberOf(r, member).token, body: { packageCardId: r.cast.packageCardId } }),
  );

/** The trade number a payment start leads to (the cashier's address, or the QR code's). */
const tradeOf = (data: { url?: string; codeUrl?: string }) => decodeURIComponent((data.url ?? data.codeUrl)!.split('/').pop()!);

export type Started = { ok: true; tradeNo: string } | { ok: false; subMsg: string };
const started = (res: { body: { code: number; subMsg?: string | null; data: any } }): Started =>
  res.body.code === 20000 ? { ok: true, tradeNo: tradeOf(res.body.data) } : { ok: false, subMsg: res.body.subMsg ?? '' };

/** A member opens a payment of an order: Alipay's cashier or WeChat Pay's QR code. */
export const startMemberPayment = async (r: Real, member: number, orderId: number, provider: Provider) =>
  started(
    await call(r.hall.app, 'POST', provider === 'alipay' ? '/api/pay/ali' : '/api/pay/wx_pay_code', {
      token: memberOf(r, member).token,
      body: { orderId },
    }),
  );

const channel = (provider: Provider) => (provider === 'alipay' ? 'alipay_page' : 'wechat_native');

/** The renter pays the deposit (its order open in its window, or a new one) or an instalment. */
export const payDeposit = async (r: Real, projectId: number, provider: Provider) =>
  started(
    await call(r.hall.app, 'PUT', '/api/enterpriseprojectrent/pay', {
      token: r.cast.renter.token,
      body: { id: projectId, channel: channel(provider) },
    }),
  );
export const payInstalment = async (r: Real, projectId: number, paymentId: number, provider: Provider) =>
  started(
    await call(r.hall.app, 'PUT', '/api/enterpriseprojectrent/protocolpay', {
      token: r.cast.renter.token,
      body: { id: projectId, paymentId, channel: channel(provider) },
    }),
  );

/** The payer presses Pay at the sandbox cashier: 303 when paid (or paid before), 409 when the trade was closed. */
export const payAtCashier = async (r: Real, tradeNo: string) =>
  (await r.hall.app.inject({ method: 'POST', url: `/api/dev/cashier/${tradeNo}/pay` })).statusCode;

/** The provider took money on the trade (at whatever moment, of whatever amount), as its own ledger has it. */
export const providerTakes = (r: Real, tradeNo: string, amountFen: number) =>
  r.db.update(sandboxTrades).set({ state: 'paid', amountFen, paidAt: new Date() }).where(eq(sandboxTrades.tradeNo, tradeNo));

/** A signed notification through the notify route; whether the hall acknowledged it in the provider's own words. */
export async function notify(r: Real, paid: { provider: Provider; orderNo: string; tradeNo: string; amountFen: number }, secret?: string) {
  const { headers, rawBody } = sandboxNotification({ ...paid, paidAt: new Date() }, secret);
  const res = await r.hall.app.inject({ method: 'POST', url: `/api/pay/notify/${paid.provider}`, payload: rawBody, headers });
  return paid.provider === 'alipay' ? res.body === 'success' : res.statusCode < 300;
}

/** A provider trade number of the sandbox's shape that no trade has. */
export const strayTradeNo = (provider: Provider) =>
  `SBX${provider === 'alipay' ? 'A' : 'W'}${randomBytes(10).toString('hex').toUpperCase()}`;

/** Money the provider took for an order number the hall never made (another merchant's, a typo): its trade. */
export async function strangerPaid(r: Real, provider: Provider, amountFen: number) {
  const digits = BigInt(`0x${randomBytes(8).toString('hex')}`)
    .toString()
    .padStart(20, '0')
    .slice(-18);
  const orderNo = `H1999${digits}`;
  const tradeNo = strayTradeNo(provider);
  await r.db
    .insert(sandboxTrades)
    .values({ provider, orderNo, amountFen, subject: '别处的订单', state: 'paid', tradeNo, paidAt: new Date() });
  return { orderNo, tradeNo };
}

export const cancelByMember = async (r: Real, member: number, orderId: number) =>
  (await call(r.hall.app, 'PUT', '/api/order/cancel', { token: memberOf(r, member).token, body: { id: orderId } })).body.code;

/** The sandbox's test clock: the order's window ends now and the expiry sweep runs on it. */
export const expireNow = async (r: Real, orderNo: string) =>
  (await r.hall.app.inject({ method: 'POST', url: '/api/dev/order/expire', payload: { orderNo } })).json().code as number;

/** The payment window of an order ends (the sweep has not come yet). */
export const windowEnds = (r: Real, orderId: number) =>
  r.db
    .update(orders)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(orders.id, orderId));

export const withdraw = async (r: Real, projectId: number) =>
  (await call(r.hall.app, 'PUT', '/api/enterpriseprojectrent/withdraw', { token: r.cast.renter.token, body: { id: projectId } })).body.code;

/** How a clerk gives money back: through the provider, or marked settled by hand (returned another way) with a note. */
export type Giving = 'provider' | 'byHand';
const SETTLED = { note: '商户平台核对：已于平台原路退回' };

export const refundPayment = async (r: Real, paymentId: number, how: Giving = 'provider') =>
  (
    await staffCall(r.hall.app, 'POST', `/api/staff/refunds/${paymentId}${how === 'byHand' ? '/settle' : ''}`, {
      token: r.cast.staffToken,
      body: how === 'byHand' ? SETTLED : {},
    })
  ).body;
export const refundUnmatched = async (r: Real, id: number, how: Giving = 'provider') =>
  (
    await staffCall(r.hall.app, 'POST', `/api/staff/refunds/unmatched/${id}${how === 'byHand' ? '/reconcile' : ''}`, {
      token: r.cast.staffToken,
      body: how === 'byHand' ? SETTLED : {},
    })
  ).body;

/** The box office cancels a session; its job runs (as an instance would) until it reports done, at most three passes. */
export async function cancelSession(r: Real, sessionId: number) {
  const res = await staffCall(r.hall.app, 'POST', `/api/staff/reports/sessions/${sessionId}/cancel`, {
    token: r.cast.staffToken,
    body: { reason: '场地检修', enReason: 'the hall needs repairs' },
  });
  if (res.body.code !== 20000) return { code: res.body.code, outcome: null };
  const [job] = rowsOf<{ id: number }>(await r.db.execute(sql`select id from session_cancellations where session_id = ${sessionId}`));
  const owner = runnerId();
  let outcome: string = 'waiting';
  for (let pass = 0; pass < 3 && outcome !== 'done'; pass++) {
    outcome = await runCancellation(r.db, r.hall.app.payments, job.id, { owner, leaseMs: 30_000, paceMs: 0 });
  }
  return { code: res.body.code, outcome };
}

export const drawWelfare = async (r: Real) =>
  (await r.hall.app.inject({ method: 'POST', url: '/api/dev/welfare/close', payload: { roundId: r.cast.welfare.roundId } })).json();

/** A scan at the door of a session, or at a visit slot. */
export const scan = async (r: Real, door: { sessionId: number } | { slotId: number }, code: string) =>
  (
    await staffCall(r.hall.app, 'POST', '/api/staff/door/scan', {
      token: r.cast.staffToken,
      body: { ...door, code, device: '模型检票机', entrance: '东门' },
    })
  ).body;

/** The codes of an order's lines, in order. */
export const codesOf = async (r: Real, orderId: number) =>
  (await r.db.select({ code: orderItems.ticketCode }).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id))
    .map((row) => row.code)
    .filter((c): c is string => !!c);

/** The order a payment line points at now. */
export const lineOrder = async (r: Real, lineId: number) =>
  rowsOf<{ order_id: number | null }>(await r.db.execute(sql`select order_id from project_payments where id = ${lineId}`))[0]?.order_id ??
  null;

export const orderRow = async (r: Real, orderId: number) => (await r.db.select().from(orders).where(eq(orders.id, orderId)))[0];

/** Rows of a raw query on either driver. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
