import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Paged } from '@/lib/contract/envelope';
import type { OrderView } from '@/lib/contract/order';
import type { PointOrderView, ShopFacts, ShopState } from '@/lib/contract/shop';
import type { Db, DbOrTx } from '../../db/client';
import { goods, orders, shopOrders } from '../../db/schema';
import { notFound } from '../../errors';
import { deleteOrder } from '../orders/actions';
import { handoverOf } from './order-kind';
import { getOrder, listOrders } from '../orders/read';

type ShopRow = typeof shopOrders.$inferSelect & { goodsType: number };

/** Where the order stands for the member: the pipeline's status, then how far its goods have gone. */
function stateOf(order: OrderView, row: ShopRow): ShopState {
  switch (order.status) {
    case 'unpaid':
      return 'unpaid';
    case 'closed':
    case 'cancelled':
      return 'cancelled';
    case 'invalid':
      return 'refund_pending';
    default:
      return handoverOf(row);
  }
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function factsOf(order: OrderView, row: ShopRow): ShopFacts {
  const [line] = order.items;
  return {
    goodsId: row.goodsId,
    goodsType: row.goodsType === 1 ? 1 : 0,
    fulfilment: row.fulfilment,
    state: stateOf(order, row),
    receiver: row.receiver,
    freightFen: row.freightFen,
    goodsPoints: (line?.pointPrice ?? 0) * (line?.quantity ?? 0),
    carrier: row.carrier,
    trackingNo: row.trackingNo,
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    collectedAt: iso(row.collectedAt),
    // The read hides codes until the order is paid; a code past its day is no longer shown at the café.
    pickupCode: row.fulfilment === 'pickup' ? (line?.ticketCode ?? null) : null,
    pickupValidUntil: iso(row.pickupValidUntil),
  };
}

async function withFacts(db: DbOrTx, views: OrderView[]): Promise<PointOrderView[]> {
  if (!views.length) return [];
  const rows = await db
    .select({ row: shopOrders, goodsType: goods.type })
    .from(shopOrders)
    .innerJoin(goods, eq(goods.id, shopOrders.goodsId))
    .where(
      inArray(
        shopOrders.orderId,
        views.map((v) => v.id),
      ),
    );
  const byOrder = new Map(rows.map((r) => [r.row.orderId, { ...r.row, goodsType: r.goodsType }]));
  return views.map((view) => ({ ...view, shop: factsOf(view, byOrder.get(view.id)!) }));
}

/** GET /api/point_order: the member's shop orders, newest first, with where each stands. */
export async function listPointOrders(
  db: DbOrTx,
  memberId: number,
  page: number,
  pageSize: number,
  now = new Date(),
): Promise<Paged<PointOrderView>> {
  const list = await listOrders(db, memberId, { tab: 'all', type: 'mall', page, pageSize }, now);
  return { ...list, list: await withFacts(db, list.list) };
}

/** The member's own order of kind 'point'; any other order, or another member's, is not found here. */
async function ownPointOrder(db: DbOrTx, memberId: number, orderId: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId), eq(orders.kind, 'point'), isNull(orders.deletedAt)));
  if (!row) throw notFound();
}

/** GET /api/point_order/detail?id=. */
export async function getPointOrder(db: DbOrTx, memberId: number, orderId: number, now = new Date()): Promise<PointOrderView> {
  await ownPointOrder(db, memberId, orderId);
  const [view] = await withFacts(db, [await getOrder(db, memberId, orderId, now)]);
  return view;
}

/** DELETE /api/point_order?id=: a closed or cancelled shop order leaves the member's list (the row stays). */
export async function deletePointOrder(db: Db, memberId: number, orderId: number) {
  await ownPointOrder(db, memberId, orderId);
  await deleteOrder(db, memberId, orderId);
}
