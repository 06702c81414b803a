// Personal visits: slots with live places, the booking's rules, payment through the order pipeline
// with one entry code per visitor, expiry and cancellation giving the places back, and the notices as data.
import { eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { ReservationOrders, VisitSlotView } from '@/lib/contract/visit';
import { groupReservations, orders, reservations, sandboxTrades, visitClaims, visitSlots } from '../../db/schema';
import { errorText, expectError } from '../../test/expect';
import { get, startHall, type Hall } from '../../test/harness';
import { call, newMember } from '../../test/members';
import { adult, child, hallDayFromNow, idNumber, openSlots } from '../../test/visits';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

const book = (token: string, body: object) => call(hall.app, 'POST', '/api/reservation_order/create', { token, body });
const slotOf = async (id: number) => (await hall.db.select().from(visitSlots).where(eq(visitSlots.id, id)))[0];

describe('slots and notices', () => {
  it('lists the coming week with places left; booking opens 7 days ahead', async () => {
    const slots = await openSlots(hall.app);
    expect(slots.length).toBeGreaterThan(10);
    expect(slots[0]).toMatchObject({ capacity: 30, priceFen: 5000, open: true });
    expect(new Set(slots.map((s) => s.date)).size).toBeLessThanOrEqual(8);
  });

  it('says why a slot cannot be booked: closed by the hall, full, not open yet, or started', async () => {
    const day = hallDayFromNow(2);
    const [closed, full, bookable] = await hall.db
      .insert(visitSlots)
      .values([
        { date: day, startTime: '11:30', capacity: 30, closed: true },
        { date: day, startTime: '12:30', capacity: 30, booked: 30 },
        { date: day, startTime: '13:30', capacity: 30 },
      ])
      .returning();
    const [started] = await hall.db.insert(visitSlots).values({ date: '2020-01-02', startTime: '10:00', capacity: 30 }).returning();
    const listed = async (from: string, to = from) =>
      (await get<VisitSlotView[]>(hall.app, `/api/reservation_slot?from=${from}&to=${to}`)).body.data;
    const near = await listed(day);
    const reasonOf = (slots: VisitSlotView[], id: number) => slots.find((s) => s.id === id)?.unbookable;
    expect(reasonOf(near, closed.id)).toBe('closed');
    expect(reasonOf(near, full.id)).toBe('full');
    expect(reasonOf(near, bookable.id)).toBeNull();
    expect(reasonOf(await listed('2020-01-02'), started.id)).toBe('started');
    // Booking opens 7 days ahead: the seeded slots 20 days from now are not open yet.
    const later = await listed(hallDayFromNow(20));
    expect(later.length).toBeGreaterThan(0);
    expect(later.map((s) => s.unbookable)).toEqual(later.map(() => 'notYetOpen'));
  });

  it('refuses a malformed date range', async () => {
    expectError(await get(hall.app, '/api/reservation_slot?from=tomorrow&to=2026-01-01'), Code.badRequest, 400, errorText('invalidDate'));
  });
});

describe('POST /api/reservation_order/create', () => {
  it('books two adults and a child, is paid like a ticket order, and gives three entry codes', async () => {
    const m = await newMember(hall.db);
    const [slot] = await openSlots(hall.app, 3);
    const res = await book(m.token, {
      slotId: slot.id,
      visitors: [adult('张三'), adult('李四'), child('张小宝', 125)],
      termsAccepted: true,
    });
    expect(res.body.code).toBe(20000);
    expect(res.body.data).toMatchObject({ payFen: 15000, status: 'unpaid' });
    expect((await slotOf(slot.id)).booked).toBe(slot.capacity - slot.remaining + 3);

    const pay = await call(hall.app, 'POST', '/api/pay/ali', { token: m.token, body: { orderId: res.body.data.orderId } });
    const tradeNo = decodeURIComponent(pay.body.data.url.split('/').pop());
    const [trade] = await hall.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
    expect(trade.subject).toBe(`参观预约 ${slot.date} ${slot.startTime}`);
    await hall.app.inject({ method: 'POST', url: `/api/dev/cashier/${tradeNo}/pay` });

    const list = await call<ReservationOrders>(hall.app, 'GET', '/api/reservation_order', { token: m.token });
    expect(list.body.data.reservations).toHaveLength(1);
    const booking = list.body.data.reservations[0];
    expect(booking).toMatchObject({ status: 'booked', date: slot.date, startTime: slot.startTime, orderStatus: 'issued' });
    expect(booking.visitors.map((v) => v.entryCode)).toEqual([expect.stringMatching(/^T\w{19}$/), expect.any(String), expect.any(String)]);
    expect(new Set(booking.visitors.map((v) => v.entryCode)).size).toBe(3);
    expect(booking.visitors[0].certNo).toMatch(/^110\*+\w{3}$/);
  });

  it.each([
    ['a child under 1.2 m', [adult(), child('小明', 110)], 'childTooShort'],
    ['a third child for one adult', [adult(), child('一'), child('二'), child('三')], 'tooManyChildren'],
    ['children alone', [child('一'), child('二')], 'adultRequired'],
    [
      'the same certificate twice',
      (() => {
        const id = idNumber();
        return [adult('甲', id), adult('乙', id)];
      })(),
      'duplicateVisitor',
    ],
  ])('refuses %s, holding nothing', async (_, visitors, key) => {
    const m = await newMember(hall.db);
    const [slot] = await openSlots(hall.app, 4);
    const before = (await slotOf(slot.id)).booked;
    expectError(await book(m.token, { slotId: slot.id, visitors, termsAccepted: true }), Code.badRequest, 400, errorText(key as never));
    expect((await slotOf(slot.id)).booked).toBe(before);
    expect(await hall.db.select().from(reservations).where(eq(reservations.memberId, m.id))).toEqual([]);
  });

  it('refuses a certificate that is not one, and unaccepted terms', async () => {
    const m = await newMember(hall.db);
    const [slot] = await openSlots(hall.app);
    expectError(
      await book(m.token, { slotId: slot.id, visitors: [adult('张三', '123')], termsAccepted: true }),
      Code.badRequest,
      400,
      errorText('idCardFormat'),
    );
    expectError(
      await book(m.token, { slotId: slot.id, visitors: [adult()], termsAccepted: false }),
      Code.badRequest,
      400,
      errorText('termsRequired'),
    );
  });

  it('accepts the other documents of the fixed list (a passport, a Home Return Permit)', async () => {
    const m = await newMember(hall.db);
    const [slot] = await openSlots(hall.app, 2);
    const res = await book(m.token, {
      slotId: slot.id,
      visitors: [
        { ...adult('Lee'), certType: '护照', certNo: 'G12345678' },
        { ...adult('Chan'), certType: '港澳居民来往内地通行证', certNo: 'M12345678' },
      ],
      termsAccepted: true,
    });
    expect(res.body.code).toBe(20000);
  });

  it('one certificate, one visit a day: a second booking of it that day is refused, whoever makes it', async () => {
    const [first, second] = [await newMember(hall.db), await newMember(hall.db)];
    const slots = await openSlots(hall.app);
    // Today may have only its afternoon slot left, so take the first day with two open slots.
    const a = slots.find((s) => slots.some((t) => t.date === s.date && t.id !== s.id))!;
    const b = slots.find((s) => s.date === a.date && s.id !== a.id)!;
    const id = idNumber();
    expect((await book(first.token, { slotId: a.id, visitors: [adult('甲', id)], termsAccepted: true })).body.code).toBe(20000);
    const before = (await slotOf(b.id)).booked;
    expectError(
      await book(second.token, { slotId: b.id, visitors: [adult('乙', id)], termsAccepted: true }),
      Code.badRequest,
      400,
      errorText('visitorBookedThatDay'),
    );
    expect((await slotOf(b.id)).booked).toBe(before);
  });

  it('refuses a slot that has started and one more than 7 days ahead', async () => {
    const m = await newMember(hall.db);
    const [past] = await hall.db.insert(visitSlots).values({ date: '2020-01-01', startTime: '10:00', capacity: 30 }).returning();
    expectError(
      await book(m.token, { slotId: past.id, visitors: [adult()], termsAccepted: true }),
      Code.badRequest,
      400,
      errorText('slotClosed'),
    );
    const far = await get<{ id: number; open: boolean }[]>(hall.app, '/api/reservation_slot?from=2099-01-01&to=2099-01-02');
    expect(far.body.data).toEqual([]);
  });

  it('refuses more visitors than the places left', async () => {
    const m = await newMember(hall.db);
    const [slot] = await openSlots(hall.app);
    await hall.db
      .update(visitSlots)
      .set({ booked: slot.capacity - 1 })
      .where(eq(visitSlots.id, slot.id));
    expectError(
      await book(m.token, { slotId: slot.id, visitors: [adult(), adult()], termsAccepted: true }),
      Code.badRequest,
      400,
      errorText('slotFull'),
    );
    expect((await slotOf(slot.id)).booked).toBe(slot.capacity - 1);
  });

  it('takes no coupon, and says so', async () => {
    const m = await newMember(hall.db);
    const [slot] = await openSlots(hall.app);
    const res = await book(m.token, { slotId: slot.id, visitors: [adult()], termsAccepted: true, memberCouponId: 1 });
    expectError(res, Code.badRequest, 400, errorText('couponUnusable'));
  });

  it('is for logged-in personal members', async () => {
    expectError(await book('', { slotId: 1, visitors: [adult()], termsAccepted: true }), Code.unauthorized, 401);
  });
});

describe('expiry and cancellation', () => {
  it('an unpaid booking that expires returns its places and its certificates', async () => {
    const m = await newMember(hall.db);
    const [slot] = await openSlots(hall.app, 2);
    const before = (await slotOf(slot.id)).booked;
    const res = await book(m.token, { slotId: slot.id, visitors: [adult(), adult()], termsAccepted: true });
    const [order] = await hall.db.select().from(orders).where(eq(orders.id, res.body.data.orderId));
    expect((await call(hall.app, 'POST', '/api/dev/order/expire', { body: { orderNo: order.orderNo } })).body.data).toEqual({
      outcome: 'released',
    });
    expect((await slotOf(slot.id)).booked).toBe(before);
    const [booking] = (await call<ReservationOrders>(hall.app, 'GET', '/api/reservation_order', { token: m.token })).body.data.reservations;
    expect(booking).toMatchObject({ status: 'cancelled', orderStatus: 'closed' });
    expect(await hall.db.select().from(visitClaims).where(eq(visitClaims.reservationId, booking.id))).toEqual([]);
  });

  it('the member cancels an unpaid booking; a paid one is not refunded here', async () => {
    const m = await newMember(hall.db);
    const [slot] = await openSlots(hall.app, 1);
    const before = (await slotOf(slot.id)).booked;
    await book(m.token, { slotId: slot.id, visitors: [adult()], termsAccepted: true });
    const [booking] = (await call<ReservationOrders>(hall.app, 'GET', '/api/reservation_order', { token: m.token })).body.data.reservations;
    const cancelled = await call(hall.app, 'PUT', '/api/reservation_order/cancel', { token: m.token, body: { id: booking.id } });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', orderStatus: 'cancelled' });
    expect((await slotOf(slot.id)).booked).toBe(before);
    expectError(
      await call(hall.app, 'PUT', '/api/reservation_order/cancel', { token: m.token, body: { id: booking.id } }),
      Code.badRequest,
      400,
      errorText('orderNotCancellable'),
    );
  });

  it("another member's booking is not found", async () => {
    const [owner, other] = [await newMember(hall.db), await newMember(hall.db)];
    const [slot] = await openSlots(hall.app);
    await book(owner.token, { slotId: slot.id, visitors: [adult()], termsAccepted: true });
    const [booking] = (await call<ReservationOrders>(hall.app, 'GET', '/api/reservation_order', { token: owner.token })).body.data
      .reservations;
    expectError(await call(hall.app, 'GET', `/api/reservation_order/detail?id=${booking.id}`, { token: other.token }), Code.notFound, 404);
    expectError(
      await call(hall.app, 'PUT', '/api/reservation_order/cancel', { token: other.token, body: { id: booking.id } }),
      Code.notFound,
      404,
    );
  });
});

describe('every reservation call of §7 answers, and bad input changes nothing', () => {
  const counts = async () => ({
    reservations: (await hall.db.select().from(reservations)).length,
    groups: (await hall.db.select().from(groupReservations)).length,
    orders: (await hall.db.select().from(orders)).length,
    booked: (await hall.db.select().from(visitSlots)).reduce((sum, s) => sum + s.booked, 0),
  });

  it('the two notices are the hall’s editable texts', async () => {
    for (const path of ['/api/reservation_rule/team', '/api/reservation_information/personalReservationInformation']) {
      const res = await get<{ content: string }>(hall.app, path);
      expect(res.body.code).toBe(20000);
      expect(JSON.stringify(res.body.data)).toMatch(/参观/);
    }
  });

  it.each([
    ['GET', '/api/reservation_order/detail?id=abc', undefined],
    ['GET', '/api/reservation_order/detail', undefined],
    ['PUT', '/api/reservation_order/cancel', { id: 'one' }],
    ['PUT', '/api/reservation_order/cancel', {}],
    ['POST', '/api/reservation_order/create', {}],
    ['POST', '/api/reservation_order/create', { slotId: -1, visitors: [], termsAccepted: true }],
    ['POST', '/api/reservation_order/create', { slotId: 1, visitors: 'everyone', termsAccepted: true }],
    ['POST', '/api/reservation_order/teamCreate', {}],
    ['POST', '/api/reservation_order/teamCreate', { unitName: 'x'.repeat(101) }],
  ] as const)('%s %s with %j: a 40000 envelope with its reason, nothing written', async (method, url, body) => {
    const m = await newMember(hall.db);
    const before = await counts();
    const res = await call(hall.app, method, url, { token: m.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: Code.badRequest, subMsg: expect.any(String) });
    expect(res.body.subMsg?.length).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });

  it('a list page out of range reads as the first, and a visitor without a login is asked to log in', async () => {
    const m = await newMember(hall.db);
    const res = await call<ReservationOrders>(hall.app, 'GET', '/api/reservation_order?page=-3&pageSize=9999', { token: m.token });
    expect(res.body.code).toBe(20000);
    expect(res.body.data).toEqual({ reservations: [], groups: [] });
    expectError(await call(hall.app, 'GET', '/api/reservation_order', { token: '' }), Code.unauthorized, 401);
  });
});
