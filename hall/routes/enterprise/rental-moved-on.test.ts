// A renter's payment that reaches a deposit order after the project moved on (withdrawn, or paid
// by a transfer receipt instead) is recorded once, owed back, the order closed and the renter told; the expiry sweep
// that finds such a payment at the provider goes on with every other order. Withdrawing or sending a receipt closes
// the open deposit order and its provider trades first, so the cashier can no longer take the money.
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { projectFileView, projectMoved } from '@/lib/contract/rental';
import { orders, payments, projectPayments, sandboxTrades, stationLetters } from '../../db/schema';
import { moveProject } from '../../services/enterprise/flow';
import { sweepExpired } from '../../test/orders';
import { Code } from '@/lib/contract/codes';
import { errorText, expectError, expectOk } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call } from '../../test/members';
import { countersignedProject, hallIdOf, newRenter, offerFor, PDF, sendFile, submittedConsultation, type Renter } from '../../test/rental';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

const payStart = z.object({ kind: z.literal('redirect'), url: z.string() });

let hall: Hall;
let staff: TestStaff;
let smallHall: number;
beforeAll(async () => {
  hall = await startHall();
  staff = await newStaff(hall.app, hall.db, ['rental']);
  smallHall = await hallIdOf(hall.db, 'small');
}, 60_000);
afterAll(() => hall?.close());

const put = (r: Renter, verb: string, body: object) =>
  call(hall.app, 'PUT', `/api/enterpriseprojectrent/${verb}`, { token: r.token, body });

/** A new renter’s project offered `days` from now, accepted, its deposit’s cashier open. */
async function cashierOpen(days: number) {
  const r = await newRenter(hall.db);
  const { projectId } = await submittedConsultation(hall.app, r, days, smallHall);
  expectOk(
    await staffCall(hall.app, 'POST', `/api/staff/rental/projects/${projectId}/offer`, {
      token: staff.token,
      body: offerFor(days, 'first', smallHall),
    }),
    projectMoved,
  );
  expectOk(await put(r, 'accept', { id: projectId }), projectMoved);
  const { url } = expectOk(await put(r, 'pay', { id: projectId, channel: 'alipay_page' }), payStart);
  const tradeNo = decodeURIComponent(url.split('/').pop()!);
  const [line] = await hall.db.select().from(projectPayments).where(eq(projectPayments.projectId, projectId));
  return { r, projectId, tradeNo, orderId: line.orderId! };
}

const orderRow = async (id: number) => (await hall.db.select().from(orders).where(eq(orders.id, id)))[0];
const paymentsOf = (orderId: number) => hall.db.select().from(payments).where(eq(payments.orderId, orderId));
const lettersOf = (r: Renter) =>
  hall.db.select().from(stationLetters).where(eq(stationLetters.enterpriseUserId, r.id)).orderBy(desc(stationLetters.id));
const payAtCashier = (tradeNo: string) => hall.app.inject({ method: 'POST', url: `/api/dev/cashier/${tradeNo}/pay` });

/** The project moves on without its deposit order closing: what a withdrawal racing the payer's last click looks like. */
const withdrawnUnderneath = (r: Renter, projectId: number) =>
  hall.db.transaction((tx) => moveProject(tx, projectId, 'withdraw', { party: 'renter', enterpriseUserId: r.id }));

describe('a payment to a project that moved on', () => {
  it('is recorded once, owed back, its order closed as undeliverable and the renter told', async () => {
    const { r, projectId, tradeNo, orderId } = await cashierOpen(210);
    await withdrawnUnderneath(r, projectId);

    const paid = await payAtCashier(tradeNo);
    expect(paid.statusCode).toBe(303); // the notification was accepted: the provider stops retrying
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: 'invalid', cancelReason: 'undeliverable', refundState: 'pending' });
    expect(await paymentsOf(orderId)).toEqual([expect.objectContaining({ providerTradeNo: expect.any(String), amountFen: 2_000_000 })]);
    const [letter] = await lettersOf(r);
    expect(letter.title).toBe('付款将原路退回');
    expect(letter.body).toContain(order.orderNo);
    expect(letter.enBody).toContain('20,000.00');

    // The provider sends it again: nothing more is recorded.
    await payAtCashier(tradeNo);
    expect(await paymentsOf(orderId)).toHaveLength(1);
    const queue = await staffCall(hall.app, 'GET', '/api/staff/refunds', { token: (await boxOffice()).token });
    expect(JSON.stringify(queue.body.data)).toContain(order.orderNo);
  });

  it('found paid by the expiry sweep does not stop the sweep: every other expired order is closed in the same pass', async () => {
    const moved = await cashierOpen(220);
    const other = await cashierOpen(230);
    await withdrawnUnderneath(moved.r, moved.projectId);
    // Paid at the provider, its notification lost: the sweep learns it by asking.
    await hall.db.update(sandboxTrades).set({ state: 'paid', paidAt: new Date() }).where(eq(sandboxTrades.tradeNo, moved.tradeNo));

    const outcome = await sweepExpired(hall.db, hall.app.payments, new Date(Date.now() + 3_600_000));
    expect(outcome).toMatchObject({ failed: 0 });
    expect(outcome.ran).toBeGreaterThanOrEqual(2);
    expect(await orderRow(moved.orderId)).toMatchObject({ status: 'invalid', cancelReason: 'undeliverable', refundState: 'pending' });
    expect(await paymentsOf(moved.orderId)).toHaveLength(1);
    expect(await orderRow(other.orderId)).toMatchObject({ status: 'closed', cancelReason: 'expired' });
  });
});

describe('withdrawing or sending a receipt first', () => {
  it('withdrawing closes the open deposit order and its trade: the cashier takes no money', async () => {
    const { r, projectId, tradeNo, orderId } = await cashierOpen(240);
    expectOk(await put(r, 'withdraw', { id: projectId }), projectMoved);
    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', cancelReason: 'member' });
    const [trade] = await hall.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
    expect(trade.state).toBe('closed');
    expect((await payAtCashier(tradeNo)).statusCode).toBe(409);
    expect(await paymentsOf(orderId)).toEqual([]);
  });

  it('sending a transfer receipt closes the open deposit order and its trade', async () => {
    const { r, projectId, tradeNo, orderId } = await cashierOpen(250);
    const url = `/api/enterpriseprojectrent/file?projectId=${projectId}&kind=receipt&name=receipt.pdf`;
    const file = expectOk(
      await sendFile(hall.app, url, { type: 'application/pdf', body: PDF }, { access_token: r.token }),
      projectFileView,
    );
    expectOk(await put(r, 'receipt', { id: projectId, fileId: file.id }), projectMoved);
    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', cancelReason: 'member' });
    expect((await payAtCashier(tradeNo)).statusCode).toBe(409);
    const [line] = await hall.db
      .select()
      .from(projectPayments)
      .where(and(eq(projectPayments.projectId, projectId), eq(projectPayments.kind, 'deposit')));
    expect(line).toMatchObject({ receiptFileId: file.id, paidAt: null });
  });

  it('a move that is refused closes nothing: the open instalment order stays payable', async () => {
    const r = await newRenter(hall.db);
    const { projectId, instalmentId } = await countersignedProject(hall.app, hall.db, staff, r, 260, smallHall);
    const { url } = expectOk(await put(r, 'protocolpay', { id: projectId, paymentId: instalmentId, channel: 'alipay_page' }), payStart);
    const [line] = await hall.db.select().from(projectPayments).where(eq(projectPayments.id, instalmentId));

    // Past the deposit a project can be neither withdrawn by the renter nor declined by the hall.
    expectError(await put(r, 'withdraw', { id: projectId }), Code.badRequest, 400, errorText('projectWrongStep'));
    const rejected = await staffCall(hall.app, 'POST', `/api/staff/rental/projects/${projectId}/reject`, {
      token: staff.token,
      body: { note: '档期冲突' },
    });
    expectError(rejected, Code.badRequest, 400, errorText('projectWrongStep'));
    expect(await orderRow(line.orderId!)).toMatchObject({ status: 'unpaid', cancelReason: null });
    expect((await payAtCashier(decodeURIComponent(url.split('/').pop()!))).statusCode).toBe(303);
    expect(await orderRow(line.orderId!)).toMatchObject({ status: 'issued' });
  });
});

let desk: TestStaff | undefined;
const boxOffice = async () => (desk ??= await newStaff(hall.app, hall.db, ['boxOffice']));
