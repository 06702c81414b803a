// Points-shop orders for the tests: a seeded goods on sale, a catering voucher redeemed in points (with its pick-up
// code), and a delivered goods paid for its freight in the sandbox, as a member would have them.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrderCreated } from '@/lib/contract/order';
import type { Db } from '../db/client';
import { goods, orderItems, receivers } from '../db/schema';
import { call, newMember, type TestMember } from './members';
import { openSandboxTrade, payAtCashier } from './refunds';

export type GoodsRow = typeof goods.$inferSelect;

/** A seeded goods of the given fulfilment, with a points price only (or a cash price too) and room in stock. */
export async function goodsOf(db: Db, fulfilment: 'delivery' | 'pickup', { cash = false } = {}): Promise<GoodsRow> {
  const rows = await db
    .select()
    .from(goods)
    .where(
      and(
        eq(goods.fulfilment, fulfilment),
        eq(goods.visible, true),
        cash ? sql`${goods.priceFen} > 0` : eq(goods.priceFen, 0),
        sql`${goods.stock} - ${goods.sold} >= 20`,
        sql`(${goods.saleFrom} is null or ${goods.saleFrom} <= now()) and (${goods.saleTo} is null or ${goods.saleTo} > now())`,
      ),
    )
    .orderBy(goods.id);
  if (!rows.length) throw new Error(`the seed has no ${fulfilment} goods on sale`);
  return rows[0];
}

export const ADDRESS = {
  name: '王小明',
  phone: '13800001234',
  province: '浙江省',
  city: '杭州市',
  county: '西湖区',
  address: '文三路 90 号',
};

export async function receiverFor(db: Db, m: TestMember, fields: Partial<typeof ADDRESS> = {}) {
  const [row] = await db
    .insert(receivers)
    .values({ memberId: m.id, ...ADDRESS, ...fields })
    .returning();
  return row;
}

/** A café voucher redeemed wholly in points: issued at once, with its pick-up code. */
export async function cafeVoucher(app: FastifyInstance, db: Db) {
  const item = await goodsOf(db, 'pickup');
  const m = await newMember(db, { pointsBalance: item.pointPrice });
  const res = await call<OrderCreated>(app, 'POST', '/api/point_order/create', { token: m.token, body: { goodsId: item.id, quantity: 1 } });
  const { orderId } = res.body.data;
  const [line] = await db.select({ code: orderItems.ticketCode }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return { m, orderId, orderNo: res.body.data.orderNo, code: line.code!, item };
}

/** A delivered goods redeemed in points with its freight paid at the sandbox cashier: to ship. */
export async function parcelToShip(app: FastifyInstance, db: Db) {
  const item = await goodsOf(db, 'delivery');
  const m = await newMember(db, { pointsBalance: item.pointPrice });
  const address = await receiverFor(db, m);
  const res = await call<OrderCreated>(app, 'POST', '/api/point_order/create', {
    token: m.token,
    body: { goodsId: item.id, quantity: 1, receiverId: address.id },
  });
  const { orderId, orderNo } = res.body.data;
  const paid = await payAtCashier(app, await openSandboxTrade(app, m, orderId, '/api/pay/ali'));
  if (paid.statusCode !== 303) throw new Error(`freight not paid: ${paid.statusCode}`);
  return { m, orderId, orderNo, item };
}
