import { and, eq, inArray, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { OrderCreated } from '@/lib/contract/order';
import type { PointOrderCreate } from '@/lib/contract/shop';
import type { Db, Tx } from '../../db/client';
import { goods, members, orderItems, orders, receivers, shopOrders, type ReceiverSnapshot } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { insertOrder } from '../orders/insert';
import { issueOrder } from '../orders/issue';
import { spendPoints } from '../orders/ledger';
import { COUNTED } from '../orders/standing';
import { ticketCode } from '../orders/ticket-code';
import { freightOf } from './freight';

type Goods = typeof goods.$inferSelect;

export const onSale = (g: Pick<Goods, 'visible' | 'saleFrom' | 'saleTo'>, now: Date) =>
  g.visible && (!g.saleFrom || g.saleFrom <= now) && (!g.saleTo || g.saleTo > now);

/**
 * POST /api/point_order/create: in one transaction, with the member's row locked (so one member's parallel
 * redemptions queue, and the limit and the balance are read once each): the per-member limit, the points
 * debited through the ledger (shop_spend), the stock taken by a conditional update (a concurrent winner makes
 * it fail, as seats are held), and an order of kind 'point' with its shop facts. Delivered goods add their
 * freight in cash, held for the payment window like tickets; an order wholly in points is issued at once.
 */
export async function redeem(
  db: Db,
  memberId: number,
  input: PointOrderCreate,
  { windowSeconds, now = new Date() }: { windowSeconds: number; now?: Date },
): Promise<OrderCreated> {
  const [item] = await db.select().from(goods).where(eq(goods.id, input.goodsId));
  if (!item || !item.visible) throw notFound();
  if (!onSale(item, now)) throw new HallError('goodsNotOnSale');
  const delivered = item.fulfilment === 'delivery';
  const receiver = delivered ? await receiverOf(db, memberId, input.receiverId) : null;
  const goodsPoints = item.pointPrice * input.quantity;
  const freightFen = receiver
    ? await freightOf(db, { province: receiver.province, quantity: input.quantity, weightGrams: item.weightGrams, goodsPoints })
    : 0;
  const cashFen = item.priceFen * input.quantity + freightFen;

  return db.transaction(async (tx) => {
    const [member] = await tx.select({ pointsBalance: members.pointsBalance }).from(members).where(eq(members.id, memberId)).for('update');
    if (!member) throw new HallError('loginRequired', Code.unauthorized);
    await checkLimit(tx, memberId, item, input.quantity);
    if (member.pointsBalance < goodsPoints) throw new HallError('pointsInsufficient');

    const [taken] = await tx
      .update(goods)
      .set({ sold: sql`${goods.sold} + ${input.quantity}` })
      .where(and(eq(goods.id, item.id), sql`${goods.sold} + ${input.quantity} <= ${goods.stock}`))
      .returning({ id: goods.id });
    if (!taken) throw new HallError('goodsSoldOut');

    const expiresAt = new Date(now.getTime() + windowSeconds * 1000);
    const order = await insertOrder(tx, {
      memberId,
      kind: 'point',
      status: 'unpaid',
      totalFen: cashFen,
      payFen: cashFen,
      pointsUsed: goodsPoints,
      expiresAt,
      createdAt: now,
    });
    await tx.insert(orderItems).values({
      orderId: order.id,
      goodsId: item.id,
      quantity: input.quantity,
      priceFen: item.priceFen,
      pointPrice: item.pointPrice,
      // Catering is collected with this code (a QR at the café); delivered goods carry none.
      ticketCode: delivered ? null : ticketCode(),
    });
    await tx.insert(shopOrders).values({ orderId: order.id, goodsId: item.id, fulfilment: item.fulfilment, receiver, freightFen });
    if (goodsPoints > 0) await spendPoints(tx, memberId, member.pointsBalance, goodsPoints, order.id, 'shop_spend');

    if (cashFen === 0) {
      await issueOrder(tx, order, 'points', now);
      return { orderId: order.id, orderNo: order.orderNo, payFen: 0, expiresAt: expiresAt.toISOString(), status: 'issued' };
    }
    return { orderId: order.id, orderNo: order.orderNo, payFen: cashFen, expiresAt: expiresAt.toISOString(), status: 'unpaid' };
  });
}

/** The member's own receiver, copied as it is now: a later edit of the address does not move a parcel. */
async function receiverOf(db: Db, memberId: number, receiverId: number | undefined): Promise<ReceiverSnapshot> {
  if (!receiverId) throw new HallError('receiverRequired');
  const [row] = await db
    .select({
      name: receivers.name,
      phone: receivers.phone,
      province: receivers.province,
      city: receivers.city,
      county: receivers.county,
      address: receivers.address,
    })
    .from(receivers)
    .where(and(eq(receivers.id, receiverId), eq(receivers.memberId, memberId)));
  if (!row) throw new HallError('receiverNotFound');
  return row;
}

/** "Quantity exceeds the purchase limit" (§8): what the member holds of these goods, with this redemption. */
async function checkLimit(tx: Tx, memberId: number, item: Goods, quantity: number) {
  const [{ held }] = await tx
    .select({ held: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(eq(orders.memberId, memberId), eq(orders.kind, 'point'), inArray(orders.status, [...COUNTED]), eq(orderItems.goodsId, item.id)),
    );
  if (held + quantity > item.limitPerMember) throw new HallError('shopOverLimit', Code.badRequest, null, { limit: item.limitPerMember });
}
