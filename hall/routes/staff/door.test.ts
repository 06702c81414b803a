// Admission at the door through the hall API: the day's sessions with their counts, a ticket scanned
// once (admitted, then already admitted with when and where), tickets of another session, unknown codes, unpaid
// and cancelled orders refused with the reason, the member's order showing the ticket used, the audit entry, and
// bad input and other roles refused without a write.
import { count, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { DoorScanResult, DoorSession } from '@/lib/contract/door';
import type { OrderView } from '@/lib/contract/order';
import { admissions, auditLog, sessions } from '../../db/schema';
import { hallDate } from '../../platform/time';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call } from '../../test/members';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';
import { doorTicket, scanAt } from '../../test/door';

let hall: Hall;
let door: TestStaff;
beforeAll(async () => {
  hall = await startHall();
  door = await newStaff(hall.app, hall.db, ['door']);
});
afterAll(() => hall?.close());

const scan = (body: object, token = door.token) => staffCall<DoorScanResult>(hall.app, 'POST', '/api/staff/door/scan', { token, body });
const admitted = async () => (await hall.db.select({ n: count() }).from(admissions))[0].n;

it('lets a ticket in once: admitted with its seat, then already admitted with when and where; the order shows it used', async () => {
  const t = await doorTicket(hall.app, hall.db);
  const first = (await scan(scanAt(t.sessionId, t.code))).body.data;
  expect(first).toMatchObject({ result: 'admitted', device: '检票机 1', entrance: '东门', reason: null });
  expect(first.ticket).toMatchObject({ code: t.code, orderNo: t.orderNo, sessionId: t.sessionId, buyerName: null, certTail: null });
  expect(first.ticket!.seat).toMatchObject({ row: expect.any(Number), number: expect.any(Number) });

  // Typed at another entrance, in small letters with the spaces of the printed code: already in, when and where.
  const typed = t.code.toLowerCase().replace(/(.{4})/g, '$1 ');
  const again = (await scan(scanAt(t.sessionId, typed, { device: '手机 2', entrance: '西门' }))).body.data;
  expect(again).toMatchObject({ result: 'already', admittedAt: first.admittedAt, device: '检票机 1', entrance: '东门' });

  const order = (await call<OrderView>(hall.app, 'GET', `/api/order/detail?id=${t.orderId}`, { token: t.m.token })).body.data;
  expect(order.items[0].admittedAt).toBe(first.admittedAt);
  const [entry] = await hall.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `ticket:${t.code}`));
  expect(entry).toMatchObject({ action: 'ticket.admit', actor: door.username });

  // The session's count: admitted by entrance, against the tickets sold.
  const counts = (await staffCall<DoorSession>(hall.app, 'GET', `/api/staff/door/sessions/${t.sessionId}`, { token: door.token })).body
    .data;
  expect(counts.admitted).toBe(1);
  expect(counts.byEntrance).toEqual([{ entrance: '东门', admitted: 1 }]);
  expect(counts.expected).toBeGreaterThanOrEqual(1);
  const [session] = await hall.db.select({ startTime: sessions.startTime }).from(sessions).where(eq(sessions.id, t.sessionId));
  const day = (
    await staffCall<DoorSession[]>(hall.app, 'GET', `/api/staff/door/sessions?date=${hallDate(session.startTime)}`, { token: door.token })
  ).body.data;
  expect(day.find((s) => s.kind === 'session' && s.id === t.sessionId)).toMatchObject({ admitted: 1 });
});

it('refuses a ticket of another session, an unknown code, an unpaid and a cancelled order, each with its reason', async () => {
  const t = await doorTicket(hall.app, hall.db);
  const [other] = await hall.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.saleState, 'on_sale'))
    .limit(2)
    .then((rows) => rows.filter((r) => r.id !== t.sessionId));
  const before = await admitted();
  const wrong = (await scan(scanAt(other.id, t.code))).body.data;
  expect(wrong).toMatchObject({ result: 'wrongSession', ticket: { sessionId: t.sessionId } });
  expect((await scan(scanAt(t.sessionId, 'T0000000000000000000'))).body.data).toMatchObject({ result: 'unknown', ticket: null });

  const unpaid = await doorTicket(hall.app, hall.db, { paid: false });
  expect((await scan(scanAt(unpaid.sessionId, unpaid.code))).body.data).toMatchObject({ result: 'void', reason: 'unpaid' });
  await call(hall.app, 'PUT', '/api/order/cancel', { token: unpaid.m.token, body: { id: unpaid.orderId } });
  expect((await scan(scanAt(unpaid.sessionId, unpaid.code))).body.data).toMatchObject({ result: 'void', reason: 'cancelled' });
  expect(await admitted()).toBe(before);
});

it('refuses bad input and other roles with an envelope, and lets nothing in', async () => {
  const t = await doorTicket(hall.app, hall.db);
  const clerk = await newStaff(hall.app, hall.db, ['boxOffice']);
  const before = await admitted();
  expectError(await scan({ ...scanAt(t.sessionId, t.code), device: '' }), Code.badRequest, 400, errorText('doorDeviceRequired'));
  expectError(
    await scan({ ...scanAt(t.sessionId, t.code), entrance: 'x'.repeat(41) }),
    Code.badRequest,
    400,
    errorText('doorDeviceRequired'),
  );
  expectError(await scan(scanAt(t.sessionId, '   ')), Code.badRequest, 400, errorText('ticketCodeRequired'));
  expectError(await scan({ ...scanAt(t.sessionId, t.code), sessionId: 'x' }), Code.badRequest, 400);
  expectError(await scan(scanAt(t.sessionId, t.code), clerk.token), Code.forbidden, 403);
  expectError(
    await call(hall.app, 'POST', '/api/staff/door/scan', { token: t.m.token, body: scanAt(t.sessionId, t.code) }),
    Code.unauthorized,
    401,
  );
  expectError(await staffCall(hall.app, 'GET', '/api/staff/door/sessions?date=2026-13-45x', { token: door.token }), Code.badRequest, 400);
  expectError(await staffCall(hall.app, 'GET', '/api/staff/door/sessions/2000000000', { token: door.token }), 40004, 404);
  expect(await admitted()).toBe(before);
});
