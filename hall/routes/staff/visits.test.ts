// Visit days and group intentions in the staff console: the box office adds a slot, changes its places
// (never below what is booked), closes a slot or a whole day, and the public slots follow at once; it answers a group
// intention once, confirmed on a date in the asked range at a time or rejected with a reason, and the member reads
// the answer in /reservationOrder and in a station letter. Bad input and other roles change nothing.
import { and, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { ReservationOrders, VisitSlotView } from '@/lib/contract/visit';
import type { StaffGroupIntention, StaffVisitSlot } from '@/lib/contract/visit-editing';
import { stationLetters, visitSlots } from '../../db/schema';
import { errorText, expectError } from '../../test/expect';
import { get, startHall, type Hall } from '../../test/harness';
import { call, newMember } from '../../test/members';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';
import { adult, groupIntention, hallDayFromNow, openSlots } from '../../test/visits';

let hall: Hall;
let clerk: TestStaff;
beforeAll(async () => {
  hall = await startHall();
  clerk = await newStaff(hall.app, hall.db, ['boxOffice']);
}, 60_000);
afterAll(() => hall?.close());

const publicSlots = async (date: string) =>
  (await get<VisitSlotView[]>(hall.app, `/api/reservation_slot?from=${date}&to=${date}`)).body.data;
const staffPut = <T>(url: string, body: object, token = clerk.token) => staffCall<T>(hall.app, 'PUT', url, { token, body });

describe('visit slots', () => {
  it('adds a slot the public page shows at once; one slot per day and time', async () => {
    const date = hallDayFromNow(3);
    const body = { date, startTime: '19:15', capacity: 12, priceFen: 3000 };
    const added = (await staffCall<StaffVisitSlot>(hall.app, 'POST', '/api/staff/visit-slots', { token: clerk.token, body })).body.data;
    expect(added).toMatchObject({ ...body, booked: 0, closed: false });
    expect((await publicSlots(date)).find((s) => s.id === added.id)).toMatchObject({ remaining: 12, priceFen: 3000, open: true });
    const again = await staffCall(hall.app, 'POST', '/api/staff/visit-slots', { token: clerk.token, body });
    expectError(again, Code.badRequest, 400, errorText('visitSlotExists', 'zh-CN', { date, time: '19:15' }));
    const listed = (
      await staffCall<StaffVisitSlot[]>(hall.app, 'GET', `/api/staff/visit-slots?from=${date}&to=${date}`, { token: clerk.token })
    ).body.data;
    expect(listed.filter((s) => s.startTime === '19:15')).toHaveLength(1);
  });

  it('changes the places, never below what is booked; a closed slot takes no booking and the public page says so', async () => {
    const [slot] = await openSlots(hall.app, 2);
    const m = await newMember(hall.db);
    await call(hall.app, 'POST', '/api/reservation_order/create', {
      token: m.token,
      body: { slotId: slot.id, visitors: [adult(), adult('李四')], termsAccepted: true },
    });
    const [row] = await hall.db.select().from(visitSlots).where(eq(visitSlots.id, slot.id));
    expectError(
      await staffPut(`/api/staff/visit-slots/${slot.id}`, { capacity: row.booked - 1 }),
      Code.badRequest,
      400,
      errorText('capacityBelowBooked', 'zh-CN', { booked: String(row.booked) }),
    );
    expect((await staffPut<StaffVisitSlot>(`/api/staff/visit-slots/${slot.id}`, { capacity: row.booked })).body.data).toMatchObject({
      capacity: row.booked,
    });
    expect((await publicSlots(slot.date)).find((s) => s.id === slot.id)).toMatchObject({ remaining: 0 });

    await staffPut(`/api/staff/visit-slots/${slot.id}`, { capacity: row.booked + 5, closed: true });
    expect((await publicSlots(slot.date)).find((s) => s.id === slot.id)).toMatchObject({ remaining: 5, open: false });
    const refused = await call(hall.app, 'POST', '/api/reservation_order/create', {
      token: (await newMember(hall.db)).token,
      body: { slotId: slot.id, visitors: [adult()], termsAccepted: true },
    });
    expectError(refused, Code.badRequest, 400, errorText('slotClosed'));
    await staffPut(`/api/staff/visit-slots/${slot.id}`, { closed: false });
    expect((await publicSlots(slot.date)).find((s) => s.id === slot.id)).toMatchObject({ open: true });
  });

  it('closes a whole day and opens it again', async () => {
    const date = hallDayFromNow(5);
    const closed = (await staffPut<StaffVisitSlot[]>(`/api/staff/visit-days/${date}`, { closed: true })).body.data;
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((s) => s.closed)).toBe(true);
    expect((await publicSlots(date)).every((s) => !s.open)).toBe(true);
    await staffPut(`/api/staff/visit-days/${date}`, { closed: false });
    expect((await publicSlots(date)).some((s) => s.open)).toBe(true);
  });

  it('refuses bad input and other roles, and changes nothing', async () => {
    const door = await newStaff(hall.app, hall.db, ['door']);
    const [slot] = await openSlots(hall.app);
    const before = await hall.db.select().from(visitSlots).where(eq(visitSlots.id, slot.id));
    const post = (body: object, token = clerk.token) => staffCall(hall.app, 'POST', '/api/staff/visit-slots', { token, body });
    const good = { date: hallDayFromNow(4), startTime: '20:45', capacity: 10, priceFen: 5000 };
    expectError(await post({ ...good, startTime: '25:00' }), Code.badRequest, 400, errorText('timeFormat'));
    expectError(await post({ ...good, capacity: 0 }), Code.badRequest, 400, errorText('slotCapacityRange'));
    expectError(await post({ ...good, date: hallDayFromNow(-1) }), Code.badRequest, 400, errorText('slotDatePast'));
    expectError(await post(good, door.token), Code.forbidden, 403);
    expectError(await staffPut(`/api/staff/visit-slots/${slot.id}`, {}), Code.badRequest, 400, errorText('nothingToChange'));
    expectError(await staffPut(`/api/staff/visit-slots/${slot.id}`, { closed: true }, door.token), Code.forbidden, 403);
    expectError(await staffPut('/api/staff/visit-days/2026-02-30', { closed: true }), Code.badRequest, 400, errorText('invalidDate'));
    expect(await hall.db.select().from(visitSlots).where(eq(visitSlots.id, slot.id))).toEqual(before);
    const added = await hall.db
      .select()
      .from(visitSlots)
      .where(and(eq(visitSlots.date, good.date), eq(visitSlots.startTime, good.startTime)));
    expect(added).toEqual([]);
  });
});

describe('group intentions', () => {
  const answer = (id: number, body: object, token = clerk.token) =>
    staffPut<StaffGroupIntention>(`/api/staff/group-intentions/${id}`, body, token);

  it('confirms once on a date in the asked range at a time; the member reads it and gets a letter', async () => {
    const m = await newMember(hall.db);
    const g = await groupIntention(hall.db, m.id);
    const waiting = (
      await staffCall<StaffGroupIntention[]>(hall.app, 'GET', '/api/staff/group-intentions?status=submitted', { token: clerk.token })
    ).body.data;
    expect(waiting.find((w) => w.id === g.id)).toMatchObject({ unitName: '滨江实验小学', phone: '13900001111', status: 'submitted' });

    const outside = await answer(g.id, { decision: 'confirm', date: hallDayFromNow(30), time: '10:00' });
    expectError(outside, Code.badRequest, 400, errorText('confirmOutsideRange', 'zh-CN', { from: g.dateFrom, to: g.dateTo }));
    const date = hallDayFromNow(12);
    expect((await answer(g.id, { decision: 'confirm', date, time: '10:30' })).body.data).toMatchObject({
      status: 'confirmed',
      confirmedDate: date,
      confirmedTime: '10:30',
    });
    expectError(await answer(g.id, { decision: 'reject', reason: '满员' }), Code.badRequest, 400, errorText('alreadyDecided'));

    const mine = (await call<ReservationOrders>(hall.app, 'GET', '/api/reservation_order', { token: m.token })).body.data;
    expect(mine.groups.find((x) => x.id === g.id)).toMatchObject({ status: 'confirmed', confirmedDate: date, confirmedTime: '10:30' });
    const letters = await hall.db.select().from(stationLetters).where(eq(stationLetters.memberId, m.id));
    expect(letters).toHaveLength(1);
    expect(letters[0].body).toContain(`${date} 10:30`);
  });

  it('rejects with a reason the member reads; a reason is required; other roles are refused', async () => {
    const m = await newMember(hall.db);
    const g = await groupIntention(hall.db, m.id);
    const door = await newStaff(hall.app, hall.db, ['door']);
    expectError(await answer(g.id, { decision: 'reject', reason: '  ' }), Code.badRequest, 400, errorText('rejectReasonRequired'));
    expectError(await answer(g.id, { decision: 'reject', reason: '满员' }, door.token), Code.forbidden, 403);
    await answer(g.id, { decision: 'reject', reason: '该时段已有演出彩排' });
    const mine = (await call<ReservationOrders>(hall.app, 'GET', '/api/reservation_order', { token: m.token })).body.data;
    expect(mine.groups.find((x) => x.id === g.id)).toMatchObject({ status: 'rejected', rejectReason: '该时段已有演出彩排' });
    const [letter] = await hall.db.select().from(stationLetters).where(eq(stationLetters.memberId, m.id));
    expect(letter.body).toContain('该时段已有演出彩排');
  });
});
