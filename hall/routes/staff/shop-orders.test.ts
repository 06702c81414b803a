// Shop fulfilment in the staff console: a paid parcel shipped with carrier and waybill (the member told in
// a letter, tracking shown from the carrier's events, delivered when the carrier says so), shipped once; a café voucher
// handed over once at the counter, refused once expired or when its order no longer stands; bad input and other
// roles change nothing.
import { eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { ExpressView, PointOrderView } from '@/lib/contract/shop';
import type { StaffShopOrder, VoucherCheck } from '@/lib/contract/shop-fulfilment';
import type { OrderCreated } from '@/lib/contract/order';
import { auditLog, orders, shopOrders, stationLetters } from '../../db/schema';
import { advanceSandboxParcel } from '../../providers/express/sandbox';
import { collectVoucher } from '../../services/shop/fulfilment';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember } from '../../test/members';
import { openSandboxTrade, payAtCashier } from '../../test/refunds';
import { cafeVoucher, goodsOf, parcelToShip, receiverFor } from '../../test/shop';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

let hall: Hall;
let clerk: TestStaff;
beforeAll(async () => {
  hall = await startHall();
  clerk = await newStaff(hall.app, hall.db, ['boxOffice']);
}, 60_000);
afterAll(() => hall?.close());

const list = async (name: string) =>
  (await staffCall<StaffShopOrder[]>(hall.app, 'GET', `/api/staff/shop-orders?list=${name}`, { token: clerk.token })).body.data;
const ship = (orderId: number, body: object, token = clerk.token) =>
  staffCall<StaffShopOrder>(hall.app, 'POST', `/api/staff/shop-orders/${orderId}/ship`, { token, body });
const collect = (code: string, token = clerk.token) =>
  staffCall<VoucherCheck>(hall.app, 'POST', '/api/staff/shop-orders/collect', { token, body: { code } });

describe('shipping', () => {
  it('ships a paid parcel once; the member is told, follows the carrier’s events, and reads it delivered when signed for', async () => {
    const p = await parcelToShip(hall.app, hall.db);
    expect((await list('to_ship')).find((o) => o.orderId === p.orderId)).toMatchObject({
      state: 'to_ship',
      receiver: { name: '王小明', phone: '13800001234', address: '文三路 90 号' },
    });

    const shipped = (await ship(p.orderId, { carrier: 'shunfeng', trackingNo: 'SF1234567890' })).body.data;
    expect(shipped).toMatchObject({ state: 'shipped', carrier: 'shunfeng', trackingNo: 'SF1234567890' });
    expectError(await ship(p.orderId, { carrier: 'ems', trackingNo: 'EMS0000001' }), Code.badRequest, 400, errorText('alreadyShipped'));
    expect((await list('shipped')).map((o) => o.orderId)).toContain(p.orderId);
    expect((await list('to_ship')).map((o) => o.orderId)).not.toContain(p.orderId);

    const [letter] = await hall.db.select().from(stationLetters).where(eq(stationLetters.memberId, p.m.id));
    expect(letter.body).toContain('SF1234567890');
    const [entry] = await hall.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `order:${p.orderNo}`));
    expect(entry).toMatchObject({
      action: 'shopOrder.ship',
      actor: clerk.username,
      after: { carrier: 'shunfeng', trackingNo: 'SF1234567890' },
    });

    // The sandbox carrier picks it up, then hands it over: the member's page follows.
    await advanceSandboxParcel(hall.db, p.orderId);
    const tracking = (await call<ExpressView>(hall.app, 'GET', `/api/point_order/express?id=${p.orderId}`, { token: p.m.token })).body.data;
    expect(tracking).toMatchObject({ carrierName: '顺丰速运', trackingNo: 'SF1234567890', delivered: false });
    expect(tracking.events).toHaveLength(1);
    for (let i = 0; i < 3; i++) await advanceSandboxParcel(hall.db, p.orderId);
    await call(hall.app, 'GET', `/api/point_order/express?id=${p.orderId}`, { token: p.m.token });
    const order = (await call<PointOrderView>(hall.app, 'GET', `/api/point_order/detail?id=${p.orderId}`, { token: p.m.token })).body.data;
    expect(order.shop.state).toBe('delivered');
    expect((await list('delivered')).map((o) => o.orderId)).toContain(p.orderId);
  });

  it('refuses an unknown carrier, a malformed waybill, a café voucher, and other roles; nothing is shipped', async () => {
    const p = await parcelToShip(hall.app, hall.db);
    const v = await cafeVoucher(hall.app, hall.db);
    const door = await newStaff(hall.app, hall.db, ['door']);
    expectError(
      await ship(p.orderId, { carrier: 'pigeon', trackingNo: 'SF1234567890' }),
      Code.badRequest,
      400,
      errorText('unknownCarrier'),
    );
    expectError(await ship(p.orderId, { carrier: 'shunfeng', trackingNo: 'SF 12' }), Code.badRequest, 400, errorText('trackingNoFormat'));
    expectError(await ship(v.orderId, { carrier: 'shunfeng', trackingNo: 'SF1234567891' }), Code.badRequest, 400, errorText('cannotShip'));
    expectError(await ship(p.orderId, { carrier: 'shunfeng', trackingNo: 'SF1234567892' }, door.token), Code.forbidden, 403);
    const [row] = await hall.db.select().from(shopOrders).where(eq(shopOrders.orderId, p.orderId));
    expect(row).toMatchObject({ carrier: null, trackingNo: null, shippedAt: null });
  });
});

describe('an order paid twice', () => {
  it('is still the member’s: its parcel is to ship while the second payment is owed back', async () => {
    const item = await goodsOf(hall.db, 'delivery');
    const m = await newMember(hall.db, { pointsBalance: item.pointPrice });
    const address = await receiverFor(hall.db, m);
    const placed = await call<OrderCreated>(hall.app, 'POST', '/api/point_order/create', {
      token: m.token,
      body: { goodsId: item.id, quantity: 1, receiverId: address.id },
    });
    const { orderId } = placed.body.data;
    const trades = [
      await openSandboxTrade(hall.app, m, orderId, '/api/pay/ali'),
      await openSandboxTrade(hall.app, m, orderId, '/api/pay/wx_pay_code'),
    ];
    for (const trade of trades) await payAtCashier(hall.app, trade);
    const [order] = await hall.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'issued', refundState: 'pending' });
    expect((await list('to_ship')).map((o) => o.orderId)).toContain(orderId);
    expect((await ship(orderId, { carrier: 'shunfeng', trackingNo: 'SF1234567899' })).body.code).toBe(20000);
  });
});

describe('café vouchers', () => {
  it('hands a voucher over once: collected, then already collected; the member reads it collected', async () => {
    const v = await cafeVoucher(hall.app, hall.db);
    expect((await list('to_collect')).map((o) => o.orderId)).toContain(v.orderId);
    const first = (await collect(v.code.toLowerCase())).body.data;
    expect(first).toMatchObject({ result: 'collected', order: { orderNo: v.orderNo, goodsName: v.item.name, quantity: 1 } });
    expect(first.order!.collectedAt).not.toBeNull();
    expect((await collect(v.code)).body.data).toMatchObject({ result: 'already', order: { collectedAt: first.order!.collectedAt } });
    const order = (await call<PointOrderView>(hall.app, 'GET', `/api/point_order/detail?id=${v.orderId}`, { token: v.m.token })).body.data;
    expect(order.shop).toMatchObject({ state: 'collected', collectedAt: first.order!.collectedAt });
  });

  it('two counters at once: one hands it over, the other is told it is gone', async () => {
    const v = await cafeVoucher(hall.app, hall.db);
    const actor = { staffId: clerk.id, username: clerk.username };
    const results = await Promise.all([collectVoucher(hall.db, actor, v.code), collectVoucher(hall.db, actor, v.code)]);
    expect(results.map((r) => r.result).sort()).toEqual(['already', 'collected']);
  });

  it('refuses an expired voucher and an unknown code, and hands nothing over', async () => {
    const v = await cafeVoucher(hall.app, hall.db);
    const [row] = await hall.db.select().from(shopOrders).where(eq(shopOrders.orderId, v.orderId));
    const actor = { staffId: clerk.id, username: clerk.username };
    const late = await collectVoucher(hall.db, actor, v.code, new Date(row.pickupValidUntil!.getTime() + 1000));
    expect(late).toMatchObject({ result: 'expired', order: { collectedAt: null } });
    expect((await collect('T0000000000000000000')).body.data).toEqual({ result: 'unknown', order: null });
    expectError(await collect('  '), Code.badRequest, 400, errorText('ticketCodeRequired'));
    const [after] = await hall.db.select().from(shopOrders).where(eq(shopOrders.orderId, v.orderId));
    expect(after.collectedAt).toBeNull();
  });
});
