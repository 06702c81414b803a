// Venue rental, the deposit: paid online as an order of kind rental through the sandbox cashier (the
// one pipeline), placing it makes the hold definite, closing it unpaid makes it an option again; or paid by bank
// transfer, whose receipt the rental staff confirm or refuse. Wrong step, wrong party and another renter refused.
import { and, eq, isNull } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { projectStep } from '@/lib/contract/enterprise-project';
import { projectFileView, projectMoved } from '@/lib/contract/rental';
import { renterCalls } from '@/lib/contract/rental-calls';
import { orders, projectPayments, rentalHolds, sandboxTrades } from '../../db/schema';
import { sweepExpired } from '../../test/orders';
import { errorText, expectError, expectOk } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call } from '../../test/members';
import { hallIdOf, newRenter, offerFor, PDF, sendFile, submittedConsultation, type Renter } from '../../test/rental';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

/** What asking to pay answers (PayStartView): the cashier to go to, or the code to scan, as the call says. */
const payStart = renterCalls.pay.answer;

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
const stepOf = async (r: Renter, id: number, process: string) =>
  expectOk(await call(hall.app, 'GET', `/api/enterpriseprojectrent/${id}/${process}/detail`, { token: r.token }), projectStep);
const liveHolds = (projectId: number) =>
  hall.db
    .select({ option: rentalHolds.option, expiresAt: rentalHolds.expiresAt })
    .from(rentalHolds)
    .where(and(eq(rentalHolds.projectId, projectId), isNull(rentalHolds.releasedAt)));

/** A project of a new renter, offered `option` for `days` from now in the small hall and accepted: its deposit is due. */
async function accepted(days: number, option: 'first' | 'second' = 'first') {
  const r = await newRenter(hall.db);
  const { projectId } = await submittedConsultation(hall.app, r, days, smallHall);
  expectOk(
    await staffCall(hall.app, 'POST', `/api/staff/rental/projects/${projectId}/offer`, {
      token: staff.token,
      body: offerFor(days, option, smallHall),
    }),
    projectMoved,
  );
  expectOk(await put(r, 'accept', { id: projectId }), projectMoved);
  return { r, projectId };
}

async function tradeOf(url: string) {
  const tradeNo = decodeURIComponent(url.split('/').pop()!);
  const [trade] = await hall.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
  return trade;
}

describe('the deposit paid online', () => {
  it('is an order of kind rental: placing it makes the hold definite, the cashier pays it, the contract is next', async () => {
    const { r, projectId } = await accepted(150);
    const step = await stepOf(r, projectId, 'deposit');
    expect(step.payments).toEqual([expect.objectContaining({ kind: 'deposit', amountFen: 2_000_000, paidAt: null })]);

    const started = await put(r, 'pay', { id: projectId, channel: 'alipay_page' });
    expect(started.body).toMatchObject({ code: 20000, data: { kind: 'redirect' } });
    expect(await liveHolds(projectId)).toEqual([{ option: 'definite', expiresAt: null }]);
    // Asked again while its window is open: the same order.
    const again = await put(r, 'pay', { id: projectId, channel: 'alipay_page' });
    const [line] = await hall.db.select().from(projectPayments).where(eq(projectPayments.projectId, projectId));
    const [order] = await hall.db.select().from(orders).where(eq(orders.id, line.orderId!));
    expect(order).toMatchObject({ kind: 'rental', enterpriseUserId: r.id, memberId: null, payFen: 2_000_000, status: 'unpaid' });
    expect((await tradeOf(again.body.data.url)).orderNo).toBe(order.orderNo);

    const trade = await tradeOf(started.body.data.url);
    const pay = await hall.app.inject({ method: 'POST', url: `/api/dev/cashier/${trade.tradeNo}/pay` });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toContain(`/payDeposit?id=${projectId}`);
    const [paid] = await hall.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({ status: 'issued', payMethod: 'alipay', pointsEarned: 0 });
    const contract = await stepOf(r, projectId, 'contract');
    expect(contract.project).toMatchObject({ process: 'contract', status: 'submitted' });
    expect(contract.payments[0]).toMatchObject({ paidBy: 'online', paidAt: expect.any(String) });
    expect(contract.events.at(-1)).toMatchObject({ action: 'depositPaid', party: 'system' });
    expect((await stepOf(r, projectId, 'deposit')).form).toMatchObject({
      amountFen: 2_000_000,
      payMethod: 'alipay',
      orderNo: order.orderNo,
    });
  });

  it('is refused when another booking made the dates definite first, and the hold stays an option', async () => {
    const a = await accepted(160, 'first');
    const b = await accepted(160, 'second');
    expectOk(await put(a.r, 'pay', { id: a.projectId, channel: 'alipay_page' }), payStart);
    expectError(await put(b.r, 'pay', { id: b.projectId, channel: 'alipay_page' }), Code.badRequest, 400, errorText('rentalHoldTaken'));
    expect(await liveHolds(b.projectId)).toEqual([{ option: 'second', expiresAt: expect.any(Date) }]);
    expect(await hall.db.select().from(orders).where(eq(orders.enterpriseUserId, b.r.id))).toEqual([]);
  });

  it('closed unpaid at the end of its window, the hold is the option it was', async () => {
    const { r, projectId } = await accepted(170);
    expectOk(await put(r, 'pay', { id: projectId, channel: 'wechat_native' }), payStart);
    expect(await liveHolds(projectId)).toEqual([{ option: 'definite', expiresAt: null }]);
    await sweepExpired(hall.db, hall.app.payments, new Date(Date.now() + 3_600_000));
    expect(await liveHolds(projectId)).toEqual([{ option: 'first', expiresAt: expect.any(Date) }]);
    expect((await stepOf(r, projectId, 'deposit')).project).toMatchObject({ process: 'deposit', status: 'draft' });
  });

  it('is refused before the offer is accepted, for another renter’s project, and by an unknown channel', async () => {
    const r = await newRenter(hall.db);
    const { projectId } = await submittedConsultation(hall.app, r, 180, smallHall);
    expectError(await put(r, 'pay', { id: projectId, channel: 'alipay_page' }), Code.badRequest, 400, errorText('projectWrongStep'));
    const { projectId: due } = await accepted(181);
    expectError(await put(r, 'pay', { id: due, channel: 'alipay_page' }), Code.notFound, 404, errorText('notFound'));
    expectError(await put(r, 'pay', { id: projectId, channel: 'cash' }), Code.badRequest, 400, errorText('rentalPayChannel'));
  });
});

describe('the deposit paid by bank transfer', () => {
  async function receipt(r: Renter, projectId: number) {
    const url = `/api/enterpriseprojectrent/file?projectId=${projectId}&kind=receipt&name=${encodeURIComponent('转账凭证.pdf')}`;
    return expectOk(await sendFile(hall.app, url, { type: 'application/pdf', body: PDF }, { access_token: r.token }), projectFileView);
  }
  const decide = (projectId: number, found: boolean) =>
    staffCall(hall.app, 'POST', `/api/staff/rental/projects/${projectId}/receipt`, {
      token: staff.token,
      body: { found, note: found ? '已到账' : '未查到' },
    });

  it('the renter sends the receipt; the staff find the transfer: paid, definite, the contract next', async () => {
    const { r, projectId } = await accepted(190);
    expectError(await put(r, 'receipt', { id: projectId, fileId: 2_000_000 }), Code.badRequest, 400, errorText('rentalReceiptRequired'));
    const file = await receipt(r, projectId);
    expectOk(await put(r, 'receipt', { id: projectId, fileId: file.id }), projectMoved);
    expect((await stepOf(r, projectId, 'deposit')).project).toMatchObject({ process: 'deposit', status: 'submitted' });
    expectOk(await decide(projectId, true), projectMoved);
    const step = await stepOf(r, projectId, 'contract');
    expect(step.project).toMatchObject({ process: 'contract', status: 'submitted' });
    expect(step.payments[0]).toMatchObject({ paidBy: 'transfer', receiptFileId: file.id });
    expect(await liveHolds(projectId)).toEqual([{ option: 'definite', expiresAt: null }]);
  });

  it('the staff find no transfer: the deposit is due again; a decision out of turn is refused', async () => {
    const { r, projectId } = await accepted(200);
    expectError(await decide(projectId, true), Code.badRequest, 400, errorText('projectWrongStep'));
    const file = await receipt(r, projectId);
    expectOk(await put(r, 'receipt', { id: projectId, fileId: file.id }), projectMoved);
    expectOk(await decide(projectId, false), projectMoved);
    expect((await stepOf(r, projectId, 'deposit')).project).toMatchObject({ process: 'deposit', status: 'draft' });
    expect(await liveHolds(projectId)).toEqual([{ option: 'first', expiresAt: expect.any(Date) }]);
  });
});
