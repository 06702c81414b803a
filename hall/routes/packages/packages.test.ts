// Package cards through the hall API: the card on sale and what it covers, buying it as an order of kind
// 'package' (held, paid in the WeChat sandbox, then the member's card with its number and credits), paying tickets
// with it at the settlement (no money, one credit each, at most two of one performance, the credit back when the
// order ends), the feature switched off, and the §8 refusals that change nothing.
import { eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { OrderPage, OrderView, PricePreview } from '@/lib/contract/order';
import type { MemberCardView, PackageCardView, PackageOrderView, SessionCardView, SettlementCardView } from '@/lib/contract/package';
import { memberCards, orders, packageCardPerformances, packageCards, siteParams } from '../../db/schema';
import { closeUnpaidOrder } from '../../services/orders/close';
import { cancelPaidOrderByHall } from '../../services/tickets/hall-cancel';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember, type TestMember } from '../../test/members';
import { buyCard, coveredSessions, creditsUsedOf, seasonPass, seatsOf, type PackageCardRow } from '../../test/packages';

let hall: Hall;
let pass: PackageCardRow;
beforeAll(async () => {
  hall = await startHall();
  pass = await seasonPass(hall.db);
});
afterAll(() => hall?.close());

const get = <T>(m: TestMember | null, url: string) => call<T>(hall.app, 'GET', url, m ? { token: m.token } : {});
const soldOf = async () => (await hall.db.select({ s: packageCards.sold }).from(packageCards).where(eq(packageCards.id, pass.id)))[0].s;
const setOpen = (open: boolean) =>
  hall.db
    .update(siteParams)
    .set({ value: open ? '1' : '0' })
    .where(eq(siteParams.key, 'site.packageOpen'));

describe('the card on sale', () => {
  it('is open by default and shows its terms, stock left and the performances and classes it covers', async () => {
    expect((await get(null, '/api/fala_card/is_open')).body.data).toEqual({ open: true });
    const card = (await get<PackageCardView>(null, '/api/fala_card/detail')).body.data;
    expect(card).toMatchObject({ id: pass.id, credits: 10, perPerformance: 2, limitPerMember: 2, saleState: 'onSale' });
    expect(card.stockLeft).toBe(pass.stock - pass.sold);
    expect(card.terms).toContain('<p>');
    expect(card.performances.length).toBeGreaterThan(3);
    for (const p of card.performances) {
      expect(p.classes.length).toBeGreaterThan(0);
      // B class and below: every class covered is at or below the ceiling, the dearest being the ceiling itself.
      expect(p.classes.every((c) => c.priceFen <= p.maxPriceFen)).toBe(true);
      expect(p.classes[0].priceFen).toBe(p.maxPriceFen);
    }
    expect((await get<PackageCardView>(null, `/api/fala_card/detail?id=${pass.id}`)).body.data.id).toBe(pass.id);
  });

  it('switched off: is_open says so, the detail and buying are refused in words, nothing is held', async () => {
    const m = await newMember(hall.db);
    await setOpen(false);
    try {
      expect((await get(null, '/api/fala_card/is_open')).body.data).toEqual({ open: false });
      expectError(await get(null, '/api/fala_card/detail'), Code.badRequest, 400, errorText('packagesClosed'));
      const sold = await soldOf();
      const res = await call(hall.app, 'POST', '/api/fala_order', { token: m.token, body: { packageCardId: pass.id } });
      expectError(res, Code.badRequest, 400, errorText('packagesClosed'));
      expect(await soldOf()).toBe(sold);
    } finally {
      await setOpen(true);
    }
  });
});

describe('buying a card', () => {
  it('holds one card for the payment window, makes the member’s card when paid, and lists the order with its card number', async () => {
    const m = await newMember(hall.db);
    const sold = await soldOf();
    const placed = await call(hall.app, 'POST', '/api/fala_order', { token: m.token, body: { packageCardId: pass.id } });
    expect(placed.body.data).toMatchObject({ status: 'unpaid', payFen: pass.priceFen });
    expect(await soldOf()).toBe(sold + 1);
    const unpaid = (await get<PackageOrderView>(m, `/api/fala_order/detail?id=${placed.body.data.orderId}`)).body.data;
    expect(unpaid).toMatchObject({ kind: 'package', status: 'unpaid', packageCardId: pass.id, cardNo: null });
    expect(unpaid.subject.title).toBe('乐季十场通票');
    // Expired unpaid: the card goes back to the stock.
    const [order] = await hall.db.select().from(orders).where(eq(orders.id, placed.body.data.orderId));
    await hall.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    await closeUnpaidOrder(hall.db, hall.app.payments, order.id, 'expired');
    expect(await soldOf()).toBe(sold);
    expect((await call(hall.app, 'DELETE', `/api/fala_order?id=${order.id}`, { token: m.token })).body.code).toBe(20000);

    const { orderId, card } = await buyCard(hall.app, hall.db, m, pass.id);
    expect(card).toMatchObject({ memberId: m.id, credits: 10, creditsUsed: 0 });
    expect(card.cardNo).toMatch(/^P\d{14}$/);
    const list = (await get<{ list: PackageOrderView[]; total: number }>(m, '/api/fala_order')).body.data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ id: orderId, status: 'issued', payMethod: 'wechat', cardNo: card.cardNo });
    const cards = (await get<MemberCardView[]>(m, '/api/member_card')).body.data;
    expect(cards).toEqual([expect.objectContaining({ cardNo: card.cardNo, credits: 10, creditsLeft: 10, expired: false, tickets: [] })]);
    // A paid card cannot be deleted from the list; the order is not one of the ticket kinds' only.
    expectError(await call(hall.app, 'DELETE', `/api/fala_order?id=${orderId}`, { token: m.token }), Code.badRequest, 400);
  });

  it('has a type of its own in the member’s orders, apart from ticket orders', async () => {
    const m = await newMember(hall.db);
    const { orderId } = await buyCard(hall.app, hall.db, m, pass.id);
    const listed = async (type: string) => (await get<OrderPage>(m, `/api/order?tab=all&type=${type}`)).body.data.list.map((o) => o.id);
    expect(await listed('package')).toEqual([orderId]);
    expect(await listed('performance')).toEqual([]);
    expect((await get<OrderView>(m, `/api/order/detail?id=${orderId}`)).body.data.goods).toBeNull();
  });

  it('lists the member’s card with the performances it pays, the way to use it', async () => {
    const m = await newMember(hall.db);
    await buyCard(hall.app, hall.db, m, pass.id);
    const [card] = (await get<MemberCardView[]>(m, '/api/member_card')).body.data;
    const covered = await hall.db
      .select({ id: packageCardPerformances.performanceId })
      .from(packageCardPerformances)
      .where(eq(packageCardPerformances.packageCardId, pass.id));
    expect(covered.length).toBeGreaterThan(0);
    expect([...card.performanceIds].sort((a, b) => a - b)).toEqual(covered.map((c) => c.id).sort((a, b) => a - b));
  });

  it('at most two per member, counting unpaid ones; none when sold out', async () => {
    const m = await newMember(hall.db);
    await buyCard(hall.app, hall.db, m, pass.id);
    expect((await call(hall.app, 'POST', '/api/fala_order', { token: m.token, body: { packageCardId: pass.id } })).body.code).toBe(20000);
    const third = await call(hall.app, 'POST', '/api/fala_order', { token: m.token, body: { packageCardId: pass.id } });
    expectError(third, Code.badRequest, 400, errorText('packageOverLimit', 'zh-CN', { limit: '2' }));

    const other = await newMember(hall.db);
    const [{ stock }] = await hall.db.select({ stock: packageCards.stock }).from(packageCards).where(eq(packageCards.id, pass.id));
    await hall.db
      .update(packageCards)
      .set({ stock: await soldOf() })
      .where(eq(packageCards.id, pass.id));
    try {
      const res = await call(hall.app, 'POST', '/api/fala_order', { token: other.token, body: { packageCardId: pass.id } });
      expectError(res, Code.badRequest, 400, errorText('packageSoldOut'));
    } finally {
      await hall.db.update(packageCards).set({ stock }).where(eq(packageCards.id, pass.id));
    }
  });

  it('refuses bad input in the envelope and writes nothing', async () => {
    const m = await newMember(hall.db);
    const sold = await soldOf();
    for (const body of [{}, { packageCardId: 'abc' }, { packageCardId: -1 }, { packageCardId: 1e12 }]) {
      expectError(await call(hall.app, 'POST', '/api/fala_order', { token: m.token, body }), Code.badRequest, 400);
    }
    expectError(await call(hall.app, 'POST', '/api/fala_order', { token: m.token, body: { packageCardId: 999999 } }), Code.notFound, 404);
    expectError(await call(hall.app, 'POST', '/api/fala_order', { body: { packageCardId: pass.id } }), Code.unauthorized, 401);
    expectError(await get(m, '/api/fala_order/detail?id=abc'), Code.badRequest, 400);
    expectError(await get(null, '/api/fala_card/detail?id=-3'), Code.badRequest, 400);
    expectError(await get(null, '/api/fala_card/detail?id=999999'), Code.notFound, 404);
    expectError(await get(m, '/api/member/card_ticket'), Code.badRequest, 400);
    expectError(await get(m, '/api/member/js_ticket?sessionId=1'), Code.badRequest, 400, errorText('noTickets'));
    expectError(await get(null, '/api/member_card'), Code.unauthorized, 401);
    expect(await soldOf()).toBe(sold);
    expect(await hall.db.select().from(orders).where(eq(orders.memberId, m.id))).toEqual([]);
  });
});

describe('paying tickets with the card', () => {
  it('pays covered tickets without money, two of one performance at most, and gives the credit back when an order ends', async () => {
    const m = await newMember(hall.db);
    const { card } = await buyCard(hall.app, hall.db, m, pass.id);
    const [session] = await coveredSessions(hall.db, pass.id);
    const [covered1, covered2, covered3] = await seatsOf(hall.db, session.sessionId, session.maxPriceFen, true, 3);
    const [dearer] = await seatsOf(hall.db, session.sessionId, session.maxPriceFen, false, 1);

    // What the settlement offers: the card for a covered seat, not for a dearer one.
    const here = (await get<SessionCardView[]>(m, `/api/member/card_ticket?sessionId=${session.sessionId}`)).body.data;
    expect(here).toEqual([expect.objectContaining({ memberCardId: card.id, creditsLeft: 10, leftHere: 2 })]);
    const offer = async (seatIds: number[]) =>
      (await get<SettlementCardView[]>(m, `/api/member/js_ticket?sessionId=${session.sessionId}&seatIds=${seatIds.join(',')}`)).body.data;
    expect(await offer([covered1.id])).toEqual([expect.objectContaining({ memberCardId: card.id, pays: 1, usable: true })]);
    expect(await offer([dearer.id])).toEqual([expect.objectContaining({ pays: 0, usable: false, reason: 'noCoveredTickets' })]);
    const preview = (
      await get<PricePreview>(
        m,
        `/api/member_code_promotion/event_price?sessionId=${session.sessionId}&seatIds=${covered1.id},${dearer.id}&memberCardId=${card.id}`,
      )
    ).body.data;
    expect(preview).toMatchObject({ cardTickets: 1, totalFen: dearer.priceFen, payFen: dearer.priceFen });

    const order = (body: object) => call(hall.app, 'POST', '/api/order', { token: m.token, body });
    // One covered ticket: nothing to pay, issued at once, one credit.
    const first = await order({ lines: { sessionId: session.sessionId, seatIds: [covered1.id] }, memberCardId: card.id });
    expect(first.body).toMatchObject({ code: 20000, data: { status: 'issued', payFen: 0 } });
    expect(await creditsUsedOf(hall.db, card.id)).toBe(1);
    const issued = (await get<OrderView>(m, `/api/order/detail?id=${first.body.data.orderId}`)).body.data;
    expect(issued).toMatchObject({ payMethod: 'card', cardTickets: 1, totalFen: 0 });
    expect(issued.items[0]).toMatchObject({ priceFen: 0, byCard: true });

    // A covered and a dearer ticket: the card pays one, money the other; unpaid, holding the credit.
    const second = await order({ lines: { sessionId: session.sessionId, seatIds: [covered2.id, dearer.id] }, memberCardId: card.id });
    expect(second.body.data).toMatchObject({ status: 'unpaid', payFen: dearer.priceFen });
    expect(await creditsUsedOf(hall.db, card.id)).toBe(2);

    // A third covered ticket of the same performance: refused in words, nothing held.
    const third = await order({ lines: { sessionId: session.sessionId, seatIds: [covered3.id] }, memberCardId: card.id });
    expectError(third, Code.badRequest, 400, errorText('cardPerformanceCap', 'zh-CN', { cap: '2', left: '0' }));
    expect(await creditsUsedOf(hall.db, card.id)).toBe(2);
    expect(await offer([covered3.id])).toEqual([expect.objectContaining({ usable: false, reason: 'performanceCap', leftHere: 0 })]);

    // Cancelling the unpaid order gives its credit back; the card lists the ticket still standing.
    expect((await call(hall.app, 'PUT', '/api/order/cancel', { token: m.token, body: { id: second.body.data.orderId } })).body.code).toBe(
      20000,
    );
    expect(await creditsUsedOf(hall.db, card.id)).toBe(1);
    const [mine] = (await get<MemberCardView[]>(m, '/api/member_card')).body.data;
    expect(mine).toMatchObject({ creditsLeft: 9 });
    expect(mine.tickets).toEqual([
      expect.objectContaining({ orderId: first.body.data.orderId, status: 'issued', performanceId: session.performanceId }),
    ]);

    // The hall cancelling the session's paid order gives the credit back too.
    await hall.db.transaction((tx) => cancelPaidOrderByHall(tx, first.body.data.orderId, { reason: '测试', enReason: 'test' }));
    expect(await creditsUsedOf(hall.db, card.id)).toBe(0);
  });

  it('a card that cannot pay is refused with the reason: someone else’s, expired, out of credits', async () => {
    const m = await newMember(hall.db);
    const other = await newMember(hall.db);
    const { card } = await buyCard(hall.app, hall.db, m, pass.id);
    const sessions = await coveredSessions(hall.db, pass.id);
    const session = sessions[sessions.length - 1];
    const [seat] = await seatsOf(hall.db, session.sessionId, session.maxPriceFen, true, 1);
    const lines = { sessionId: session.sessionId, seatIds: [seat.id] };
    const order = (who: TestMember, memberCardId: number) =>
      call(hall.app, 'POST', '/api/order', { token: who.token, body: { lines, memberCardId } });

    expectError(await order(other, card.id), Code.notFound, 404);
    await hall.db.update(memberCards).set({ creditsUsed: 10 }).where(eq(memberCards.id, card.id));
    expectError(await order(m, card.id), Code.badRequest, 400, errorText('cardTooFewCredits', 'zh-CN', { left: '0' }));
    await hall.db
      .update(memberCards)
      .set({ creditsUsed: 0, validUntil: new Date(Date.now() - 1000) })
      .where(eq(memberCards.id, card.id));
    expectError(await order(m, card.id), Code.badRequest, 400, errorText('cardCoversNone'));
    expect((await get<MemberCardView[]>(m, '/api/member_card')).body.data[0]).toMatchObject({ expired: true });
    // An expired card is no longer offered at the settlement.
    expect((await get(m, `/api/member/js_ticket?sessionId=${session.sessionId}&seatIds=${seat.id}`)).body.data).toEqual([]);
    expect(await hall.db.select().from(orders).where(eq(orders.memberId, other.id))).toEqual([]);
  });
});
