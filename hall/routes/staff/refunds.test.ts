// The refund queue: a member who paid one order twice (Alipay, then WeChat Pay) is owed the second
// payment; the box office refunds it through the payment sandbox, once whatever the retries and however many
// clerks press at once; the member's order reads refunded and a station letter says so; roles other than the box
// office are refused; an order that closed before its payment arrived owes all of it, and a provider that times
// out after taking the refund is asked again for the same refund, never for a second one.
// A payment owed back (taken twice, or reaching a closed order, also after its refund failed)
// can be marked settled by hand with how, once whatever the clerks, audited; the member is told as for a refund,
// and the order reads refunded once nothing more is owed.
import { and, count, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { RefundQueueItem } from '@/lib/contract/staff';
import zh from '@/messages/zh-CN.json';
import { auditLog, orders, payments, refunds, sandboxRefunds, sandboxTrades, stationLetters } from '../../db/schema';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call } from '../../test/members';
import { oneSeatOrder, openSandboxTrade, paidTwice as paidTwiceIn, payAtCashier } from '../../test/refunds';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';
import { refundPayment } from '../../services/orders/refunds';
import type { PaymentProvider, RefundRequest } from '../../providers/pay/types';

let hall: Hall;
let clerk: TestStaff;
beforeAll(async () => {
  hall = await startHall();
  clerk = await newStaff(hall.app, hall.db, ['boxOffice']);
});
afterAll(() => hall?.close());

afterEach(() => jest.restoreAllMocks());

const paidTwice = () => paidTwiceIn(hall.app, hall.db);
const queue = async (token = clerk.token) =>
  (await staffCall<{ list: RefundQueueItem[] }>(hall.app, 'GET', '/api/staff/refunds?pageSize=50', { token })).body.data.list;
const sandboxRefundsOf = async (tradeNo: string) =>
  (await hall.db.select({ n: count() }).from(sandboxRefunds).where(eq(sandboxRefunds.tradeNo, tradeNo)))[0].n;

test('a payment taken twice is queued, refunded once through the sandbox, and the member is told', async () => {
  const { m, orderId, wechat } = await paidTwice();
  const [order] = await hall.db.select().from(orders).where(eq(orders.id, orderId));
  expect(order).toMatchObject({ status: 'issued', refundState: 'pending' });

  const owed = (await queue()).filter((item) => item.orderId === orderId);
  expect(owed).toEqual([
    expect.objectContaining({
      provider: 'wechat',
      tradeNo: wechat,
      amountFen: order.payFen,
      refund: null,
      phone: expect.stringMatching(/^\d{3}\*{4}\d{4}$/),
    }),
  ]);

  // Two clerks press at the same moment: one refund, one payment back.
  const answers = await Promise.all(
    [1, 2].map(() => staffCall(hall.app, 'POST', `/api/staff/refunds/${owed[0].paymentId}`, { token: clerk.token })),
  );
  expect(answers.filter((a) => a.body.code === 20000).length).toBeGreaterThanOrEqual(1);
  expect(answers.every((a) => a.body.code === 20000 || a.body.subMsg === errorText('alreadyRefunded'))).toBe(true);
  expect(await sandboxRefundsOf(wechat)).toBe(1);
  const [refund] = await hall.db.select().from(refunds).where(eq(refunds.paymentId, owed[0].paymentId));
  expect(refund).toMatchObject({ state: 'succeeded', amountFen: order.payFen, requestedBy: clerk.id });

  // Done: off the queue, the order reads refunded, the member has a letter, and a retry is refused.
  expect((await queue()).some((item) => item.orderId === orderId)).toBe(false);
  const detail = await call(hall.app, 'GET', `/api/order/detail?id=${orderId}`, { token: m.token });
  expect(detail.body.data).toMatchObject({ status: 'issued', refundState: 'refunded' });
  const letters = await hall.db.select().from(stationLetters).where(eq(stationLetters.memberId, m.id));
  expect(letters.map((l) => l.title)).toContain('退款已原路退回');
  expectError(
    await staffCall(hall.app, 'POST', `/api/staff/refunds/${owed[0].paymentId}`, { token: clerk.token }),
    Code.badRequest,
    400,
    errorText('alreadyRefunded'),
  );
  expect(await sandboxRefundsOf(wechat)).toBe(1);

  const entries = await hall.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.staffId, clerk.id), eq(auditLog.target, `payment:${owed[0].paymentId}`)));
  expect(entries.map((e) => e.action).sort()).toEqual(['refund.request', 'refund.succeeded']);
});

test('the payment that issued the order is not owed, and only the box office (or an administrator) refunds', async () => {
  const { orderId } = await paidTwice();
  const [kept] = await hall.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id).limit(1);
  expectError(
    await staffCall(hall.app, 'POST', `/api/staff/refunds/${kept.id}`, { token: clerk.token }),
    Code.badRequest,
    400,
    errorText('notOwed'),
  );
  expectError(await staffCall(hall.app, 'POST', '/api/staff/refunds/99999999', { token: clerk.token }), Code.notFound, 404);
  const editor = await newStaff(hall.app, hall.db, ['content']);
  const door = await newStaff(hall.app, hall.db, ['door']);
  for (const other of [editor, door]) {
    expectError(
      await staffCall(hall.app, 'GET', '/api/staff/refunds', { token: other.token }),
      Code.forbidden,
      403,
      errorText('staffRoleRequired'),
    );
    expectError(await staffCall(hall.app, 'POST', `/api/staff/refunds/${kept.id}`, { token: other.token }), Code.forbidden, 403);
  }
  const admin = await newStaff(hall.app, hall.db, ['administrator']);
  expect((await queue(admin.token)).some((item) => item.orderId === orderId)).toBe(true);
});

/** A provider that takes each refund once by its number, and can be told to time out after taking one. */
function countingProvider() {
  const taken = new Map<string, RefundRequest>();
  let timeOutNext = false;
  const provider = {
    async refund(_name: string, request: RefundRequest) {
      taken.set(request.refundNo, request);
      if (timeOutNext) {
        timeOutNext = false;
        throw new Error('timeout after 10000 ms');
      }
      return { state: 'succeeded' as const, providerRefundId: `P-${request.refundNo}` };
    },
  } as unknown as PaymentProvider;
  return { provider, taken, timeOut: () => (timeOutNext = true) };
}

test('an order closed before its payment arrived owes all of it; a timeout is retried as the same refund', async () => {
  const { m, orderId, orderNo } = await oneSeatOrder(hall.app, hall.db);
  const trade = await openSandboxTrade(hall.app, m, orderId, '/api/pay/ali');
  await call(hall.app, 'POST', '/api/dev/order/expire', { body: { orderNo } });
  // The money arrives after the close (the sandbox trade is reopened and paid as a slow provider would).
  await hall.db.update(sandboxTrades).set({ state: 'open' }).where(eq(sandboxTrades.tradeNo, trade));
  await payAtCashier(hall.app, trade);
  const [order] = await hall.db.select().from(orders).where(eq(orders.id, orderId));
  expect(order).toMatchObject({ status: 'invalid', refundState: 'pending' });
  const owed = (await queue()).filter((item) => item.orderId === orderId);
  expect(owed).toHaveLength(1);

  const fake = countingProvider();
  fake.timeOut();
  const actor = { staffId: clerk.id, username: clerk.username };
  await expect(refundPayment(hall.db, fake.provider, actor, owed[0].paymentId)).rejects.toMatchObject({ key: 'refundFailed' });
  expect((await queue()).find((item) => item.paymentId === owed[0].paymentId)?.refund).toMatchObject({
    state: 'requested',
    lastError: expect.stringContaining('timeout'),
  });
  expect(await refundPayment(hall.db, fake.provider, actor, owed[0].paymentId)).toMatchObject({ state: 'succeeded' });
  // Asked twice, for one refund number: the provider pays back once.
  expect([...fake.taken.keys()]).toHaveLength(1);
  expect([...fake.taken.values()][0]).toMatchObject({ orderNo, tradeNo: trade, amountFen: order.payFen, totalFen: order.payFen });
  expect((await hall.db.select().from(orders).where(eq(orders.id, orderId)))[0].refundState).toBe('refunded');
});

/** A clerk marks a payment owed back as settled by hand, saying how. */
const settle = (paymentId: number, note: string, token = clerk.token) =>
  staffCall(hall.app, 'POST', `/api/staff/refunds/${paymentId}/settle`, { token, body: { note } });
const refund = (paymentId: number) => staffCall(hall.app, 'POST', `/api/staff/refunds/${paymentId}`, { token: clerk.token });
/** The provider throws on the next refund it is asked for (a timeout, a refusal). */
const nextRefundThrows = (message: string) => jest.spyOn(hall.app.payments, 'refund').mockRejectedValueOnce(new Error(message));
const lettersOf = async (memberId: number) =>
  (await hall.db.select().from(stationLetters).where(eq(stationLetters.memberId, memberId)).orderBy(stationLetters.id)).map((l) => l.title);
const auditOf = (paymentId: number) =>
  hall.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `payment:${paymentId}`))
    .orderBy(auditLog.id);
const texts = zh.refundNotices;

test('a payment taken twice is marked settled by hand with how, once whatever the clerks; the order reads refunded and the member is told', async () => {
  const { m, orderId, wechat } = await paidTwice();
  const [owed] = (await queue()).filter((item) => item.orderId === orderId);
  expectError(await settle(owed.paymentId, '  '), Code.badRequest, 400, errorText('reconcileNoteRequired'));

  // Two clerks at once: one settles it, the other is told it is already settled.
  const second = await newStaff(hall.app, hall.db, ['boxOffice']);
  const note = '微信支付商户平台核对：已于平台原路退款';
  const answers = await Promise.all([clerk, second].map((c) => settle(owed.paymentId, note, c.token)));
  const won = answers.findIndex((a) => a.body.code === 20000);
  expect(won).toBeGreaterThanOrEqual(0);
  expectError(answers[1 - won], Code.badRequest, 400, errorText('alreadyResolved'));
  const winner = [clerk, second][won];
  expectError(await settle(owed.paymentId, '再次核对'), Code.badRequest, 400, errorText('alreadyResolved'));
  // Settled, it is never sent to the provider any more.
  expectError(await refund(owed.paymentId), Code.badRequest, 400, errorText('alreadyResolved'));
  expect(await sandboxRefundsOf(wechat)).toBe(0);

  const [row] = await hall.db.select().from(refunds).where(eq(refunds.paymentId, owed.paymentId));
  expect(row).toMatchObject({ state: 'settled', note, settledBy: winner.id, amountFen: owed.amountFen, settledAt: expect.any(Date) });
  expect((await queue()).some((item) => item.orderId === orderId)).toBe(false);
  const detail = await call(hall.app, 'GET', `/api/order/detail?id=${orderId}`, { token: m.token });
  expect(detail.body.data).toMatchObject({ status: 'issued', refundState: 'refunded' });
  expect(await lettersOf(m.id)).toContain(texts.settledTitle);
  const entries = await auditOf(owed.paymentId);
  expect(entries.map((e) => ({ action: e.action, staffId: e.staffId }))).toEqual([{ action: 'refund.settle', staffId: winner.id }]);
  expect(entries[0].after).toMatchObject({ note, amountFen: owed.amountFen, orderRefunded: true });
});

test('payments that reached a closed order are settled one by one, also after a failed refund; refunded once nothing more is owed', async () => {
  const { m, orderId, orderNo } = await oneSeatOrder(hall.app, hall.db);
  const trades = [
    await openSandboxTrade(hall.app, m, orderId, '/api/pay/ali'),
    await openSandboxTrade(hall.app, m, orderId, '/api/pay/wx_pay_code'),
  ];
  await call(hall.app, 'POST', '/api/dev/order/expire', { body: { orderNo } });
  // Both payments arrive after the close, as from a slow provider.
  for (const trade of trades) {
    await hall.db.update(sandboxTrades).set({ state: 'open' }).where(eq(sandboxTrades.tradeNo, trade));
    await payAtCashier(hall.app, trade);
  }
  expect((await hall.db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({
    status: 'invalid',
    refundState: 'pending',
  });
  const [first, other] = (await queue()).filter((item) => item.orderId === orderId);
  expect(other).toBeDefined();

  // The provider fails the refund: the row stays asked for, with its words.
  nextRefundThrows('ACQ.SYSTEM_ERROR 系统繁忙');
  expectError(await refund(first.paymentId), Code.unavailable, 503, errorText('refundFailed'));
  expect((await queue()).find((item) => item.paymentId === first.paymentId)?.refund).toMatchObject({
    state: 'requested',
    lastError: expect.stringContaining('ACQ.SYSTEM_ERROR'),
  });
  // Checked on the merchant platform, the clerk settles it by hand: recorded with the refund that was asked.
  const note = '支付宝商户平台核对：退款未成功，已由财务线下转账退回';
  expect((await settle(first.paymentId, note)).body.code).toBe(20000);
  expectError(await settle(first.paymentId, note), Code.badRequest, 400, errorText('alreadyResolved'));
  const [settled] = await hall.db.select().from(refunds).where(eq(refunds.paymentId, first.paymentId));
  expect(settled).toMatchObject({ state: 'settled', note, settledBy: clerk.id });
  const entries = await auditOf(first.paymentId);
  expect(entries.map((e) => e.action)).toEqual(['refund.request', 'refund.settle']);
  expect(entries[1]).toMatchObject({
    before: { state: 'requested', refundNo: settled.refundNo, lastError: expect.stringContaining('ACQ.SYSTEM_ERROR') },
    after: expect.objectContaining({ note, orderRefunded: false }),
  });

  // The other payment is still owed: the order is not refunded yet.
  expect((await queue()).filter((item) => item.orderId === orderId).map((item) => item.paymentId)).toEqual([other.paymentId]);
  expect((await hall.db.select().from(orders).where(eq(orders.id, orderId)))[0].refundState).toBe('pending');
  expect((await settle(other.paymentId, '微信支付商户平台核对：已于平台原路退款')).body.code).toBe(20000);
  const detail = await call(hall.app, 'GET', `/api/order/detail?id=${orderId}`, { token: m.token });
  expect(detail.body.data).toMatchObject({ refundState: 'refunded' });
  expect((await lettersOf(m.id)).filter((title) => title === texts.settledTitle)).toHaveLength(2);
  expect((await queue()).some((item) => item.orderId === orderId)).toBe(false);
});

test('a payment to an order whose subject could no longer be delivered is refunded with that reason', async () => {
  const { m, orderId, orderNo } = await oneSeatOrder(hall.app, hall.db);
  const trade = await openSandboxTrade(hall.app, m, orderId, '/api/pay/ali');
  await call(hall.app, 'POST', '/api/dev/order/expire', { body: { orderNo } });
  await hall.db.update(sandboxTrades).set({ state: 'open' }).where(eq(sandboxTrades.tradeNo, trade));
  await payAtCashier(hall.app, trade);
  // As the payment path leaves an order whose performance or slot moved on before its money arrived.
  await hall.db.update(orders).set({ cancelReason: 'undeliverable' }).where(eq(orders.id, orderId));
  const [owed] = (await queue()).filter((item) => item.orderId === orderId);
  expect(owed.why).toBe('undeliverable');

  const asked = jest.spyOn(hall.app.payments, 'refund');
  expect((await refund(owed.paymentId)).body.data).toMatchObject({ state: 'succeeded' });
  expect(asked.mock.calls[0][1]).toMatchObject({ tradeNo: trade, reason: texts.reasons.undeliverable });
  expect(await lettersOf(m.id)).toContain(texts.refundedTitle);
});

test('only the box office (or an administrator) settles by hand, and only what is owed', async () => {
  const { orderId } = await paidTwice();
  const [kept, owed] = await hall.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
  expectError(await settle(kept.id, '商户平台核对无误'), Code.badRequest, 400, errorText('notOwed'));
  expectError(await settle(99999999, '商户平台核对无误'), Code.notFound, 404);
  const door = await newStaff(hall.app, hall.db, ['door']);
  expectError(await settle(owed.id, '商户平台核对无误', door.token), Code.forbidden, 403);
  expect(await hall.db.select().from(refunds).where(eq(refunds.paymentId, owed.id))).toEqual([]);
});
