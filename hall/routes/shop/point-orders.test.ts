// The points shop's orders through the hall API: redeeming catering wholly in points (issued at once,
// a pick-up code valid for the goods' days), delivered goods with freight in cash paid like tickets, expiry
// giving stock and points back through the ledger, a late payment kept for refund, the §8 refusals, deleting
// closed orders, and the ledger summing to every balance.
import { eq, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { OrderCreated, OrderPage } from '@/lib/contract/order';
import type { PointOrderView } from '@/lib/contract/shop';
import { goods, members, orders, pointLedger, receivers, shopOrders } from '../../db/schema';
import { sandboxNotification } from '../../providers/pay/sandbox';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember, type TestMember } from '../../test/members';
import { ADDRESS, goodsOf as seededGoods, receiverFor as addReceiver, type GoodsRow } from '../../test/shop';

let hall: Hall;
/** Every member made here and the balance they started with, for the ledger check at the end. */
const opening = new Map<number, number>();
async function member(pointsBalance = 0): Promise<TestMember> {
  const m = await newMember(hall.db, { pointsBalance });
  opening.set(m.id, pointsBalance);
  return m;
}
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

/** A seeded goods of the given fulfilment, on sale with room in stock. */
const goodsOf = (fulfilment: 'delivery' | 'pickup', options?: { cash?: boolean }) => seededGoods(hall.db, fulfilment, options);
const receiverFor = (m: TestMember, fields: Partial<typeof ADDRESS> = {}) => addReceiver(hall.db, m, fields);

const redeem = (m: TestMember, body: object) => call<OrderCreated>(hall.app, 'POST', '/api/point_order/create', { token: m.token, body });
const detail = async (m: TestMember, id: number) =>
  (await call<PointOrderView>(hall.app, 'GET', `/api/point_order/detail?id=${id}`, { token: m.token })).body.data;
const balanceOf = async (id: number) => (await hall.db.select({ p: members.pointsBalance }).from(members).where(eq(members.id, id)))[0].p;
const soldOf = async (id: number) => (await hall.db.select({ s: goods.sold }).from(goods).where(eq(goods.id, id)))[0].s;
const ledgerOf = async (memberId: number) =>
  (await hall.db.select().from(pointLedger).where(eq(pointLedger.memberId, memberId)).orderBy(pointLedger.id)).map((l) => [
    l.reason,
    l.delta,
  ]);

async function payInSandbox(m: TestMember, orderId: number) {
  const start = await call(hall.app, 'POST', '/api/pay/ali', { token: m.token, body: { orderId } });
  expect(start.body.code).toBe(20000);
  const tradeNo = decodeURIComponent(start.body.data.url.split('/').pop());
  const paid = await hall.app.inject({ method: 'POST', url: `/api/dev/cashier/${tradeNo}/pay` });
  expect(paid.statusCode).toBe(303);
  // The payer comes back to the shop's own result page.
  expect(paid.headers.location).toContain(`/pointsPaySuccess?orderId=${orderId}`);
}

describe('redeeming', () => {
  it('catering wholly in points is issued at once, with a pick-up code valid for the goods’ days', async () => {
    const item = await goodsOf('pickup');
    const m = await member(item.pointPrice * 2 + 7);
    const soldBefore = await soldOf(item.id);
    const res = await redeem(m, { goodsId: item.id, quantity: 2 });
    expect(res.body.data).toMatchObject({ status: 'issued', payFen: 0 });

    expect(await balanceOf(m.id)).toBe(7);
    expect(await soldOf(item.id)).toBe(soldBefore + 2);
    expect(await ledgerOf(m.id)).toEqual([['shop_spend', -item.pointPrice * 2]]);
    const order = await detail(m, res.body.data.orderId);
    expect(order).toMatchObject({ kind: 'point', status: 'issued', payFen: 0, pointsUsed: item.pointPrice * 2 });
    expect(order.subject).toMatchObject({ title: item.name, image: item.image, startTime: null });
    expect(order.items).toEqual([expect.objectContaining({ name: item.name, quantity: 2, pointPrice: item.pointPrice, seat: null })]);
    expect(order.shop).toMatchObject({
      fulfilment: 'pickup',
      state: 'to_collect',
      receiver: null,
      freightFen: 0,
      goodsPoints: item.pointPrice * 2,
    });
    expect(order.shop.pickupCode).toMatch(/^T\w{19}$/);
    const validDays = (new Date(order.shop.pickupValidUntil!).getTime() - new Date(order.paidAt!).getTime()) / 86_400_000;
    expect(validDays).toBe(item.validDays);
  });

  it('delivered goods add freight in cash: unpaid until paid like tickets, then to ship, the address kept as it was', async () => {
    const item = await goodsOf('delivery');
    const m = await member(100_000);
    const address = await receiverFor(m);
    const res = await redeem(m, { goodsId: item.id, quantity: 1, receiverId: address.id });
    expect(res.body.data.status).toBe('unpaid');
    const unpaid = await detail(m, res.body.data.orderId);
    expect(unpaid.shop.freightFen).toBeGreaterThan(0);
    expect(unpaid).toMatchObject({ payFen: unpaid.shop.freightFen, shop: { state: 'unpaid', receiver: ADDRESS, pickupCode: null } });

    // The member edits the address afterwards: the parcel still goes where it was sent.
    await hall.db.update(receivers).set({ address: '别处 1 号' }).where(eq(receivers.id, address.id));
    await payInSandbox(m, res.body.data.orderId);
    const paid = await detail(m, res.body.data.orderId);
    expect(paid).toMatchObject({ status: 'issued', payMethod: 'alipay', shop: { state: 'to_ship', receiver: ADDRESS } });
    expect(paid.pointsEarned).toBe(Math.floor(paid.payFen / 100));
  });

  it('an unpaid redemption that expires gives its stock and points back, in the ledger’s words', async () => {
    const item = await goodsOf('delivery');
    const m = await member(item.pointPrice);
    const address = await receiverFor(m);
    const soldBefore = await soldOf(item.id);
    const res = await redeem(m, { goodsId: item.id, quantity: 1, receiverId: address.id });
    expect(await balanceOf(m.id)).toBe(0);
    const expire = await call(hall.app, 'POST', '/api/dev/order/expire', { body: { orderNo: res.body.data.orderNo } });
    expect(expire.body.data).toEqual({ outcome: 'released' });
    expect(await balanceOf(m.id)).toBe(item.pointPrice);
    expect(await soldOf(item.id)).toBe(soldBefore);
    expect(await ledgerOf(m.id)).toEqual([
      ['shop_spend', -item.pointPrice],
      ['shop_return', item.pointPrice],
    ]);
    expect((await detail(m, res.body.data.orderId)).shop.state).toBe('cancelled');

    // The freight paid after the order closed is kept and marked for refund, never lost.
    const { headers, rawBody } = sandboxNotification({
      provider: 'alipay',
      orderNo: res.body.data.orderNo,
      tradeNo: `LATE-SHOP-${res.body.data.orderId}`,
      amountFen: res.body.data.payFen,
      paidAt: new Date(),
    });
    expect((await hall.app.inject({ method: 'POST', url: '/api/pay/notify/alipay', payload: rawBody, headers })).statusCode).toBe(200);
    expect(await detail(m, res.body.data.orderId)).toMatchObject({
      status: 'invalid',
      refundState: 'pending',
      shop: { state: 'refund_pending' },
    });
    expect(await soldOf(item.id)).toBe(soldBefore);
  });

  it('goods with a cash part charge it beside the points', async () => {
    const item = await goodsOf('delivery', { cash: true });
    const m = await member(item.pointPrice);
    const address = await receiverFor(m);
    const res = await redeem(m, { goodsId: item.id, quantity: 1, receiverId: address.id });
    const order = await detail(m, res.body.data.orderId);
    expect(order.payFen).toBe(item.priceFen + order.shop.freightFen);
  });
});

describe('refusals change nothing', () => {
  const state = async (m: TestMember, goodsId: number) => ({
    balance: await balanceOf(m.id),
    sold: await soldOf(goodsId),
    orders: (await hall.db.select().from(orders).where(eq(orders.memberId, m.id))).length,
    shop: (await hall.db.select().from(shopOrders)).length,
    ledger: (await ledgerOf(m.id)).length,
  });

  it.each([
    [
      'point balance insufficient',
      'pickup',
      (g: GoodsRow) => ({ balance: g.pointPrice - 1, body: { goodsId: g.id, quantity: 1 } }),
      'pointsInsufficient',
    ],
    [
      'quantity exceeds the purchase limit',
      'pickup',
      (g: GoodsRow) => ({ balance: 10_000_000, body: { goodsId: g.id, quantity: g.limitPerMember + 1 } }),
      'shopOverLimit',
    ],
    [
      'delivered goods without an address',
      'delivery',
      (g: GoodsRow) => ({ balance: 10_000_000, body: { goodsId: g.id, quantity: 1 } }),
      'receiverRequired',
    ],
  ] as const)('%s', async (_, fulfilment, setup, key) => {
    const item = await goodsOf(fulfilment);
    const { balance, body } = setup(item);
    const m = await member(balance);
    const before = await state(m, item.id);
    const values: Record<string, string> = key === 'shopOverLimit' ? { limit: String(item.limitPerMember) } : {};
    expectError(await redeem(m, body), Code.badRequest, 400, errorText(key, 'zh-CN', values));
    expect(await state(m, item.id)).toEqual(before);
  });

  it('someone else’s address', async () => {
    const item = await goodsOf('delivery');
    const [m, other] = [await member(10_000_000), await member()];
    const theirs = await receiverFor(other);
    const before = await state(m, item.id);
    expectError(
      await redeem(m, { goodsId: item.id, quantity: 1, receiverId: theirs.id }),
      Code.badRequest,
      400,
      errorText('receiverNotFound'),
    );
    expect(await state(m, item.id)).toEqual(before);
  });

  it('the limit counts what the member already holds', async () => {
    const item = await goodsOf('pickup');
    const m = await member(10_000_000);
    expect((await redeem(m, { goodsId: item.id, quantity: item.limitPerMember })).body.code).toBe(20000);
    expectError(
      await redeem(m, { goodsId: item.id, quantity: 1 }),
      Code.badRequest,
      400,
      errorText('shopOverLimit', 'zh-CN', { limit: String(item.limitPerMember) }),
    );
  });

  it.each([
    [{ goodsId: 1, quantity: 0 }],
    [{ goodsId: 1, quantity: -3 }],
    [{ goodsId: 1, quantity: 1e9 }],
    [{ goodsId: 1, quantity: 1.5 }],
    [{ goodsId: 'one', quantity: 1 }],
    [{ quantity: 1 }],
  ])('bad input %j: a 40000 envelope with its reason', async (body) => {
    const m = await member(10_000_000);
    const before = await state(m, 1);
    const res = await redeem(m, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: Code.badRequest, subMsg: expect.any(String) });
    expect(await state(m, 1)).toEqual(before);
  });

  it('unknown goods are not found', async () => {
    const m = await member(10_000_000);
    expectError(await redeem(m, { goodsId: 999_999, quantity: 1 }), Code.notFound, 404);
  });

  it('goods outside their sale window are refused', async () => {
    const item = await goodsOf('pickup');
    await hall.db
      .update(goods)
      .set({ saleFrom: new Date(Date.now() + 86_400_000) })
      .where(eq(goods.id, item.id));
    const m = await member(10_000_000);
    expectError(await redeem(m, { goodsId: item.id, quantity: 1 }), Code.badRequest, 400, errorText('goodsNotOnSale'));
    await hall.db.update(goods).set({ saleFrom: null }).where(eq(goods.id, item.id));
  });

  it('is for logged-in members', async () => {
    expectError(await call(hall.app, 'POST', '/api/point_order/create', { body: { goodsId: 1, quantity: 1 } }), Code.unauthorized, 401);
  });
});

describe('the member’s shop orders', () => {
  it('lists only shop orders, and deletes closed ones only', async () => {
    const item = await goodsOf('delivery');
    const m = await member(10_000_000);
    const address = await receiverFor(m);
    const kept = (await redeem(m, { goodsId: item.id, quantity: 1, receiverId: address.id })).body.data;
    const closed = (await redeem(m, { goodsId: item.id, quantity: 1, receiverId: address.id })).body.data;
    await call(hall.app, 'PUT', '/api/order/cancel', { token: m.token, body: { id: closed.orderId } });

    const list = await call<{ list: PointOrderView[]; total: number }>(hall.app, 'GET', '/api/point_order', { token: m.token });
    expect(list.body.data.list.map((o) => [o.orderNo, o.shop.state])).toEqual([
      [closed.orderNo, 'cancelled'],
      [kept.orderNo, 'unpaid'],
    ]);

    expectError(
      await call(hall.app, 'DELETE', `/api/point_order?id=${kept.orderId}`, { token: m.token }),
      Code.badRequest,
      400,
      errorText('orderNotDeletable'),
    );
    expect((await call(hall.app, 'DELETE', `/api/point_order?id=${closed.orderId}`, { token: m.token })).body.code).toBe(20000);
    expect((await call<{ total: number }>(hall.app, 'GET', '/api/point_order', { token: m.token })).body.data.total).toBe(1);
    const other = await member();
    expectError(await call(hall.app, 'GET', `/api/point_order/detail?id=${kept.orderId}`, { token: other.token }), Code.notFound, 404);
    expectError(await call(hall.app, 'GET', '/api/point_order/detail?id=abc', { token: m.token }), Code.badRequest, 400);
  });

  it('in the member’s orders, each says how its goods reach them and, once paid, how far they have gone', async () => {
    const parcel = await goodsOf('delivery');
    const voucher = await goodsOf('pickup');
    const m = await member(100_000);
    const address = await receiverFor(m);
    const sent = (await redeem(m, { goodsId: parcel.id, quantity: 1, receiverId: address.id })).body.data;
    const kept = (await redeem(m, { goodsId: voucher.id, quantity: 1 })).body.data;
    const listed = async () => {
      const page = await call<OrderPage>(hall.app, 'GET', '/api/order?tab=all', { token: m.token });
      return new Map(page.body.data.list.map((o) => [o.id, o.goods]));
    };
    expect(await listed()).toEqual(
      new Map([
        [kept.orderId, { fulfilment: 'pickup', handover: 'to_collect' }],
        [sent.orderId, { fulfilment: 'delivery', handover: null }],
      ]),
    );
    await payInSandbox(m, sent.orderId);
    expect((await listed()).get(sent.orderId)).toEqual({ fulfilment: 'delivery', handover: 'to_ship' });
    const shipped = await hall.app.inject({
      method: 'POST',
      url: '/api/dev/express/ship',
      payload: { orderId: sent.orderId, carrier: 'shunfeng', trackingNo: 'SF20261127001' },
    });
    expect(shipped.statusCode).toBe(200);
    expect((await listed()).get(sent.orderId)).toEqual({ fulfilment: 'delivery', handover: 'shipped' });
    // One reading: the shop's own list says the same.
    expect((await detail(m, sent.orderId)).shop.state).toBe('shipped');
    expect((await detail(m, kept.orderId)).shop.state).toBe('to_collect');
  });

  it('after all of the above, every balance is its opening plus what the ledger moved', async () => {
    for (const [id, start] of opening) {
      const [{ moved }] = await hall.db
        .select({ moved: sql<number>`coalesce(sum(${pointLedger.delta}), 0)::int` })
        .from(pointLedger)
        .where(eq(pointLedger.memberId, id));
      expect({ id, balance: await balanceOf(id) }).toEqual({ id, balance: start + moved });
    }
    expect(opening.size).toBeGreaterThan(15);
  });
});
