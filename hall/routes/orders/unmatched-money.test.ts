// A payment the provider vouched for is money the hall holds, whatever it pays. A
// payment of another amount is kept and owed back (by notification or found by the expiry check), one for an order
// number the hall does not know is kept among the unmatched payments, and a signed notification the hall cannot read
// is answered in the provider's own failure format and kept once; the box office refunds each from the refund queue
// (once) or reconciles it by hand. Nothing answers a provider with the hall's own 500.
// Money whose refund failed at the provider can still be marked settled by hand, with how, once.
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { RefundQueueItem, UnmatchedPaymentView } from '@/lib/contract/staff';
import { auditLog, orders, payments, sandboxRefunds, sandboxTrades, unmatchedPayments } from '../../db/schema';
import { sandboxNotification, SANDBOX_SIGNATURE_HEADER } from '../../providers/pay/sandbox-notification';
import { DEV_PAYMENT_SANDBOX_SECRET } from '../../config';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { oneSeatOrder, openSandboxTrade, payAtCashier } from '../../test/refunds';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

let hall: Hall;
let clerk: TestStaff;
beforeAll(async () => {
  hall = await startHall();
  clerk = await newStaff(hall.app, hall.db, ['boxOffice']);
}, 60_000);
afterAll(() => hall?.close());
afterEach(() => jest.restoreAllMocks());

type Queue = { owed: RefundQueueItem[]; unmatched: UnmatchedPaymentView[] };
const listOf = async <T>(url: string) =>
  (await staffCall<{ list: T[] }>(hall.app, 'GET', `${url}?pageSize=50`, { token: clerk.token })).body.data.list;
const queue = async (): Promise<Queue> => ({
  owed: await listOf<RefundQueueItem>('/api/staff/refunds'),
  unmatched: await listOf<UnmatchedPaymentView>('/api/staff/refunds/unmatched'),
});
const notify = (provider: 'alipay' | 'wechat', { headers, rawBody }: { headers: Record<string, string>; rawBody: string }) =>
  hall.app.inject({ method: 'POST', url: `/api/pay/notify/${provider}`, payload: rawBody, headers });
/** The sandbox provider's own record of a trade: what the payer paid, as the provider's ledger has it. */
const providerPaid = (tradeNo: string, amountFen: number) =>
  hall.db.update(sandboxTrades).set({ state: 'paid', amountFen, paidAt: new Date() }).where(eq(sandboxTrades.tradeNo, tradeNo));
const paymentsOf = (orderId: number) => hall.db.select().from(payments).where(eq(payments.orderId, orderId));
const orderRow = async (orderId: number) => (await hall.db.select().from(orders).where(eq(orders.id, orderId)))[0];

it('a signed payment of another amount is kept and owed back, pays nothing, and is refunded once; the order can still be paid', async () => {
  const { m, orderId, orderNo } = await oneSeatOrder(hall.app, hall.db);
  const tradeNo = await openSandboxTrade(hall.app, m, orderId, '/api/pay/ali');
  await providerPaid(tradeNo, 1);
  const paid = sandboxNotification({ provider: 'alipay', orderNo, tradeNo, amountFen: 1, paidAt: new Date() });
  for (let i = 0; i < 2; i++) expect((await notify('alipay', paid)).body).toBe('success');

  expect(await paymentsOf(orderId)).toEqual([expect.objectContaining({ amountFen: 1, amountMatched: false })]);
  expect(await orderRow(orderId)).toMatchObject({ status: 'unpaid', refundState: 'pending' });
  const owed = (await queue()).owed.find((o) => o.orderNo === orderNo)!;
  expect(owed).toMatchObject({ amountFen: 1, amountMatched: false, provider: 'alipay', tradeNo });

  const refunded = await staffCall(hall.app, 'POST', `/api/staff/refunds/${owed.paymentId}`, { token: clerk.token, body: {} });
  expect(refunded.body.data).toMatchObject({ state: 'succeeded' });
  expect(await hall.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.tradeNo, tradeNo))).toHaveLength(1);
  expectError(
    await staffCall(hall.app, 'POST', `/api/staff/refunds/${owed.paymentId}`, { token: clerk.token, body: {} }),
    Code.badRequest,
    400,
    errorText('alreadyRefunded'),
  );

  // The member pays the right amount the other way: the order is issued by it.
  const wechat = await openSandboxTrade(hall.app, m, orderId, '/api/pay/wx_pay_code');
  expect((await payAtCashier(hall.app, wechat)).statusCode).toBe(303);
  expect((await orderRow(orderId)).status).toBe('issued');
});

it('the expiry check that finds a paid trade of another amount closes the order and keeps the money owed back', async () => {
  const { m, orderId, orderNo } = await oneSeatOrder(hall.app, hall.db);
  const tradeNo = await openSandboxTrade(hall.app, m, orderId, '/api/pay/ali');
  await providerPaid(tradeNo, 2);
  await hall.app.inject({ method: 'POST', url: '/api/dev/order/expire', payload: { orderNo } });
  expect(await orderRow(orderId)).toMatchObject({ status: 'closed', refundState: 'pending' });
  expect(await paymentsOf(orderId)).toEqual([expect.objectContaining({ amountFen: 2, amountMatched: false, providerTradeNo: tradeNo })]);
  expect((await queue()).owed.map((o) => o.orderNo)).toContain(orderNo);
});

it('a verified payment for an order number the hall does not know is kept once and refunded in full, once', async () => {
  const orderNo = 'H1999010100000000000001';
  const tradeNo = 'SBXA-NOT-OURS-0001';
  await hall.db
    .insert(sandboxTrades)
    .values({ provider: 'alipay', orderNo, amountFen: 5000, subject: '别处的订单', state: 'paid', tradeNo });
  const paid = sandboxNotification({ provider: 'alipay', orderNo, tradeNo, amountFen: 5000, paidAt: new Date() });
  for (let i = 0; i < 2; i++) expect((await notify('alipay', paid)).body).toBe('success');

  const rows = await hall.db.select().from(unmatchedPayments).where(eq(unmatchedPayments.tradeNo, tradeNo));
  expect(rows).toEqual([expect.objectContaining({ reason: 'unknown_order', orderNo, amountFen: 5000, refundState: 'none' })]);
  const listed = (await queue()).unmatched.find((u) => u.tradeNo === tradeNo)!;
  expect(listed).toMatchObject({ reason: 'unknown_order', refundable: true, amountFen: 5000 });

  const url = `/api/staff/refunds/unmatched/${listed.id}`;
  expect((await staffCall(hall.app, 'POST', url, { token: clerk.token, body: {} })).body.data).toMatchObject({ state: 'succeeded' });
  expect(await hall.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.tradeNo, tradeNo))).toEqual([
    expect.objectContaining({ amountFen: 5000 }),
  ]);
  expectError(await staffCall(hall.app, 'POST', url, { token: clerk.token, body: {} }), Code.badRequest, 400, errorText('alreadyRefunded'));
  expect((await queue()).unmatched.map((u) => u.id)).not.toContain(listed.id);
  const [entry] = await hall.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target, `unmatched:${listed.id}`), eq(auditLog.action, 'refund.succeeded')));
  expect(entry).toMatchObject({ actor: clerk.username });
});

it('a signed notification the hall cannot read gets the provider’s own “not accepted”, is kept once, and is reconciled by hand', async () => {
  const signedBody = (fields: object) => {
    const rawBody = JSON.stringify(fields);
    const signature = createHmac('sha256', DEV_PAYMENT_SANDBOX_SECRET).update(rawBody).digest('hex');
    return { headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature }, rawBody };
  };
  const odd = signedBody({
    provider: 'wechat',
    orderNo: 'H1999010100000000000002',
    tradeNo: 'SBXW-ODD-0001',
    amountFen: 123.45,
    paidAt: new Date().toISOString(),
    status: 'SUCCESS',
  });
  for (let i = 0; i < 2; i++) {
    const res = await notify('wechat', odd);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'FAIL', message: expect.any(String) });
  }
  const alipayOdd = signedBody({
    provider: 'alipay',
    orderNo: 'H1999010100000000000003',
    paidAt: new Date().toISOString(),
    status: 'SUCCESS',
  });
  const res = await notify('alipay', alipayOdd);
  expect({ status: res.statusCode, body: res.body }).toEqual({ status: 200, body: 'fail' });

  const kept = await hall.db.select().from(unmatchedPayments).where(eq(unmatchedPayments.reason, 'malformed'));
  expect(kept).toHaveLength(2);
  const wechatOdd = kept.find((k) => k.provider === 'wechat')!;
  expect(wechatOdd).toMatchObject({ tradeNo: 'SBXW-ODD-0001', orderNo: 'H1999010100000000000002', amountFen: null });
  expect(kept.find((k) => k.provider === 'alipay')!.reference).toMatch(/^sha256:[0-9a-f]{64}$/);

  const url = `/api/staff/refunds/unmatched/${wechatOdd.id}`;
  expectError(await staffCall(hall.app, 'POST', url, { token: clerk.token, body: {} }), Code.badRequest, 400, errorText('notRefundable'));
  expectError(
    await staffCall(hall.app, 'POST', `${url}/reconcile`, { token: clerk.token, body: { note: '  ' } }),
    Code.badRequest,
    400,
    errorText('reconcileNoteRequired'),
  );
  const settled = await staffCall<UnmatchedPaymentView>(hall.app, 'POST', `${url}/reconcile`, {
    token: clerk.token,
    body: { note: '商户平台核对：付款 123.45 元已于平台原路退回' },
  });
  expect(settled.body.code).toBe(20000);
  expectError(
    await staffCall(hall.app, 'POST', `${url}/reconcile`, { token: clerk.token, body: { note: '再次核对' } }),
    Code.badRequest,
    400,
    errorText('alreadyResolved'),
  );
  expect((await queue()).unmatched.map((u) => u.id)).not.toContain(wechatOdd.id);
});

it('money whose refund failed at the provider is marked settled by hand with how, once whatever the clerks, and audited', async () => {
  const orderNo = 'H1999010100000000000005';
  const tradeNo = 'SBXA-NOT-OURS-0005';
  await hall.db
    .insert(sandboxTrades)
    .values({ provider: 'alipay', orderNo, amountFen: 6600, subject: '别处的订单', state: 'paid', tradeNo });
  expect(
    (await notify('alipay', sandboxNotification({ provider: 'alipay', orderNo, tradeNo, amountFen: 6600, paidAt: new Date() }))).body,
  ).toBe('success');
  const listed = (await queue()).unmatched.find((u) => u.tradeNo === tradeNo)!;
  const url = `/api/staff/refunds/unmatched/${listed.id}`;

  // The provider throws: the refund stays asked for, with the provider's words.
  const asked = jest.spyOn(hall.app.payments, 'refund').mockRejectedValueOnce(new Error('ACQ.SYSTEM_ERROR 系统繁忙'));
  expectError(await staffCall(hall.app, 'POST', url, { token: clerk.token, body: {} }), Code.unavailable, 503, errorText('refundFailed'));
  expect((await queue()).unmatched.find((u) => u.id === listed.id)?.refund).toMatchObject({
    state: 'requested',
    lastError: expect.stringContaining('ACQ.SYSTEM_ERROR'),
  });

  // Checked on the merchant platform: settled by hand. Two clerks at once: one does it, the other is told it is done.
  const second = await newStaff(hall.app, hall.db, ['boxOffice']);
  const note = '支付宝商户平台核对：退款未成功，已在平台手工退款';
  const answers = await Promise.all(
    [clerk, second].map((c) => staffCall<UnmatchedPaymentView>(hall.app, 'POST', `${url}/reconcile`, { token: c.token, body: { note } })),
  );
  const won = answers.findIndex((a) => a.body.code === 20000);
  expect(won).toBeGreaterThanOrEqual(0);
  expectError(answers[1 - won], Code.badRequest, 400, errorText('alreadyResolved'));
  const winner = [clerk, second][won];
  expectError(
    await staffCall(hall.app, 'POST', `${url}/reconcile`, { token: clerk.token, body: { note: '再次核对' } }),
    Code.badRequest,
    400,
    errorText('alreadyResolved'),
  );
  // Settled, it is never sent to the provider again.
  asked.mockClear();
  expectError(await staffCall(hall.app, 'POST', url, { token: clerk.token, body: {} }), Code.badRequest, 400, errorText('alreadyResolved'));
  expect(asked).not.toHaveBeenCalled();

  const [row] = await hall.db.select().from(unmatchedPayments).where(eq(unmatchedPayments.id, listed.id));
  expect(row).toMatchObject({ resolvedBy: winner.id, resolution: note, resolvedAt: expect.any(Date) });
  expect((await queue()).unmatched.map((u) => u.id)).not.toContain(listed.id);
  const entries = await hall.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `unmatched:${listed.id}`))
    .orderBy(auditLog.id);
  expect(entries.map((e) => e.action)).toEqual(['refund.request', 'unmatched.reconcile']);
  expect(entries[1]).toMatchObject({
    staffId: winner.id,
    after: { note, refund: { state: 'requested', refundNo: row.refundNo, lastError: expect.stringContaining('ACQ.SYSTEM_ERROR') } },
  });
});

it('a forged notification still records nothing and is refused in the provider’s format', async () => {
  const forged = sandboxNotification(
    { provider: 'alipay', orderNo: 'H1999010100000000000004', tradeNo: 'SBXA-FORGED', amountFen: 100, paidAt: new Date() },
    'another-secret-of-some-length',
  );
  expect((await notify('alipay', forged)).body).toBe('fail');
  expect(await hall.db.select().from(unmatchedPayments).where(eq(unmatchedPayments.tradeNo, 'SBXA-FORGED'))).toEqual([]);
});
