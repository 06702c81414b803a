// Guided visits at the door: a visitor's entry code scanned at the slot's door lets that visitor in once
// and makes the booking visited; the other visitors of the booking go in on their own codes; codes at the wrong
// door, of an unpaid booking or after the visit are refused; a booking nobody came for reads "not visited" once its
// slot is over; the slot's count follows.
import { eq } from 'drizzle-orm';
import type { DoorScanResult, DoorSession } from '@/lib/contract/door';
import type { ReservationView } from '@/lib/contract/visit';
import { auditLog, reservations } from '../../db/schema';
import { scanTicket } from '../../services/door/scan';
import { visitEnds } from '../../services/visits/attendance';
import { getReservation } from '../../services/visits/read';
import { startHall, type Hall } from '../../test/harness';
import { call } from '../../test/members';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';
import { doorTicket, scanAt, scanAtSlot, visitBooking } from '../../test/door';

let hall: Hall;
let door: TestStaff;
beforeAll(async () => {
  hall = await startHall();
  door = await newStaff(hall.app, hall.db, ['door']);
}, 60_000);
afterAll(() => hall?.close());

const scan = (body: object) => staffCall<DoorScanResult>(hall.app, 'POST', '/api/staff/door/scan', { token: door.token, body });
const statusOf = async (id: number) =>
  (await hall.db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, id)))[0].status;

it('lets each visitor in once on their own code and makes the booking visited; the member reads it so', async () => {
  const v = await visitBooking(hall.app, hall.db);
  const [adultCode, childCode] = v.codes;

  const first = (await scan(scanAtSlot(v.slot.id, adultCode))).body.data;
  expect(first).toMatchObject({ result: 'admitted', entrance: '参观入口' });
  expect(first.ticket).toMatchObject({
    kind: 'visit',
    slotId: v.slot.id,
    sessionId: null,
    buyerName: '李参观',
    className: '成人',
    seat: null,
  });
  expect(first.ticket!.certTail).toMatch(/^\d{3}[\dX]$/);
  expect(await statusOf(v.reservationId)).toBe('visited');

  expect((await scan(scanAtSlot(v.slot.id, adultCode))).body.data).toMatchObject({ result: 'already', admittedAt: first.admittedAt });
  const second = (await scan(scanAtSlot(v.slot.id, childCode))).body.data;
  expect(second).toMatchObject({ result: 'admitted', ticket: { buyerName: '李小宝', className: '儿童', certTail: null } });

  const booking = (
    await call<ReservationView>(hall.app, 'GET', `/api/reservation_order/detail?id=${v.reservationId}`, { token: v.m.token })
  ).body.data;
  expect(booking.status).toBe('visited');

  const count = (await staffCall<DoorSession>(hall.app, 'GET', `/api/staff/door/slots/${v.slot.id}`, { token: door.token })).body.data;
  expect(count).toMatchObject({ kind: 'slot', id: v.slot.id, admitted: 2, byEntrance: [{ entrance: '参观入口', admitted: 2 }] });
  expect(count.expected).toBeGreaterThanOrEqual(2);
  const day = (await staffCall<DoorSession[]>(hall.app, 'GET', `/api/staff/door/sessions?date=${v.slot.date}`, { token: door.token })).body
    .data;
  expect(day.find((d) => d.kind === 'slot' && d.id === v.slot.id)).toMatchObject({ admitted: 2 });

  const [entry] = await hall.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `visitor:${adultCode}`));
  expect(entry).toMatchObject({ action: 'visitor.admit', actor: door.username });
});

it('refuses a visit code at a session’s door and a ticket at a slot’s door; an unpaid booking’s code is void', async () => {
  const v = await visitBooking(hall.app, hall.db);
  const t = await doorTicket(hall.app, hall.db);
  expect((await scan(scanAt(t.sessionId, v.codes[0]))).body.data).toMatchObject({ result: 'wrongSession', ticket: { kind: 'visit' } });
  expect((await scan(scanAtSlot(v.slot.id, t.code))).body.data).toMatchObject({ result: 'wrongSession', ticket: { kind: 'performance' } });

  const unpaid = await visitBooking(hall.app, hall.db, { paid: false });
  expect((await scan(scanAtSlot(unpaid.slot.id, unpaid.codes[0]))).body.data).toMatchObject({ result: 'void', reason: 'unpaid' });
  await call(hall.app, 'PUT', '/api/reservation_order/cancel', { token: unpaid.m.token, body: { id: unpaid.reservationId } });
  expect((await scan(scanAtSlot(unpaid.slot.id, unpaid.codes[0]))).body.data).toMatchObject({ result: 'void', reason: 'cancelled' });
  expect(await statusOf(v.reservationId)).toBe('booked');
});

it('after the slot is over its codes let nobody in, and a booking nobody came for reads as not visited', async () => {
  const v = await visitBooking(hall.app, hall.db);
  const ends = visitEnds(v.slot);
  const actor = { staffId: door.id, username: door.username };
  const late = await scanTicket(hall.db, actor, scanAtSlot(v.slot.id, v.codes[0]), new Date(+ends + 60_000));
  expect(late).toMatchObject({ result: 'void', reason: 'ended' });

  expect((await getReservation(hall.db, v.m.id, v.reservationId, new Date(+ends - 60_000))).status).toBe('booked');
  expect((await getReservation(hall.db, v.m.id, v.reservationId, new Date(+ends + 60_000))).status).toBe('not_visited');
  expect(await statusOf(v.reservationId)).toBe('booked');
});

it('asks which door: neither a session nor a slot, or both, is refused', async () => {
  const v = await visitBooking(hall.app, hall.db);
  const { slotId: _, ...none } = scanAtSlot(v.slot.id, v.codes[0]);
  expect((await scan(none)).body).toMatchObject({ code: 40000 });
  expect((await scan({ ...scanAtSlot(v.slot.id, v.codes[0]), sessionId: 1 })).body).toMatchObject({ code: 40000 });
  expect(await statusOf(v.reservationId)).toBe('booked');
});
