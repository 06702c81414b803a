// A shop parcel's journey through the hall API: nothing to track before it ships; shipped once however many
// clerks press at once; the sandbox carrier's events read newest first with the carrier's name; signed for, the
// order reads delivered; another member's parcel and bad input are refused and write nothing.
import { and, count, eq, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { OrderCreated } from '@/lib/contract/order';
import type { ExpressView, PointOrderView } from '@/lib/contract/shop';
import { expressEvents, goods, receivers, shopOrders } from '../../db/schema';
import { SANDBOX_SCRIPT } from '../../providers/express/sandbox';
import { shipOrder } from '../../services/shop/express';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember, type TestMember } from '../../test/members';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

const express = (m: TestMember, id: number | string) =>
  call<ExpressView>(hall.app, 'GET', `/api/point_order/express?id=${id}`, { token: m.token });
const detail = async (m: TestMember, id: number) =>
  (await call<PointOrderView>(hall.app, 'GET', `/api/point_order/detail?id=${id}`, { token: m.token })).body.data;
const advance = (orderId: number) => call(hall.app, 'POST', '/api/dev/express/advance', { body: { orderId } });
const eventsOf = async (orderId: number) =>
  (await hall.db.select({ n: count() }).from(expressEvents).where(eq(expressEvents.orderId, orderId)))[0].n;

/** A member's paid delivery order of a seeded cultural goods. */
async function paidParcel(): Promise<{ member: TestMember; orderId: number }> {
  const [item] = await hall.db
    .select()
    .from(goods)
    .where(
      and(
        eq(goods.fulfilment, 'delivery'),
        eq(goods.priceFen, 0),
        sql`${goods.stock} - ${goods.sold} >= 20`,
        sql`${goods.saleFrom} is null`,
      ),
    )
    .orderBy(goods.id);
  const member = await newMember(hall.db, { pointsBalance: 100_000 });
  const [address] = await hall.db
    .insert(receivers)
    .values({
      memberId: member.id,
      name: '周杰',
      phone: '13912345678',
      province: '浙江省',
      city: '杭州市',
      county: '西湖区',
      address: '文三路 90 号',
    })
    .returning();
  const placed = await call<OrderCreated>(hall.app, 'POST', '/api/point_order/create', {
    token: member.token,
    body: { goodsId: item.id, quantity: 1, receiverId: address.id },
  });
  const orderId = placed.body.data.orderId;
  const start = await call(hall.app, 'POST', '/api/pay/ali', { token: member.token, body: { orderId } });
  const tradeNo = decodeURIComponent(start.body.data.url.split('/').pop());
  expect((await hall.app.inject({ method: 'POST', url: `/api/dev/cashier/${tradeNo}/pay` })).statusCode).toBe(303);
  return { member, orderId };
}

test('a parcel is tracked from shipping to signed for', async () => {
  const { member, orderId } = await paidParcel();
  expectError(await express(member, orderId), Code.badRequest, 400, errorText('notShipped'));

  // Two clerks ship it at the same moment: it is shipped once, the other is told.
  const outcomes = await Promise.allSettled([
    shipOrder(hall.db, orderId, { carrier: 'shunfeng', trackingNo: 'SF1000000001' }),
    shipOrder(hall.db, orderId, { carrier: 'ems', trackingNo: 'EMS000000002' }),
  ]);
  expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { key: 'alreadyShipped' } });
  const [parcel] = await hall.db.select().from(shopOrders).where(eq(shopOrders.orderId, orderId));
  expect((await detail(member, orderId)).shop).toMatchObject({ state: 'shipped', carrier: parcel.carrier, trackingNo: parcel.trackingNo });

  const shipped = await express(member, orderId);
  expect(shipped.body.data).toMatchObject({ carrier: parcel.carrier, trackingNo: parcel.trackingNo, delivered: false, events: [] });
  expect(shipped.body.data.carrierName).toBe(parcel.carrier === 'shunfeng' ? '顺丰速运' : 'EMS');

  await advance(orderId);
  await new Promise((r) => setTimeout(r, 5));
  await advance(orderId);
  const two = (await express(member, orderId)).body.data;
  expect(two.events.map((e) => e.context)).toEqual([SANDBOX_SCRIPT[1].context, SANDBOX_SCRIPT[0].context]);
  // Asking again stores nothing twice.
  await express(member, orderId);
  expect(await eventsOf(orderId)).toBe(2);

  await advance(orderId);
  await advance(orderId);
  expect((await advance(orderId)).body.data).toEqual({ advanced: false });
  const signed = (await express(member, orderId)).body.data;
  expect(signed.delivered).toBe(true);
  expect(signed.events[0].context).toBe(SANDBOX_SCRIPT[3].context);
  expect((await detail(member, orderId)).shop.state).toBe('delivered');
});

test('shipping is refused for what cannot be posted, and for unknown carriers', async () => {
  const { orderId } = await paidParcel();
  await expect(shipOrder(hall.db, orderId, { carrier: 'pigeon', trackingNo: 'P1234567' })).rejects.toMatchObject({ key: 'unknownCarrier' });
  await expect(shipOrder(hall.db, 99_999_999, { carrier: 'ems', trackingNo: 'E1234567' })).rejects.toMatchObject({ key: 'notFound' });
  const refused = await call(hall.app, 'POST', '/api/dev/express/ship', { body: { orderId, carrier: 'ems', trackingNo: '<script>' } });
  expectError(refused, Code.badRequest, 400);
  expect((await hall.db.select().from(shopOrders).where(eq(shopOrders.orderId, orderId)))[0].shippedAt).toBeNull();
});

test('another member’s parcel, a closed order and bad input are refused and change nothing', async () => {
  const { orderId } = await paidParcel();
  await shipOrder(hall.db, orderId, { carrier: 'ems', trackingNo: 'EMS000000009' });
  const stranger = await newMember(hall.db);
  expectError(await express(stranger, orderId), Code.notFound, 404);
  expectError(await express(stranger, 'abc'), Code.badRequest, 400);
  expectError(await express(stranger, -1), Code.badRequest, 400);
  expectError(await call(hall.app, 'GET', `/api/point_order/express?id=${orderId}`), Code.unauthorized, 401);
  expect(await eventsOf(orderId)).toBe(0);
});
