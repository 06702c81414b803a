// An order's standing is its own: a member who paid one order twice (Alipay, then WeChat Pay)
// holds tickets that stand, while the second payment is owed back and after it is refunded. The door lets them in
// and counts them as expected, and the session's report counts the tickets and the takings once and shows the
// second payment as a refunded payment, not as a refunded order. An order the hall cancelled with its session (its
// money refunded) stays refused at the door and out of the counts.
import ExcelJS from 'exceljs';
import { and, asc, eq } from 'drizzle-orm';
import type { DoorScanResult, DoorSession } from '@/lib/contract/door';
import type { SessionCancellationView, SessionReport } from '@/lib/contract/reports';
import { orderItems, orders, payments, reservations, sessionCancellations } from '../../db/schema';
import { runCancellation, runnerId } from '../../services/tickets/session-cancellation';
import { placeOrder, stockSession } from '../../test/cancellation';
import { scanAt, scanAtSlot, visitBooking } from '../../test/door';
import { startHall, type Hall } from '../../test/harness';
import { newMember, type TestMember } from '../../test/members';
import { openSandboxTrade, payAtCashier } from '../../test/refunds';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

let hall: Hall;
let door: TestStaff;
let clerk: TestStaff;
let editor: TestStaff;
beforeAll(async () => {
  hall = await startHall();
  door = await newStaff(hall.app, hall.db, ['door']);
  clerk = await newStaff(hall.app, hall.db, ['boxOffice']);
  editor = await newStaff(hall.app, hall.db, ['content']);
}, 60_000);
afterAll(() => hall?.close());

const scan = async (body: object) =>
  (await staffCall<DoorScanResult>(hall.app, 'POST', '/api/staff/door/scan', { token: door.token, body })).body.data;
const expectedAt = async (kind: 'sessions' | 'slots', id: number) =>
  (await staffCall<DoorSession>(hall.app, 'GET', `/api/staff/door/${kind}/${id}`, { token: door.token })).body.data.expected;
const report = async (sessionId: number) =>
  (await staffCall<SessionReport>(hall.app, 'GET', `/api/staff/reports/sessions/${sessionId}`, { token: clerk.token })).body.data;
const byProvider = (r: SessionReport) => [...r.providers].sort((a, b) => a.provider.localeCompare(b.provider));

/** An unpaid order paid at the cashier by Alipay and then, from a second tab, by WeChat Pay. */
async function payTwice(m: TestMember, orderId: number) {
  const alipay = await openSandboxTrade(hall.app, m, orderId, '/api/pay/ali');
  const wechat = await openSandboxTrade(hall.app, m, orderId, '/api/pay/wx_pay_code');
  for (const trade of [alipay, wechat]) {
    const res = await payAtCashier(hall.app, trade);
    if (res.statusCode >= 400) throw new Error(`not paid: ${res.body}`);
  }
}

/** A session of its own with one ¥100 ticket sold to a member who paid for it twice: its code and order. */
async function ticketPaidTwice() {
  const { sessionId, ticketClassId } = await stockSession(hall.app, hall.db, editor.token, 10);
  const m = await newMember(hall.db);
  const orderId = await placeOrder(hall.app, m, sessionId, ticketClassId);
  await payTwice(m, orderId);
  const [item] = await hall.db.select({ code: orderItems.ticketCode }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return { sessionId, ticketClassId, orderId, code: item.code! };
}

const orderOf = async (id: number) => (await hall.db.select().from(orders).where(eq(orders.id, id)))[0];

/** The tickets and takings of one ¥100 ticket, counted once everywhere the report counts them. */
function expectSoldOnce(r: SessionReport, ticketClassId: number) {
  expect(r.classes).toEqual([expect.objectContaining({ ticketClassId, sold: 1, held: 0, free: 9, revenueFen: 10_000 })]);
  expect(r.session).toMatchObject({ sold: 1, revenueFen: 10_000 });
  expect(r.orders).toEqual({ paid: 1, refunded: 0, unpaid: 0 });
  expect(r.daily).toEqual([{ day: expect.any(String), tickets: 1, revenueFen: 10_000 }]);
}

it('lets in and counts a ticket whose second payment is owed back; the report counts it once', async () => {
  const t = await ticketPaidTwice();
  expect(await orderOf(t.orderId)).toMatchObject({ status: 'issued', refundState: 'pending' });

  expect(await expectedAt('sessions', t.sessionId)).toBe(1);
  expect(await scan(scanAt(t.sessionId, t.code))).toMatchObject({ result: 'admitted', reason: null });

  const r = await report(t.sessionId);
  expectSoldOnce(r, t.ticketClassId);
  // Both payments were received; nothing is refunded yet.
  expect(byProvider(r)).toEqual([
    { provider: 'alipay', payments: 1, receivedFen: 10_000, refunds: 0, refundedFen: 0 },
    { provider: 'wechat', payments: 1, receivedFen: 10_000, refunds: 0, refundedFen: 0 },
  ]);
});

it('still lets in and counts it once the second payment is refunded, and the report shows that payment refunded', async () => {
  const t = await ticketPaidTwice();
  const [second] = await hall.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, t.orderId), eq(payments.provider, 'wechat')));
  const refunded = await staffCall(hall.app, 'POST', `/api/staff/refunds/${second.id}`, { token: clerk.token });
  expect(refunded.body.code).toBe(20000);
  expect(await orderOf(t.orderId)).toMatchObject({ status: 'issued', refundState: 'refunded' });

  expect(await expectedAt('sessions', t.sessionId)).toBe(1);
  expect(await scan(scanAt(t.sessionId, t.code))).toMatchObject({ result: 'admitted', reason: null });

  const r = await report(t.sessionId);
  expectSoldOnce(r, t.ticketClassId);
  expect(byProvider(r)).toEqual([
    { provider: 'alipay', payments: 1, receivedFen: 10_000, refunds: 0, refundedFen: 0 },
    { provider: 'wechat', payments: 1, receivedFen: 10_000, refunds: 1, refundedFen: 10_000 },
  ]);

  // The Excel export says the same: no refunded order, the WeChat payment refunded.
  const res = await hall.app.inject({
    method: 'GET',
    url: `/api/staff/reports/sessions/${t.sessionId}/export`,
    headers: { staff_token: clerk.token, language: 'en-US' },
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows = book.getWorksheet('Summary')!.getSheetValues().filter(Boolean) as unknown[][];
  const row = (label: string) => rows.find((cells) => cells[1] === label)?.slice(1);
  expect(row('Paid orders')).toEqual(['Paid orders', 1]);
  expect(row('Refunded orders')).toEqual(['Refunded orders', 0]);
  expect(row('Provider')).toEqual(['Provider', 'Payments', 'Received (CNY)', 'Refunds', 'Refunded (CNY)']);
  expect(row('WeChat Pay')).toEqual(['WeChat Pay', 1, 100, 1, 100]);
});

it('lets in and counts the visitors of a visit booking paid twice', async () => {
  const v = await visitBooking(hall.app, hall.db, { paid: false });
  const before = await expectedAt('slots', v.slot.id);
  await payTwice(v.m, v.orderId);
  expect(await orderOf(v.orderId)).toMatchObject({ status: 'issued', refundState: 'pending' });
  const [booking] = await hall.db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, v.reservationId));
  expect(booking.status).toBe('booked');

  expect(await expectedAt('slots', v.slot.id)).toBe(before + 2);
  expect(await scan(scanAtSlot(v.slot.id, v.codes[0]))).toMatchObject({ result: 'admitted', reason: null });
});

it('refuses and leaves uncounted the tickets of an order the hall cancelled with its session and refunded', async () => {
  const t = await ticketPaidTwice();
  const cancelled = await staffCall<SessionCancellationView>(hall.app, 'POST', `/api/staff/reports/sessions/${t.sessionId}/cancel`, {
    token: clerk.token,
    body: { reason: '主演因病无法演出', enReason: 'the soloist is ill' },
  });
  expect(cancelled.body.code).toBe(20000);
  // Before the job reaches it, the order stands: its tickets still count.
  expect(await expectedAt('sessions', t.sessionId)).toBe(1);

  const [job] = await hall.db
    .select()
    .from(sessionCancellations)
    .where(eq(sessionCancellations.sessionId, t.sessionId))
    .orderBy(asc(sessionCancellations.id));
  expect(await runCancellation(hall.db, hall.app.payments, job.id, { owner: runnerId(), leaseMs: 30_000, paceMs: 0 })).toBe('done');
  expect(await orderOf(t.orderId)).toMatchObject({ status: 'cancelled', cancelReason: 'hall', refundState: 'refunded' });

  expect(await scan(scanAt(t.sessionId, t.code))).toMatchObject({ result: 'void', reason: 'refunded' });
  expect(await expectedAt('sessions', t.sessionId)).toBe(0);
  const r = await report(t.sessionId);
  expect(r.classes).toEqual([expect.objectContaining({ sold: 0, revenueFen: 0 })]);
  expect(r.orders).toEqual({ paid: 0, refunded: 1, unpaid: 0 });
  expect(byProvider(r)).toEqual([
    { provider: 'alipay', payments: 1, receivedFen: 10_000, refunds: 1, refundedFen: 10_000 },
    { provider: 'wechat', payments: 1, receivedFen: 10_000, refunds: 1, refundedFen: 10_000 },
  ]);
});
