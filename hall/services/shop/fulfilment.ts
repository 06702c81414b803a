import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ShopState } from '@/lib/contract/shop';
import { FULFILMENT_LISTS, type StaffShopOrder, type VoucherCheck } from '@/lib/contract/shop-fulfilment';
import type { Db, DbOrTx } from '../../db/client';
import { goods, orderItems, orders, shopOrders, stationLetters } from '../../db/schema';
import { letterLink, letterWords } from '../../i18n/letters';
import { CARRIERS } from '../../providers/express/types';
import { audit, type Actor } from '../staff/audit';
import { shipOrder } from './express';

type StaffActor = Extract<Actor, { staffId: number }>;

/**
 * Orders whose goods the hall owes: paid (or issued) and not closed. A second payment owed back or refunded is the
 * payment's affair; the order stands and its goods are still the member's.
 */
const OWED = sql`${orders.status} in ('paid', 'issued', 'completed')`;

const LISTS: Record<(typeof FULFILMENT_LISTS)[number], SQL> = {
  to_ship: sql`${shopOrders.fulfilment} = 'delivery' and ${shopOrders.shippedAt} is null`,
  shipped: sql`${shopOrders.shippedAt} is not null and ${shopOrders.deliveredAt} is null`,
  delivered: sql`${shopOrders.deliveredAt} is not null`,
  to_collect: sql`${shopOrders.fulfilment} = 'pickup' and ${shopOrders.collectedAt} is null`,
  collected: sql`${shopOrders.collectedAt} is not null`,
};

const query = (db: DbOrTx) =>
  db
    .select({
      order: {
        id: orders.id,
        memberId: orders.memberId,
        orderNo: orders.orderNo,
        paidAt: orders.paidAt,
        status: orders.status,
        refundState: orders.refundState,
      },
      shop: shopOrders,
      goodsName: goods.name,
      enGoodsName: goods.enName,
      quantity: orderItems.quantity,
    })
    .from(shopOrders)
    .innerJoin(orders, eq(orders.id, shopOrders.orderId))
    .innerJoin(goods, eq(goods.id, shopOrders.goodsId))
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id));

type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];

const iso = (d: Date | null) => d?.toISOString() ?? null;

function stateOf({ shop }: Row): ShopState {
  if (shop.fulfilment === 'pickup') return shop.collectedAt ? 'collected' : 'to_collect';
  return shop.deliveredAt ? 'delivered' : shop.shippedAt ? 'shipped' : 'to_ship';
}

const view = (row: Row): StaffShopOrder => ({
  orderId: row.order.id,
  orderNo: row.order.orderNo,
  paidAt: iso(row.order.paidAt),
  goodsName: row.goodsName,
  enGoodsName: row.enGoodsName || row.goodsName,
  quantity: row.quantity,
  fulfilment: row.shop.fulfilment,
  state: stateOf(row),
  receiver: row.shop.receiver,
  carrier: row.shop.carrier,
  trackingNo: row.shop.trackingNo,
  shippedAt: iso(row.shop.shippedAt),
  deliveredAt: iso(row.shop.deliveredAt),
  collectedAt: iso(row.shop.collectedAt),
  pickupValidUntil: iso(row.shop.pickupValidUntil),
});

/**
 * GET /api/staff/shop-orders: the paid shop orders of one list. Those still to hand over come oldest first (the
 * order they are owed in); those done, newest first.
 */
export async function staffShopOrders(db: DbOrTx, list: (typeof FULFILMENT_LISTS)[number]): Promise<StaffShopOrder[]> {
  const waiting = list === 'to_ship' || list === 'to_collect';
  const rows = await query(db)
    .where(and(OWED, LISTS[list]))
    .orderBy(waiting ? asc(orders.paidAt) : desc(orders.paidAt), asc(orders.id))
    .limit(200);
  return rows.map(view);
}

/**
 * POST /api/staff/shop-orders/:id/ship: carrier and waybill in the one conditional update of shipOrder (two clerks
 * shipping one order ship it once), the audit entry and the member's letter in the same transaction.
 */
export async function shipByStaff(
  db: Db,
  actor: StaffActor,
  orderId: number,
  parcel: { carrier: string; trackingNo: string },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    await shipOrder(tx, orderId, parcel, now);
    const [row] = await query(tx).where(eq(orders.id, orderId));
    const carrierName = CARRIERS[parcel.carrier];
    await tx.insert(stationLetters).values({
      memberId: row.order.memberId,
      ...letterWords(
        'parcelShipped',
        { orderNo: row.order.orderNo, goods: row.goodsName, carrier: carrierName, trackingNo: parcel.trackingNo },
        { en: { goods: row.enGoodsName || row.goodsName } },
      ),
      link: letterLink(`/integralOrder?orderId=${orderId}`),
    });
    await audit(tx, actor, { action: 'shopOrder.ship', target: `order:${row.order.orderNo}`, after: parcel });
    return view(row);
  });
}

/**
 * POST /api/staff/shop-orders/collect: a café voucher handed over once. The conditional update decides between two
 * counters scanning it at once; a voucher past its validity, or whose order no longer stands, hands nothing over.
 */
export async function collectVoucher(db: Db, actor: StaffActor, code: string, now = new Date()): Promise<VoucherCheck> {
  const [row] = await query(db).where(and(eq(orderItems.ticketCode, code), eq(shopOrders.fulfilment, 'pickup'), eq(orders.kind, 'point')));
  if (!row) return { result: 'unknown', order: null };
  const order = (r: Row) => {
    const { orderNo, goodsName, enGoodsName, quantity, collectedAt, pickupValidUntil } = view(r);
    return { orderNo, goodsName, enGoodsName, quantity, collectedAt, pickupValidUntil };
  };
  const owed = (['paid', 'issued', 'completed'] as string[]).includes(row.order.status);
  if (!owed) return { result: 'void', order: order(row) };
  if (row.shop.collectedAt) return { result: 'already', order: order(row) };
  if (!row.shop.pickupValidUntil || row.shop.pickupValidUntil <= now) return { result: 'expired', order: order(row) };

  const collected = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(shopOrders)
      .set({ collectedAt: now })
      .where(and(eq(shopOrders.orderId, row.order.id), isNull(shopOrders.collectedAt)))
      .returning({ orderId: shopOrders.orderId });
    if (done) await audit(tx, actor, { action: 'shopOrder.collect', target: `order:${row.order.orderNo}`, after: { code } });
    return !!done;
  });
  const [fresh] = await query(db).where(eq(orders.id, row.order.id));
  return { result: collected ? 'collected' : 'already', order: order(fresh) };
}
