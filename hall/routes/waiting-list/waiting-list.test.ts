// The waiting list: members join a sold-out ticket class; seats and tickets that come back are held for
// the line and offered in turn, each offer bought through the ordinary order call or passed on when it lapses.
import { desc, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { SessionReport } from '@/lib/contract/reports';
import type { StaffWaitingList, WaitingEntryView } from '@/lib/contract/waiting-list';
import { auditLog, smsOutbox, stationLetters, ticketClasses, waitingEntries } from '../../db/schema';
import { createSandboxSms } from '../../providers/sms/sandbox';
import { smsNoticeWork } from '../../services/notices/sms-notices';
import { messagesFor } from '../../i18n/messages';
import { offerLapseWork } from '../../services/waiting-list/offers';
import { runDueWork } from '../../services/work/periodic';
import { placeOrder, stockSession } from '../../test/cancellation';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, codeFor, newMember, type TestMember } from '../../test/members';
import { saleSession, seatStatusOf, sweepExpired } from '../../test/orders';
import { soldOutClass } from '../../test/waiting-list';
import { openSandboxTrade, payAtCashier } from '../../test/refunds';
import { newStaff, staffCall } from '../../test/staff';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

const MINUTE = 60_000;
const join = (m: TestMember, body: object, language = 'zh-CN') =>
  call(hall.app, 'POST', '/api/waiting_list/join', { token: m.token, body, headers: { language } });
const mine = async (m: TestMember) => (await call<WaitingEntryView[]>(hall.app, 'GET', '/api/waiting_list', { token: m.token })).body.data;
const entryOf = async (m: TestMember) => (await mine(m))[0];
const order = (m: TestMember, body: object) => call(hall.app, 'POST', '/api/order', { token: m.token, body });
/** The payment window and the offer window both end: the expiry sweep and the offers' lapse, as an instance runs them. */
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
const lapseOffers = (now: Date) => runDueWork(hall.db, [offerLapseWork], now);
const sendTexts = () => runDueWork(hall.db, [smsNoticeWork(createSandboxSms(hall.db))]);
const textsTo = async (m: TestMember) =>
  (await hall.db.select({ body: smsOutbox.body }).from(smsOutbox).where(eq(smsOutbox.phone, m.phone))).map((t) => t.body);
const lettersOf = (m: TestMember) => hall.db.select().from(stationLetters).where(eq(stationLetters.memberId, m.id));

const usedClasses = new Set<number>();
const soldOut = (held: number) => soldOutClass(hall, usedClasses, held);

describe('the waiting list of a seated session', () => {
  it('offers returned seats in turn to the first in line each covers; an offer is bought, lapses or passes on', async () => {
    const { sessionId, ticketClassId, returning } = await soldOut(2);
    const [first, couple, third, outsider] = [
      await newMember(hall.db),
      await newMember(hall.db),
      await newMember(hall.db),
      await newMember(hall.db),
    ];

    expect((await join(first, { sessionId, ticketClassId, quantity: 1 })).body.data).toMatchObject({ place: 1 });
    expect((await join(couple, { sessionId, ticketClassId, quantity: 2 })).body.data).toMatchObject({ place: 2 });
    expect((await join(third, { sessionId, ticketClassId, quantity: 1 }, 'en-US')).body.data).toMatchObject({ place: 3 });
    expectError(await join(first, { sessionId, ticketClassId, quantity: 1 }), Code.badRequest, 400, errorText('alreadyWaiting'));

    // The unpaid order's window ends: its two seats come back, and the line gets them instead of the public.
    await sweepExpired(hall.db, hall.app.payments, later(11));
    // The first (one ticket) is offered the first seat back; the couple (two) is not covered by the one left, so the
    // third, who asked for one, is offered it.
    const [a, c] = [await entryOf(first), await entryOf(third)];
    expect(a).toMatchObject({ status: 'offered', quantity: 1, place: null });
    expect(a.seats.map((s) => s.sessionSeatId)).toEqual([returning[0]]);
    expect(c.seats.map((s) => s.sessionSeatId)).toEqual([returning[1]]);
    expect(await entryOf(couple)).toMatchObject({ status: 'waiting', place: 1 });
    expect(await seatStatusOf(hall.db, returning)).toEqual(['offered', 'offered']);
    expect((await lettersOf(first)).map((l) => l.link)).toEqual([`/waitingList?id=${a.id}`]);
    const [letter] = await lettersOf(first);
    expect(letter.title).toBe(messagesFor('zh-CN').letters.waitingListOffer.title);
    expect(letter.enBody).toMatch(/1 are held for you \(Floor \d+, .+, Row \d+, Seat \d+\)/);
    // And by a text message, sent once after the offer committed, in the language each joined in.
    await sendTexts();
    await sendTexts();
    const [toFirst, toThird] = [await textsTo(first), await textsTo(third)];
    expect(toFirst).toHaveLength(1);
    expect(toFirst[0]).toMatch(/^【音乐厅】您候补的《.+》有票了，已为您保留，请在 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 前/);
    expect(toThird).toEqual([expect.stringMatching(/^\[Concert Hall\] Tickets you waited for, .+, are held for you until \d{4}-/)]);
    expect(await textsTo(couple)).toEqual([]);

    // Nobody else can take an offered seat, nor use someone else's offer.
    const refused = await order(outsider, { lines: { sessionId, seatIds: [returning[0]] } });
    expect(refused.body).toMatchObject({ code: Code.badRequest, subMsg: errorText('seatTaken'), data: { unavailable: [returning[0]] } });
    expectError(
      await order(outsider, { lines: { sessionId, seatIds: [returning[0]] }, offerId: a.id }),
      Code.badRequest,
      400,
      errorText('offerEnded'),
    );
    // The offer is for its seats, not others.
    expectError(
      await order(first, { lines: { sessionId, seatIds: [returning[1]] }, offerId: a.id }),
      Code.badRequest,
      400,
      errorText('offerMismatch'),
    );

    // The first orders and pays: the ticket is theirs, the entry bought.
    const placed = await order(first, { lines: { sessionId, seatIds: [returning[0]] }, offerId: a.id });
    expect(placed.body.code).toBe(20000);
    expect(await entryOf(first)).toMatchObject({ status: 'ordered', orderId: placed.body.data.orderId });
    await payAtCashier(hall.app, await openSandboxTrade(hall.app, first, placed.body.data.orderId, '/api/pay/ali'));
    expect(await entryOf(first)).toMatchObject({ status: 'bought' });
    expect(await seatStatusOf(hall.db, [returning[0]])).toEqual(['sold']);

    // The third lets the offer's window run out: the seat is held for the line again, where the couple still waits.
    await lapseOffers(later(45));
    expect(await entryOf(third)).toMatchObject({ status: 'lapsed' });
    expect(await seatStatusOf(hall.db, [returning[1]])).toEqual(['returned']);

    // The couple leaves: nobody is waiting, so the seat goes back on sale.
    const left = await call(hall.app, 'POST', '/api/waiting_list/leave', { token: couple.token, body: { id: (await entryOf(couple)).id } });
    expect(left.body.code).toBe(20000);
    expect(await entryOf(couple)).toMatchObject({ status: 'left' });
    expect(await seatStatusOf(hall.db, [returning[1]])).toEqual(['available']);
    // A class with a seat for sale is bought, not waited for.
    expectError(await join(outsider, { sessionId, ticketClassId, quantity: 1 }), Code.badRequest, 400, errorText('notSoldOut'));
  });

  it('an offer whose order is not paid lapses with the order, and its seat passes to the next', async () => {
    const { sessionId, ticketClassId, returning } = await soldOut(1);
    const [first, second] = [await newMember(hall.db), await newMember(hall.db)];
    await join(first, { sessionId, ticketClassId, quantity: 1 });
    await join(second, { sessionId, ticketClassId, quantity: 1 });
    await sweepExpired(hall.db, hall.app.payments, later(11));
    const offer = await entryOf(first);
    const placed = await order(first, { lines: { sessionId, seatIds: returning }, offerId: offer.id });
    expect(placed.body.code).toBe(20000);
    await sweepExpired(hall.db, hall.app.payments, later(22));
    expect(await entryOf(first)).toMatchObject({ status: 'lapsed' });
    const next = await entryOf(second);
    expect(next).toMatchObject({ status: 'offered' });
    expect(next.seats.map((s) => s.sessionSeatId)).toEqual(returning);
  });

  it('an offer paid wholly in points is issued at once and the entry bought; an offered seat is in no one else’s cart', async () => {
    const { sessionId, ticketClassId, returning } = await soldOut(1);
    const [{ priceFen }] = await hall.db
      .select({ priceFen: ticketClasses.priceFen })
      .from(ticketClasses)
      .where(eq(ticketClasses.id, ticketClassId));
    const rich = await newMember(hall.db, { pointsBalance: priceFen });
    const browser = await newMember(hall.db);
    await join(rich, { sessionId, ticketClassId, quantity: 1 });
    // A seat in someone's cart before it came back is not theirs to settle once it is offered.
    expect(
      (await call(hall.app, 'POST', '/api/cart', { token: browser.token, body: { sessionId, seatIds: returning } })).body.code,
    ).not.toBe(20000);
    await sweepExpired(hall.db, hall.app.payments, later(11));
    const offer = await entryOf(rich);
    expect(offer).toMatchObject({ status: 'offered' });
    const carted = await call(hall.app, 'POST', '/api/cart', { token: browser.token, body: { sessionId, seatIds: returning } });
    expect(carted.body).toMatchObject({ code: Code.badRequest, subMsg: errorText('seatTaken'), data: { unavailable: returning } });

    const placed = await order(rich, { lines: { sessionId, seatIds: returning }, offerId: offer.id, points: priceFen });
    expect(placed.body.data).toMatchObject({ payFen: 0, status: 'issued' });
    expect(await entryOf(rich)).toMatchObject({ status: 'bought', orderId: placed.body.data.orderId });
    expect(await seatStatusOf(hall.db, returning)).toEqual(['sold']);
  });

  it('a member’s personal data lists their places in line; closing the account passes their offer to the next', async () => {
    const { sessionId, ticketClassId, returning } = await soldOut(1);
    const [first, second] = [await newMember(hall.db), await newMember(hall.db)];
    await join(first, { sessionId, ticketClassId, quantity: 1 });
    await join(second, { sessionId, ticketClassId, quantity: 1 });
    await sweepExpired(hall.db, hall.app.payments, later(11));
    const exported = await hall.app.inject({ method: 'GET', url: '/api/member/personal_data', headers: { access_token: first.token } });
    expect(exported.json().waitingList).toEqual([expect.objectContaining({ status: 'offered', ticketClassId, quantity: 1 })]);

    const code = await codeFor(hall.db, first.phone, 'CLOSE_ACCOUNT');
    expect((await call(hall.app, 'POST', '/api/member/close_account', { token: first.token, body: { code } })).body.code).toBe(20000);
    const [gone] = await hall.db.select().from(waitingEntries).where(eq(waitingEntries.memberId, first.id));
    expect(gone.status).toBe('left');
    const next = await entryOf(second);
    expect(next).toMatchObject({ status: 'offered' });
    expect(next.seats.map((s) => s.sessionSeatId)).toEqual(returning);
  });

  it('refuses more than the purchase limit, welfare or unknown classes, and members only', async () => {
    const { sessionId, ticketClassId } = await soldOut(1);
    const m = await newMember(hall.db);
    const { limitPerOrder } = await saleSession(hall.db);
    expectError(await join(m, { sessionId, ticketClassId, quantity: limitPerOrder + 1 }), Code.badRequest, 400);
    expectError(await join(m, { sessionId, ticketClassId: 999_999, quantity: 1 }), Code.notFound, 404);
    expectError(
      await call(hall.app, 'POST', '/api/waiting_list/join', { body: { sessionId, ticketClassId, quantity: 1 } }),
      Code.unauthorized,
      401,
    );
    expectError(await join(m, { sessionId, ticketClassId, quantity: 0 }), Code.badRequest, 400);
  });
});

describe('the waiting list of a class sold by stock', () => {
  it('holds returned tickets for the line and offers them by number', async () => {
    const editor = await newStaff(hall.app, hall.db, ['content']);
    const { sessionId, ticketClassId } = await stockSession(hall.app, hall.db, editor.token, 3);
    const [buyer, other, waiter] = [await newMember(hall.db), await newMember(hall.db), await newMember(hall.db)];
    await placeOrder(hall.app, buyer, sessionId, ticketClassId, 2);
    await placeOrder(hall.app, other, sessionId, ticketClassId, 1);
    expect((await join(waiter, { sessionId, ticketClassId, quantity: 2 })).body.code).toBe(20000);

    await sweepExpired(hall.db, hall.app.payments, later(11));
    const offer = await entryOf(waiter);
    expect(offer).toMatchObject({ status: 'offered', quantity: 2, seats: [] });
    // The third ticket came back too; with nobody else waiting it is on sale again.
    const [row] = await hall.db.select().from(ticketClasses).where(eq(ticketClasses.id, ticketClassId));
    expect(row).toMatchObject({ sold: 2, returnedHeld: 0 });

    expectError(
      await order(waiter, { lines: { sessionId, classes: [{ ticketClassId, quantity: 1 }] }, offerId: offer.id }),
      Code.badRequest,
      400,
      errorText('offerMismatch'),
    );
    const placed = await order(waiter, { lines: { sessionId, classes: [{ ticketClassId, quantity: 2 }] }, offerId: offer.id });
    expect(placed.body.code).toBe(20000);
    const [after] = await hall.db.select().from(ticketClasses).where(eq(ticketClasses.id, ticketClassId));
    expect(after).toMatchObject({ sold: 2, returnedHeld: 0 });
    const entries = await hall.db.select().from(waitingEntries).where(eq(waitingEntries.memberId, waiter.id));
    expect(entries).toMatchObject([{ status: 'ordered' }]);
  });
});

describe('the box office and a session’s waiting lists', () => {
  it('reads the lines and their outcomes, sets the offer window, closes the lists; the report counts the sales', async () => {
    const clerk = await newStaff(hall.app, hall.db, ['boxOffice']);
    const editor = await newStaff(hall.app, hall.db, ['content']);
    // A session of its own, so that its lists and report hold only this test's members.
    const { sessionId, ticketClassId } = await stockSession(hall.app, hall.db, editor.token, 2);
    await placeOrder(hall.app, await newMember(hall.db), sessionId, ticketClassId, 2);
    const [buyer, waiter] = [await newMember(hall.db), await newMember(hall.db)];
    const path = `/api/staff/sessions/${sessionId}/waiting_list`;
    expectError(await staffCall(hall.app, 'GET', path, { token: editor.token }), Code.forbidden, 403);
    expectError(
      await staffCall(hall.app, 'PUT', path, { token: clerk.token, body: { offerMinutes: 2, closed: false } }),
      Code.badRequest,
      400,
      errorText('offerMinutesRange'),
    );
    const set = await staffCall<StaffWaitingList>(hall.app, 'PUT', path, { token: clerk.token, body: { offerMinutes: 45, closed: false } });
    expect(set.body.data).toMatchObject({ offerMinutes: 45, closed: false });

    await join(buyer, { sessionId, ticketClassId, quantity: 1 });
    await join(waiter, { sessionId, ticketClassId, quantity: 2 });
    await sweepExpired(hall.db, hall.app.payments, later(11));
    const offer = await entryOf(buyer);
    // The window set by the box office: 45 minutes from the offer.
    expect(
      Date.parse(offer.offerExpiresAt!) -
        Date.parse((await hall.db.select().from(waitingEntries).where(eq(waitingEntries.id, offer.id)))[0].offeredAt!.toISOString()),
    ).toBe(45 * MINUTE);
    const placed = await order(buyer, { lines: { sessionId, classes: [{ ticketClassId, quantity: 1 }] }, offerId: offer.id });
    await payAtCashier(hall.app, await openSandboxTrade(hall.app, buyer, placed.body.data.orderId, '/api/pay/wx_pay_code'));

    const read = (await staffCall<StaffWaitingList>(hall.app, 'GET', path, { token: clerk.token })).body.data;
    const line = read.classes.find((c) => c.ticketClassId === ticketClassId)!;
    // One ticket back is held for the couple, who asked for two.
    expect(line).toMatchObject({ heldBack: 1, counts: { bought: 1, waiting: 1 } });
    expect(read.entries.map((e) => e.status)).toEqual(['bought', 'waiting']);
    expect(read.entries[0].phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(read.entries[0].orderNo).toBe(placed.body.data.orderNo);

    const report = (await staffCall<SessionReport>(hall.app, 'GET', `/api/staff/reports/sessions/${sessionId}`, { token: clerk.token }))
      .body.data;
    expect(report.waitingList).toEqual({ joined: 2, orders: 1, tickets: 1, revenueFen: placed.body.data.payFen });

    // Closing: the couple is told, and the ticket held for them goes back on sale.
    const closed = await staffCall<StaffWaitingList>(hall.app, 'PUT', path, {
      token: clerk.token,
      body: { offerMinutes: 45, closed: true },
    });
    expect(closed.body.data.entries.map((e) => e.status)).toEqual(['bought', 'closed']);
    const [stock] = await hall.db.select().from(ticketClasses).where(eq(ticketClasses.id, ticketClassId));
    expect(stock).toMatchObject({ sold: 1, returnedHeld: 0 });
    expect((await lettersOf(waiter)).map((l) => l.title)).toEqual([messagesFor('zh-CN').letters.waitingListClosed.title]);
    expectError(await join(await newMember(hall.db), { sessionId, ticketClassId, quantity: 1 }), Code.badRequest, 400);
    const [audited] = await hall.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'waitingList.update'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audited).toMatchObject({ target: `session:${sessionId}`, after: { offerMinutes: 45, closed: true } });
  });

  it('cancelling the session ends its lines: those in line are told', async () => {
    const clerk = await newStaff(hall.app, hall.db, ['boxOffice']);
    const editor = await newStaff(hall.app, hall.db, ['content']);
    const { sessionId, ticketClassId } = await stockSession(hall.app, hall.db, editor.token, 1);
    await placeOrder(hall.app, await newMember(hall.db), sessionId, ticketClassId, 1);
    const waiter = await newMember(hall.db);
    await join(waiter, { sessionId, ticketClassId, quantity: 1 });
    const cancelled = await staffCall(hall.app, 'POST', `/api/staff/reports/sessions/${sessionId}/cancel`, {
      token: clerk.token,
      body: { reason: '主演因病无法演出', enReason: 'the soloist is ill' },
    });
    expect(cancelled.body.code).toBe(20000);
    expect(await entryOf(waiter)).toMatchObject({ status: 'closed' });
    expect((await lettersOf(waiter)).map((l) => l.title)).toEqual([messagesFor('zh-CN').letters.waitingListClosed.title]);
  });
});
