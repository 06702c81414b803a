// Issue 14, the refund queue: a member who paid one order twice (Alipay, then WeChat Pay) is owed the second
// payment; the box office refunds it through the payment sandbox, once whatever the retries and however many
// clerks press at once; the member's order reads refunded and a station letter says so; roles other than the box
// office are refused; an order that closed before its payment arrived owes all of it, and a provider that times
// out after taking the refund is asked again for the same refund, never for a second one.
import { and, count, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { RefundQueueItem } from '@/lib/contract/staff';
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

const paidTwice = () => paidTwiceIn(hall.app, hall.db);
const queue = async (token = clerk.token) =>
  (await staffCall<{ owed: RefundQueueItem[] }>(hall.app, 'GET', '/api/staff/refunds', { token })).body.data.owed;
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
