import { and, eq, inArray, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { Paged } from '@/lib/contract/envelope';
import type { OrderCreated, OrderView } from '@/lib/contract/order';
import type { PackageOrderCreate, PackageOrderView } from '@/lib/contract/package';
import type { Db, DbOrTx } from '../../db/client';
import { memberCards, members, orderItems, orders, packageCards } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { deleteOrder } from '../orders/actions';
import { insertOrder } from '../orders/insert';
import { getOrder, listOrders } from '../orders/read';
import { COUNTED } from '../orders/standing';
import { packagesOpen, saleStateOf } from './package-cards';

/**
 * POST /api/fala_order: one card, in one transaction with the member's row locked (so one member's parallel
 * purchases queue and the limit is read once): the per-member limit, then one card of the stock taken by a
 * conditional update (a parallel buyer who took the last makes it fail, as seats are held), then the order of
 * kind 'package' held for the payment window. The card itself is made when the order is paid.
 */
export async function buyPackageCard(
  db: Db,
  memberId: number,
  input: PackageOrderCreate,
  { windowSeconds, now = new Date() }: { windowSeconds: number; now?: Date },
): Promise<OrderCreated> {
  if (!(await packagesOpen(db))) throw new HallError('packagesClosed');
  const [card] = await db.select().from(packageCards).where(eq(packageCards.id, input.packageCardId));
  if (!card || !card.visible) throw notFound();
  if (saleStateOf(card, now) !== 'onSale') throw new HallError('packageNotOnSale');

  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    if (!member) throw new HallError('loginRequired', Code.unauthorized);
    const [{ held }] = await tx
      .select({ held: sql<number>`count(*)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.memberId, memberId), inArray(orders.status, [...COUNTED]), eq(orderItems.packageCardId, card.id)));
    if (held + 1 > card.limitPerMember) throw new HallError('packageOverLimit', Code.badRequest, null, { limit: card.limitPerMember });

    const [taken] = await tx
      .update(packageCards)
      .set({ sold: sql`${packageCards.sold} + 1` })
      .where(and(eq(packageCards.id, card.id), sql`${packageCards.sold} + 1 <= ${packageCards.stock}`))
      .returning({ id: packageCards.id });
    if (!taken) throw new HallError('packageSoldOut');

    const expiresAt = new Date(now.getTime() + windowSeconds * 1000);
    const order = await insertOrder(tx, {
      memberId,
      kind: 'package',
      status: 'unpaid',
      totalFen: card.priceFen,
      payFen: card.priceFen,
      expiresAt,
      createdAt: now,
    });
    await tx.insert(orderItems).values({ orderId: order.id, packageCardId: card.id, quantity: 1, priceFen: card.priceFen });
    return { orderId: order.id, orderNo: order.orderNo, payFen: card.priceFen, expiresAt: expiresAt.toISOString(), status: 'unpaid' };
  });
}

async function withCards(db: DbOrTx, views: OrderView[]): Promise<PackageOrderView[]> {
  if (!views.length) return [];
  const ids = views.map((v) => v.id);
  const rows = await db
    .select({ orderId: orderItems.orderId, packageCardId: orderItems.packageCardId, cardNo: memberCards.cardNo })
    .from(orderItems)
    .leftJoin(memberCards, eq(memberCards.orderId, orderItems.orderId))
    .where(inArray(orderItems.orderId, ids));
  const byOrder = new Map(rows.map((r) => [r.orderId, r]));
  return views.map((view) => ({
    ...view,
    packageCardId: byOrder.get(view.id)!.packageCardId!,
    cardNo: byOrder.get(view.id)!.cardNo,
  }));
}

/** GET /api/fala_order: the member's package orders, newest first. */
export async function listPackageOrders(
  db: DbOrTx,
  memberId: number,
  page: number,
  pageSize: number,
  now = new Date(),
): Promise<Paged<PackageOrderView>> {
  const list = await listOrders(db, memberId, { tab: 'all', kinds: ['package'], page, pageSize }, now);
  return { ...list, list: await withCards(db, list.list) };
}

/** The member's own order of kind 'package'; any other order, or another member's, is not found here. */
async function ownPackageOrder(db: DbOrTx, memberId: number, orderId: number, now: Date): Promise<OrderView> {
  const view = await getOrder(db, memberId, orderId, now);
  if (view.kind !== 'package') throw notFound();
  return view;
}

/** GET /api/fala_order/detail. */
export async function getPackageOrder(db: DbOrTx, memberId: number, orderId: number, now = new Date()): Promise<PackageOrderView> {
  const [view] = await withCards(db, [await ownPackageOrder(db, memberId, orderId, now)]);
  return view;
}

/** DELETE /api/fala_order: a closed or cancelled package order leaves the member's list. */
export async function deletePackageOrder(db: Db, memberId: number, orderId: number) {
  await ownPackageOrder(db, memberId, orderId, new Date());
  await deleteOrder(db, memberId, orderId);
}
