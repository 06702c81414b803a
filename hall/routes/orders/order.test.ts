// Orders through the hall API: seat holds, limits, coupons, points, discount codes, real names, cancel and expiry
// returning everything, payment notifications (forged, wrong amount, repeated, late) and the provider check
// before an order closes.
import { and, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import {
  buyers,
  codePromotions,
  discountCodes,
  memberCoupons,
  members,
  orders,
  pointLedger,
  sessionSeats,
  ticketClasses,
} from '../../db/schema';
import { sandboxNotification } from '../../providers/pay/sandbox';
import { payTrade } from '../../providers/pay/sandbox-trades';
import { sandboxTrades } from '../../db/schema';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember, type TestMember } from '../../test/members';
import { freeSeats, saleSession, seatStatusOf, type SaleSession } from '../../test/orders';
import { storedCertificate } from '../../platform/certificates';

let hall: Hall;
let session: SaleSession;
beforeAll(async () => {
  hall = await startHall();
  session = await saleSession(hall.db);
});
afterAll(() => hall?.close());

const order = (m: TestMember, body: object) => call(hall.app, 'POST', '/api/order', { token: m.token, body });
const seatOrder = (m: TestMember, seatIds: number[], extra: object = {}) =>
  order(m, { lines: { sessionId: session.sessionId, seatIds }, ...extra });
const detail = async (m: TestMember, id: number) =>
  (await call(hall.app, 'GET', `/api/order/detail?id=${id}`, { token: m.token })).body.data;
const balanceOf = async (id: number) => (await hall.db.select({ p: members.pointsBalance }).from(members).where(eq(members.id, id)))[0].p;
const notify = (provider: 'alipay' | 'wechat', rawBody: string, headers: Record<string, string>) =>
  hall.app.inject({ method: 'POST', url: `/api/pay/notify/${provider}`, payload: rawBody, headers });

async function startAlipay(m: TestMember, orderId: number) {
  const res = await call(hall.app, 'POST', '/api/pay/ali', { token: m.token, body: { orderId } });
  expect(res.body.code).toBe(20000);
  const tradeNo = decodeURIComponent(res.body.data.url.split('/').pop());
  const [trade] = await hall.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
  return trade;
}

describe('POST /api/order holds seats', () => {
  it('holds two seats for the payment window and prices them', async () => {
    const m = await newMember(hall.db);
    const seats = await freeSeats(hall.db, session.sessionId, 2);
    const res = await seatOrder(
      m,
      seats.map((s) => s.id),
    );
    expect(res.body.code).toBe(20000);
    const total = seats[0].priceFen + seats[1].priceFen;
    expect(res.body.data).toMatchObject({ payFen: total, status: 'unpaid' });
    const minutes = (Date.parse(res.body.data.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);
    expect(
      await seatStatusOf(
        hall.db,
        seats.map((s) => s.id),
      ),
    ).toEqual(['held', 'held']);
    const view = await detail(m, res.body.data.orderId);
    expect(view).toMatchObject({ status: 'unpaid', totalFen: total, payFen: total });
    expect(view.items).toHaveLength(2);
    expect(view.items[0].ticketCode).toBeNull();
  });

  it('a seat held by one member is refused to the next, who is told plainly and gets nothing', async () => {
    const [a, b] = [await newMember(hall.db), await newMember(hall.db)];
    const seats = await freeSeats(hall.db, session.sessionId, 2);
    expect((await seatOrder(a, [seats[0].id])).body.code).toBe(20000);
    const res = await seatOrder(b, [seats[0].id, seats[1].id]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: Code.badRequest,
      subCode: null,
      subMsg: errorText('seatTaken'),
      data: { unavailable: [seats[0].id], taken: expect.any(Array), pending: [] },
    });
    // The refusal tells the map every seat taken now, as seat_status does: the one refused, not the one still free.
    const status = await call(hall.app, 'GET', `/api/session/${session.sessionId}/seat_status`);
    expect(res.body.data.taken).toEqual(status.body.data.taken);
    expect(res.body.data.taken).toEqual([...res.body.data.taken].sort((x: number, y: number) => x - y));
    expect(res.body.data.taken).toContain(seats[0].id);
    expect(res.body.data.taken).not.toContain(seats[1].id);
    expect(await seatStatusOf(hall.db, [seats[1].id])).toEqual(['available']);
    expect(await hall.db.select().from(orders).where(eq(orders.memberId, b.id))).toHaveLength(0);
  });

  it('a seat a read of the last second saw taken is refused without a query, and sold once that read is a second old', async () => {
    const [a, b] = [await newMember(hall.db), await newMember(hall.db)];
    const [seat] = await freeSeats(hall.db, session.sessionId, 1);
    const held = await seatOrder(a, [seat.id]);
    expect(held.body.code).toBe(20000);
    const status = await call(hall.app, 'GET', `/api/session/${session.sessionId}/seat_status`);
    expect(status.body.data.taken).toContain(seat.id);
    const cancelled = await call(hall.app, 'PUT', '/api/order/cancel', { token: a.token, body: { id: held.body.data.orderId } });
    expect(cancelled.body.code).toBe(20000);
    expect(await seatStatusOf(hall.db, [seat.id])).toEqual(['available']);
    // Freed, but the map (and this instance) read it taken a moment ago: refused as the map shows it.
    const early = await seatOrder(b, [seat.id]);
    expect({ subMsg: early.body.subMsg, unavailable: early.body.data.unavailable }).toEqual({
      subMsg: errorText('seatTaken'),
      unavailable: [seat.id],
    });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await seatOrder(b, [seat.id])).body.code).toBe(20000);
  });

  it('refuses more seats than the per-order limit, and more than the per-member limit across orders', async () => {
    const m = await newMember(hall.db);
    const seats = await freeSeats(hall.db, session.sessionId, session.limitPerMember + 1);
    const tooMany = await seatOrder(
      m,
      seats.slice(0, session.limitPerOrder + 1).map((s) => s.id),
    );
    expectError(tooMany, Code.badRequest, 400, errorText('overLimit', 'zh-CN', { limit: String(session.limitPerOrder) }));
    let bought = 0;
    while (bought + session.limitPerOrder <= session.limitPerMember) {
      const batch = seats.slice(bought, bought + session.limitPerOrder).map((s) => s.id);
      expect((await seatOrder(m, batch)).body.code).toBe(20000);
      bought += batch.length;
    }
    const over = await seatOrder(
      m,
      seats.slice(bought, session.limitPerMember + 1).map((s) => s.id),
    );
    expectError(over, Code.badRequest, 400, errorText('overLimit', 'zh-CN', { limit: String(session.limitPerMember) }));
  });

  it('refuses more tickets of a class than its limit per member, placed plainly or through the transaction', async () => {
    const seats = await freeSeats(hall.db, session.sessionId, 1);
    const [{ ticketClassId }] = await hall.db
      .select({ ticketClassId: sessionSeats.ticketClassId })
      .from(sessionSeats)
      .where(eq(sessionSeats.id, seats[0].id));
    const ofClass = (
      await hall.db
        .select({ id: sessionSeats.id })
        .from(sessionSeats)
        .where(and(eq(sessionSeats.ticketClassId, ticketClassId), eq(sessionSeats.status, 'available')))
        .orderBy(sessionSeats.id)
        .limit(4)
    ).map((s) => s.id);
    await hall.db.update(ticketClasses).set({ limitPerMember: 1 }).where(eq(ticketClasses.id, ticketClassId));
    try {
      const plain = await newMember(hall.db);
      expect((await seatOrder(plain, [ofClass[0]])).body.code).toBe(20000);
      expectError(await seatOrder(plain, [ofClass[1]]), Code.badRequest, 400, errorText('overLimit', 'zh-CN', { limit: '1' }));
      // Paying part in points takes createOrder's transaction: the same rule (one SQL function) answers.
      const withPoints = await newMember(hall.db, { pointsBalance: 100 });
      expect((await seatOrder(withPoints, [ofClass[2]], { points: 1 })).body.code).toBe(20000);
      const again = await seatOrder(withPoints, [ofClass[3]], { points: 1 });
      expectError(again, Code.badRequest, 400, errorText('overLimit', 'zh-CN', { limit: '1' }));
      expect(await seatStatusOf(hall.db, [ofClass[1], ofClass[3]])).toEqual(['available', 'available']);
      expect(await balanceOf(withPoints.id)).toBe(99);
    } finally {
      await hall.db.update(ticketClasses).set({ limitPerMember: null }).where(eq(ticketClasses.id, ticketClassId));
    }
  });

  it('needs a logged-in personal member', async () => {
    expectError(await call(hall.app, 'POST', '/api/order', { body: {} }), Code.unauthorized, 401, errorText('loginRequired'));
  });
});

describe('coupons, points and discount codes', () => {
  async function couponFor(m: TestMember, minSpendFen = 0, amountFen = 2000) {
    const day = 86_400_000;
    const [row] = await hall.db
      .insert(codePromotions)
      .values({
        name: '测试券',
        enName: 'Test coupon',
        showInfo: '',
        enShowInfo: '',
        couponType: 'performance',
        amountFen,
        minSpendFen,
        total: 10,
        claimFrom: new Date(Date.now() - day),
        claimTo: new Date(Date.now() + day),
      })
      .returning({ id: codePromotions.id });
    const claim = await call(hall.app, 'POST', '/api/member_code_promotion/send', { token: m.token, body: { codePromotionId: row.id } });
    expect(claim.body.code).toBe(20000);
    return claim.body.data.memberCouponId as number;
  }

  it('an order with a coupon, points and a code takes them; cancelling gives every one back', async () => {
    const m = await newMember(hall.db, { pointsBalance: 1000 });
    const coupon = await couponFor(m);
    const seats = await freeSeats(hall.db, session.sessionId, 2);
    const total = seats[0].priceFen + seats[1].priceFen;
    const [{ used: codeUsed }] = await hall.db.select().from(discountCodes).where(eq(discountCodes.code, 'MUSIC20'));
    const res = await seatOrder(
      m,
      seats.map((s) => s.id),
      { memberCouponId: coupon, points: 500, discountCode: 'music20' },
    );
    expect(res.body.code).toBe(20000);
    expect(res.body.data.payFen).toBe(total - 2000 - 2000 - 500);
    expect(await balanceOf(m.id)).toBe(500);
    const [c] = await hall.db.select().from(memberCoupons).where(eq(memberCoupons.id, coupon));
    expect(c.status).toBe('held');

    const cancel = await call(hall.app, 'PUT', '/api/order/cancel', { token: m.token, body: { id: res.body.data.orderId } });
    expect(cancel.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'member' });
    expect(await balanceOf(m.id)).toBe(1000);
    const [back] = await hall.db.select().from(memberCoupons).where(eq(memberCoupons.id, coupon));
    expect(back).toMatchObject({ status: 'unused', orderId: null });
    expect(
      await seatStatusOf(
        hall.db,
        seats.map((s) => s.id),
      ),
    ).toEqual(['available', 'available']);
    const [{ used }] = await hall.db.select().from(discountCodes).where(eq(discountCodes.code, 'MUSIC20'));
    expect(used).toBe(codeUsed);
    const ledger = await hall.db.select().from(pointLedger).where(eq(pointLedger.memberId, m.id)).orderBy(pointLedger.id);
    expect(ledger.map((l) => [l.reason, l.delta])).toEqual([
      ['order_spend', -500],
      ['order_return', 500],
    ]);
  });

  it('one single-use coupon on two concurrent orders: exactly one order gets it', async () => {
    const m = await newMember(hall.db);
    const coupon = await couponFor(m);
    const seats = await freeSeats(hall.db, session.sessionId, 2);
    const answers = await Promise.all(seats.map((s) => seatOrder(m, [s.id], { memberCouponId: coupon })));
    expect(answers.map((a) => a.body.code).sort((a, b) => a - b)).toEqual([20000, Code.badRequest]);
    expect(answers.find((a) => a.body.code !== 20000)!.body.subMsg).toBe(errorText('couponUnusable'));
  });

  it('a coupon over its permitted amount is disabled in the preview and refused by the order', async () => {
    const m = await newMember(hall.db);
    const coupon = await couponFor(m);
    await hall.db.execute(
      `update code_promotions set max_order_fen = 1 where id = (select code_promotion_id from member_coupons where id = ${coupon})`,
    );
    const seats = await freeSeats(hall.db, session.sessionId, 1);
    const preview = await call(
      hall.app,
      'GET',
      `/api/member_code_promotion/event_price?sessionId=${session.sessionId}&seatIds=${seats[0].id}`,
      { token: m.token },
    );
    expect(preview.body.data.coupons.find((c: { id: number }) => c.id === coupon)).toMatchObject({
      usable: false,
      unusableReason: 'overAmount',
    });
    expectError(await seatOrder(m, [seats[0].id], { memberCouponId: coupon }), Code.badRequest, 400, errorText('couponOverAmount'));
  });

  it('the preview reads the choice the settlement page carries, and names no tickets for a malformed one', async () => {
    const m = await newMember(hall.db);
    const seats = await freeSeats(hall.db, session.sessionId, 2);
    const price = (query: string) =>
      call(hall.app, 'GET', `/api/member_code_promotion/event_price?sessionId=${session.sessionId}&${query}`, { token: m.token });
    const preview = await price(`seatIds=${seats.map((s) => s.id).join(',')}`);
    expect(preview.body.data.lines.reduce((n: number, l: { quantity: number }) => n + l.quantity, 0)).toBe(2);
    for (const query of [`seatIds=${seats[0].id}&classes=7:2`, 'seatIds=1,,2', 'classes=7', 'seatIds=', `seatIds=${'1,'.repeat(20)}1`])
      expectError(await price(query), Code.badRequest, 400, errorText('noTickets'));
  });

  it('more points than the balance: point balance insufficient, nothing held', async () => {
    const m = await newMember(hall.db, { pointsBalance: 10 });
    const seats = await freeSeats(hall.db, session.sessionId, 1);
    expectError(await seatOrder(m, [seats[0].id], { points: 11 }), Code.badRequest, 400, errorText('pointsInsufficient'));
    expect(await seatStatusOf(hall.db, [seats[0].id])).toEqual(['available']);
  });

  it('point-only tickets are paid wholly in points and issued at once', async () => {
    const pointSession = await hall.db
      .select({ sessionId: sessionSeats.sessionId, id: sessionSeats.id, pointPrice: ticketClasses.pointPrice })
      .from(sessionSeats)
      .innerJoin(ticketClasses, eq(ticketClasses.id, sessionSeats.ticketClassId))
      .where(and(eq(ticketClasses.pointOnly, true), eq(sessionSeats.status, 'available'), eq(sessionSeats.sessionId, session.sessionId)))
      .limit(1);
    if (!pointSession.length) throw new Error('the seed has no point-only seat on the test session');
    const [{ id, pointPrice }] = pointSession;
    const poor = await newMember(hall.db, { pointsBalance: pointPrice! - 1 });
    expectError(await seatOrder(poor, [id]), Code.badRequest, 400, errorText('pointsInsufficient'));
    const rich = await newMember(hall.db, { pointsBalance: pointPrice! });
    const res = await seatOrder(rich, [id]);
    expect(res.body.data).toMatchObject({ status: 'issued', payFen: 0 });
    expect(await balanceOf(rich.id)).toBe(0);
    expect((await detail(rich, res.body.data.orderId)).items[0].ticketCode).toMatch(/^T[0-9A-Z]{19}$/);
  });
});

describe('real-name performances', () => {
  it('need one regular purchaser per ticket, and one ID buys the performance once', async () => {
    const named = await saleSession(hall.db, { realName: true });
    const [a, b] = [await newMember(hall.db), await newMember(hall.db)];
    const buyerOf = async (m: TestMember) =>
      (
        await hall.db
          .insert(buyers)
          .values({ memberId: m.id, name: '张三', ...storedCertificate('身份证', '11010519491231002X') })
          .returning()
      )[0].id;
    const seats = await freeSeats(hall.db, named.sessionId, 2);
    const lines = (i: number) => ({ sessionId: named.sessionId, seatIds: [seats[i].id] });
    expectError(await order(a, { lines: lines(0) }), Code.badRequest, 400, errorText('buyersNeeded'));
    expect((await order(a, { lines: lines(0), buyerIds: [await buyerOf(a)] })).body.code).toBe(20000);
    const again = await order(b, { lines: lines(1), buyerIds: [await buyerOf(b)] });
    expectError(again, Code.badRequest, 400, errorText('realNameOnce', 'zh-CN', { names: '张三' }));
  });
});

describe('payment', () => {
  async function unpaidOrder(m: TestMember, count = 2) {
    const seats = await freeSeats(hall.db, session.sessionId, count);
    const res = await seatOrder(
      m,
      seats.map((s) => s.id),
    );
    expect(res.body.code).toBe(20000);
    return { ...res.body.data, seatIds: seats.map((s) => s.id) };
  }

  it('the sandbox cashier pays: the order is issued with one e-ticket per seat, points earned once', async () => {
    const m = await newMember(hall.db);
    const o = await unpaidOrder(m);
    const trade = await startAlipay(m, o.orderId);
    const pay = await hall.app.inject({ method: 'POST', url: `/api/dev/cashier/${trade.tradeNo}/pay` });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toContain(`/paySuccess?orderId=${o.orderId}`);
    const view = await detail(m, o.orderId);
    expect(view).toMatchObject({ status: 'issued', payMethod: 'alipay', pointsEarned: Math.floor(o.payFen / 100) });
    expect(new Set(view.items.map((i: { ticketCode: string }) => i.ticketCode)).size).toBe(2);
    expect(await seatStatusOf(hall.db, o.seatIds)).toEqual(['sold', 'sold']);
    expect(await balanceOf(m.id)).toBe(Math.floor(o.payFen / 100));

    // The same notification again (providers retry): acknowledged, nothing changes.
    const { headers, rawBody } = sandboxNotification({ ...trade, state: 'paid', paidAt: new Date() } as never);
    const repeat = await notify('alipay', rawBody, headers);
    expect(repeat.body).toBe('success');
    expect(await balanceOf(m.id)).toBe(Math.floor(o.payFen / 100));
  });

  it('a forged notification is refused and changes nothing', async () => {
    const m = await newMember(hall.db);
    const o = await unpaidOrder(m, 1);
    const trade = await startAlipay(m, o.orderId);
    const { headers, rawBody } = sandboxNotification(
      { provider: 'alipay', orderNo: trade.orderNo, tradeNo: trade.tradeNo, amountFen: o.payFen, paidAt: new Date() },
      'not-the-key',
    );
    const res = await notify('alipay', rawBody, headers);
    // Alipay reads the body, not the status: anything but "success" means refused (and it will retry).
    expect(res.body).toBe('fail');
    expect((await detail(m, o.orderId)).status).toBe('unpaid');
  });

  it('WeChat Native answers a QR code URL', async () => {
    const m = await newMember(hall.db);
    const o = await unpaidOrder(m, 1);
    const res = await call(hall.app, 'POST', '/api/pay/wx_pay_code', { token: m.token, body: { orderId: o.orderId } });
    expect(res.body.data).toMatchObject({ kind: 'qr' });
    expect(res.body.data.codeUrl).toMatch(/\/api\/dev\/cashier\/SBXW/);
  });

  it('an order that expired unpaid returns its seats; a payment arriving afterwards is kept and marked for refund', async () => {
    const m = await newMember(hall.db);
    const o = await unpaidOrder(m, 1);
    const expire = await call(hall.app, 'POST', '/api/dev/order/expire', { body: { orderNo: o.orderNo } });
    expect(expire.body.data).toEqual({ outcome: 'released' });
    expect((await detail(m, o.orderId)).status).toBe('closed');
    expect(await seatStatusOf(hall.db, o.seatIds)).toEqual(['available']);

    const { headers, rawBody } = sandboxNotification({
      provider: 'wechat',
      orderNo: o.orderNo,
      tradeNo: 'LATE-1',
      amountFen: o.payFen,
      paidAt: new Date(),
    });
    expect((await notify('wechat', rawBody, headers)).statusCode).toBe(200);
    const view = await detail(m, o.orderId);
    expect(view).toMatchObject({ status: 'invalid', refundState: 'pending' });
    expect(await seatStatusOf(hall.db, o.seatIds)).toEqual(['available']);
  });

  it('before closing an expired order the provider is asked: a payment it reports issues the order instead', async () => {
    const m = await newMember(hall.db);
    const o = await unpaidOrder(m, 2);
    const trade = await startAlipay(m, o.orderId);
    // Paid at the provider, but the notification has not arrived (yet).
    expect((await payTrade(hall.db, trade.tradeNo)).outcome).toBe('paid');
    const expire = await call(hall.app, 'POST', '/api/dev/order/expire', { body: { orderNo: o.orderNo } });
    expect(expire.body.data).toEqual({ outcome: 'paid' });
    expect((await detail(m, o.orderId)).status).toBe('issued');
    expect(await seatStatusOf(hall.db, o.seatIds)).toEqual(['sold', 'sold']);
  });

  it('the provider is told to close an unpaid trade, so it cannot be paid after the order closed', async () => {
    const m = await newMember(hall.db);
    const o = await unpaidOrder(m, 1);
    const trade = await startAlipay(m, o.orderId);
    await call(hall.app, 'POST', '/api/dev/order/expire', { body: { orderNo: o.orderNo } });
    expect((await payTrade(hall.db, trade.tradeNo)).outcome).toBe('closed');
  });

  it('a closed order cannot be paid; an unpaid one cannot be invoiced; an issued one can, once', async () => {
    const m = await newMember(hall.db);
    const o = await unpaidOrder(m, 1);
    const invoice = { title: '滨江科技有限公司', taxNo: '91310000MA1FL0000N' };
    expectError(
      await call(hall.app, 'PUT', '/api/order/invoice', { token: m.token, body: { id: o.orderId, invoice } }),
      Code.badRequest,
      400,
      errorText('notInvoiceable'),
    );
    await hall.app.inject({ method: 'POST', url: `/api/dev/cashier/${(await startAlipay(m, o.orderId)).tradeNo}/pay` });
    const ok = await call(hall.app, 'PUT', '/api/order/invoice', { token: m.token, body: { id: o.orderId, invoice } });
    expect(ok.body.data.invoiceState).toBe('requested');
    // §7's POST /api/member/invoice is the same request: asked again through either name while it waits, it is a
    // correction (invoice-correction.test.ts checks the corrected details), and the invoice stays requested.
    for (const [method, url] of [
      ['PUT', '/api/order/invoice'],
      ['POST', '/api/member/invoice'],
    ] as const) {
      const again = await call(hall.app, method, url, { token: m.token, body: { id: o.orderId, invoice } });
      expect(again.body.data).toMatchObject({ invoiceState: 'requested', invoiceable: false });
    }
    const other = await unpaidOrder(m, 1);
    await hall.app.inject({ method: 'POST', url: `/api/dev/cashier/${(await startAlipay(m, other.orderId)).tradeNo}/pay` });
    expectError(
      await call(hall.app, 'POST', '/api/member/invoice', { token: m.token, body: { id: other.orderId, invoice: { title: '' } } }),
      Code.badRequest,
      400,
    );
    const viaMember = await call(hall.app, 'POST', '/api/member/invoice', { token: m.token, body: { id: other.orderId, invoice } });
    expect(viaMember.body.data).toMatchObject({ invoiceState: 'requested', invoiceable: false });

    const closed = await unpaidOrder(m, 1);
    await call(hall.app, 'PUT', '/api/order/cancel', { token: m.token, body: { id: closed.orderId } });
    expectError(
      await call(hall.app, 'POST', '/api/pay/ali', { token: m.token, body: { orderId: closed.orderId } }),
      Code.badRequest,
      400,
      errorText('cannotPay'),
    );
    expect((await call(hall.app, 'DELETE', `/api/order?id=${closed.orderId}`, { token: m.token })).body.code).toBe(20000);
    expect((await call(hall.app, 'GET', `/api/order/detail?id=${closed.orderId}`, { token: m.token })).status).toBe(404);
  });

  it('lists orders by tab', async () => {
    const m = await newMember(hall.db);
    await unpaidOrder(m, 1);
    const list = async (tab: string) => (await call(hall.app, 'GET', `/api/order?tab=${tab}`, { token: m.token })).body.data.total;
    expect(await list('unpaid')).toBe(1);
    expect(await list('issued')).toBe(0);
    expect(await list('all')).toBe(1);
  });
});

describe('cart', () => {
  it('adds seats, counts them, refuses an empty delete, and builds the settlement of one session', async () => {
    const m = await newMember(hall.db);
    const seats = await freeSeats(hall.db, session.sessionId, 2);
    const add = await call(hall.app, 'POST', '/api/cart', {
      token: m.token,
      body: { sessionId: session.sessionId, seatIds: seats.map((s) => s.id) },
    });
    expect(add.body.data).toEqual({ goodsTotalCount: 2 });
    const cart = (await call(hall.app, 'GET', '/api/cart', { token: m.token })).body.data;
    expect(cart.items.map((i: { available: boolean }) => i.available)).toEqual([true, true]);
    expectError(
      await call(hall.app, 'POST', '/api/cart/delete', { token: m.token, body: { ids: [] } }),
      Code.badRequest,
      400,
      errorText('selectToDelete'),
    );
    const ids = cart.items.map((i: { id: number }) => i.id);
    const build = await call(hall.app, 'POST', '/api/cart/limit_build', { token: m.token, body: { ids } });
    expect(build.body.data).toMatchObject({ sessionId: session.sessionId, seats: seats.map((s) => s.id).join(',') });

    // A seat someone else ordered meanwhile shows as unavailable and stops the settlement.
    const other = await newMember(hall.db);
    await seatOrder(other, [seats[0].id]);
    const after = (await call(hall.app, 'GET', '/api/cart', { token: m.token })).body.data;
    expect(after.items.map((i: { available: boolean }) => i.available)).toEqual([false, true]);
    expect((await call(hall.app, 'POST', '/api/cart/limit_build', { token: m.token, body: { ids } })).body.code).toBe(Code.badRequest);
    const del = await call(hall.app, 'POST', '/api/cart/delete', { token: m.token, body: { ids: [ids[0]] } });
    expect(del.body.data).toEqual({ goodsTotalCount: 1 });
  });
});
