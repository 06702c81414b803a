// Reports and cancelling a session: a session's report counts what its orders sold, held and left, the
// money by class and by provider, and the sales per day, and exports the same as an Excel workbook; cancelling
// the session stops the sale, ends every order, refunds every payment once (also when a refund's answer is lost
// and the job asks again) and tells each member. Only the box office (and the administrator) may.
import ExcelJS from 'exceljs';
import { and, count, eq, inArray } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { SessionCancellationView, SessionReport } from '@/lib/contract/reports';
import { auditLog, members, orders, payments, refunds, sandboxRefunds, sessionCancellations, stationLetters } from '../../db/schema';
import type { PaymentProvider } from '../../providers/pay/types';
import { runCancellation, runnerId } from '../../services/tickets/session-cancellation';
import { sessionReportFileName } from '../../services/tickets/session-report-xlsx';
import { paidOrders, placeOrder, stockSession } from '../../test/cancellation';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember } from '../../test/members';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

let hall: Hall;
let clerk: TestStaff;
let editor: TestStaff;
beforeAll(async () => {
  hall = await startHall();
  clerk = await newStaff(hall.app, hall.db, ['boxOffice']);
  editor = await newStaff(hall.app, hall.db, ['content']);
});
afterAll(() => hall?.close());

const report = async (sessionId: number) =>
  (await staffCall<SessionReport>(hall.app, 'GET', `/api/staff/reports/sessions/${sessionId}`, { token: clerk.token })).body.data;
/** One pass of the job, as an instance of its own would run it. */
const run = async (sessionId: number, provider: PaymentProvider = hall.app.payments, owner = runnerId()) =>
  runCancellation(hall.db, provider, (await jobOf(sessionId)).id, { owner, leaseMs: 30_000, paceMs: 0 });
async function jobOf(sessionId: number) {
  const [job] = await hall.db.select().from(sessionCancellations).where(eq(sessionCancellations.sessionId, sessionId));
  return job;
}
const cancel = (sessionId: number, token = clerk.token) =>
  staffCall<SessionCancellationView>(hall.app, 'POST', `/api/staff/reports/sessions/${sessionId}/cancel`, {
    token,
    body: { reason: '主演因病无法演出', enReason: 'the soloist is ill' },
  });

describe('a session’s report', () => {
  it('counts sold, held and free tickets, the money by class and provider, and the sales of the day', async () => {
    const { sessionId, ticketClassId } = await stockSession(hall.app, hall.db, editor.token, 50);
    await paidOrders(hall.app, hall.db, sessionId, ticketClassId, 3);
    await placeOrder(hall.app, await newMember(hall.db), sessionId, ticketClassId, 2);

    const r = await report(sessionId);
    expect(r.classes).toEqual([
      expect.objectContaining({ ticketClassId, sold: 3, held: 2, free: 45, revenueFen: 30_000, priceFen: 10_000 }),
    ]);
    expect(r.providers.sort((a, b) => a.provider.localeCompare(b.provider))).toEqual([
      { provider: 'alipay', payments: 2, receivedFen: 20_000, refunds: 0, refundedFen: 0 },
      { provider: 'wechat', payments: 1, receivedFen: 10_000, refunds: 0, refundedFen: 0 },
    ]);
    expect(r.orders).toEqual({ paid: 3, refunded: 0, unpaid: 1 });
    expect(r.daily).toEqual([{ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), tickets: 3, revenueFen: 30_000 }]);
    expect(r.session).toMatchObject({ sessionId, sold: 3, capacity: 50, revenueFen: 30_000, saleStatus: 'on_sale' });
    expect(r.cancellation).toBeNull();

    const listed = await staffCall(hall.app, 'GET', `/api/staff/reports/sessions?q=${encodeURIComponent('冬夜弦乐')}&pageSize=50`, {
      token: clerk.token,
    });
    expect(listed.body.data.list).toContainEqual(expect.objectContaining({ sessionId, sold: 3, capacity: 50 }));
  });

  it('exports the same figures as an Excel workbook, in the staff member’s language', async () => {
    const { sessionId, ticketClassId } = await stockSession(hall.app, hall.db, editor.token, 20);
    await paidOrders(hall.app, hall.db, sessionId, ticketClassId, 2);
    const res = await hall.app.inject({
      method: 'GET',
      url: `/api/staff/reports/sessions/${sessionId}/export`,
      headers: { staff_token: clerk.token, language: 'en-US' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="session-${sessionId}-`));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Summary', 'Ticket classes', 'Daily sales']);
    const classes = book.getWorksheet('Ticket classes')!;
    expect(classes.getRow(2).values).toEqual([undefined, 'Zone A', 100, 2, 0, 18, 0, 200]);
  });

  it('is named with the hall’s date: exported at 07:30 in Shanghai (23:30 UTC), it is that day’s report', async () => {
    const { sessionId } = await stockSession(hall.app, hall.db, editor.token, 5);
    const made = { ...(await report(sessionId)), generatedAt: '2026-03-14T23:30:00.000Z' };
    expect(sessionReportFileName(made)).toBe(`session-${sessionId}-2026-03-15.xlsx`);
  });

  it('is the box office’s: a content editor is refused', async () => {
    const { sessionId } = await stockSession(hall.app, hall.db, editor.token, 5);
    for (const url of ['/api/staff/reports/sessions', `/api/staff/reports/sessions/${sessionId}`]) {
      expectError(await staffCall(hall.app, 'GET', url, { token: editor.token }), Code.forbidden, 403, errorText('staffRoleRequired'));
    }
    expectError(await cancel(sessionId, editor.token), Code.forbidden, 403, errorText('staffRoleRequired'));
    expect(await jobOf(sessionId)).toBeUndefined();
  });
});

describe('cancelling a session', () => {
  it('stops the sale, ends every order, refunds each payment once and tells each member', async () => {
    const { sessionId, ticketClassId } = await stockSession(hall.app, hall.db, editor.token, 50);
    const paid = await paidOrders(hall.app, hall.db, sessionId, ticketClassId, 4);
    const waiting = await newMember(hall.db);
    const unpaid = await placeOrder(hall.app, waiting, sessionId, ticketClassId, 1);

    const asked = await cancel(sessionId);
    expect(asked.body.data).toMatchObject({ state: 'running', ordersTotal: 5, ordersLeft: 5, requestedBy: clerk.username });
    // The sale stopped at once: no new order, a second cancellation refused.
    expectError(
      await call(hall.app, 'POST', '/api/order', {
        token: (await newMember(hall.db)).token,
        body: { lines: { sessionId, classes: [{ ticketClassId, quantity: 1 }] } },
      }),
      Code.badRequest,
      400,
    );
    expectError(await cancel(sessionId), Code.badRequest, 400, errorText('sessionCancelled'));

    expect(await run(sessionId)).toBe('done');

    const ended = await hall.db.select().from(orders).where(eq(orders.sessionId, sessionId));
    expect(
      ended
        .map((o) => ({ status: o.status, reason: o.cancelReason, refund: o.refundState }))
        .sort((a, b) => a.refund.localeCompare(b.refund)),
    ).toEqual([
      { status: 'cancelled', reason: 'hall', refund: 'none' },
      ...paid.map(() => ({ status: 'cancelled', reason: 'hall', refund: 'refunded' })),
    ]);
    expect(ended.find((o) => o.id === unpaid)?.refundState).toBe('none');
    const paidIds = paid.map((p) => p.orderId);
    const tradeNos = (await hall.db.select().from(payments).where(inArray(payments.orderId, paidIds))).map((p) => p.providerTradeNo);
    const [sandbox] = await hall.db.select({ n: count() }).from(sandboxRefunds).where(inArray(sandboxRefunds.tradeNo, tradeNos));
    expect(sandbox.n).toBe(4);
    // Each payer: the cancellation's letter and the refund's; the member who never paid: the cancellation's only when paid.
    for (const { m } of paid) {
      const letters = await hall.db.select({ title: stationLetters.title }).from(stationLetters).where(eq(stationLetters.memberId, m.id));
      expect(letters.map((l) => l.title).sort()).toEqual(['演出场次取消通知', '退款已原路退回']);
    }
    const progress = (await report(sessionId)).cancellation;
    expect(progress).toMatchObject({ state: 'done', ordersLeft: 0, refundsPending: 0, ordersRefunded: 4, refundedFen: 40_000 });
    const [entry] = await hall.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.cancel'), eq(auditLog.target, `session:${sessionId}`)));
    expect(entry).toMatchObject({
      actor: clerk.username,
      before: { saleState: 'on_sale' },
      after: { saleState: 'cancelled', ordersTotal: 5 },
    });

    // A job done is done: another run changes nothing.
    expect(await run(sessionId)).toBe('lost');
    expect((await report(sessionId)).providers.reduce((sum, p) => sum + p.refundedFen, 0)).toBe(40_000);
  });

  it('gives back the points and coupon an order spent and takes back the points it earned', async () => {
    const { sessionId, ticketClassId } = await stockSession(hall.app, hall.db, editor.token, 10);
    const [{ m, orderId }] = await paidOrders(hall.app, hall.db, sessionId, ticketClassId, 1);
    const [order] = await hall.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.pointsEarned).toBeGreaterThan(0);
    const [before] = await hall.db.select({ points: members.pointsBalance }).from(members).where(eq(members.id, m.id));
    await cancel(sessionId);
    expect(await run(sessionId)).toBe('done');
    const [after] = await hall.db.select({ points: members.pointsBalance }).from(members).where(eq(members.id, m.id));
    expect(after.points).toBe(before.points - order.pointsEarned);
  });

  it('asks again for a refund whose answer was lost, and the money still leaves once', async () => {
    const { sessionId, ticketClassId } = await stockSession(hall.app, hall.db, editor.token, 10);
    const paid = await paidOrders(hall.app, hall.db, sessionId, ticketClassId, 3);
    await cancel(sessionId);
    // The provider takes the second refund and the answer never arrives, as when the process dies in between.
    let asked = 0;
    const lossy: PaymentProvider = {
      ...hall.app.payments,
      refund: async (name, request) => {
        const answer = await hall.app.payments.refund(name, request);
        if (++asked === 2) throw new Error('socket hang up');
        return answer;
      },
    };
    expect(await run(sessionId, lossy)).toBe('waiting');
    const progress = (await report(sessionId)).cancellation!;
    expect(progress).toMatchObject({ state: 'running', ordersLeft: 0, refundsPending: 1, ordersRefunded: 2 });
    expect(progress.lastError).toBeTruthy();

    expect(await run(sessionId)).toBe('done');
    const ids = paid.map((p) => p.orderId);
    const done = await hall.db.select().from(refunds).where(inArray(refunds.orderId, ids));
    expect(done.map((r) => r.state)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    const [sandbox] = await hall.db
      .select({ n: count() })
      .from(sandboxRefunds)
      .where(
        inArray(
          sandboxRefunds.refundNo,
          done.map((r) => r.refundNo),
        ),
      );
    expect(sandbox.n).toBe(3);
  });

  it('leaves a job alone while another instance holds its lease', async () => {
    const { sessionId, ticketClassId } = await stockSession(hall.app, hall.db, editor.token, 10);
    await paidOrders(hall.app, hall.db, sessionId, ticketClassId, 1);
    await cancel(sessionId);
    const job = await jobOf(sessionId);
    await hall.db
      .update(sessionCancellations)
      .set({ leaseOwner: 'other-instance', leaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(sessionCancellations.id, job.id));
    expect(await run(sessionId)).toBe('lost');
    expect((await report(sessionId)).cancellation).toMatchObject({ state: 'running', ordersLeft: 1 });
    expect(await run(sessionId, hall.app.payments, 'other-instance')).toBe('done');
  });
});
