import { and, eq, inArray, sql } from 'drizzle-orm';
import type { GoodsHandover } from '@/lib/contract/order';
import { goods, orderItems, orders, shopOrders } from '../../db/schema';
import { messagesFor } from '../../i18n/messages';
import type { OrderDescription, OrderKind } from '../orders/kinds/types';

const zh = messagesFor('zh-CN').orderSubjects;
const en = messagesFor('en-US').orderSubjects;

type Handed = Pick<typeof shopOrders.$inferSelect, 'fulfilment' | 'shippedAt' | 'deliveredAt' | 'collectedAt'>;

/** How far a paid order's goods have gone: the one reading behind the order lists and the shop's own. */
export const handoverOf = (row: Handed): GoodsHandover =>
  row.fulfilment === 'pickup'
    ? row.collectedAt
      ? 'collected'
      : 'to_collect'
    : row.deliveredAt
      ? 'delivered'
      : row.shippedAt
        ? 'shipped'
        : 'to_ship';

/**
 * Points-shop goods (an order of kind 'point'): stock of one goods, the points it took, and for delivered goods
 * the freight in cash. It "takes place" when it is handed over (delivered, or collected at the café), which
 * moves it from the issued tab to the completed one; catering's pick-up code is valid from payment.
 */
export const pointKind: OrderKind = {
  async subject(db, order, locale) {
    const [row] = await db
      .select({ name: goods.name, enName: goods.enName, quantity: orderItems.quantity })
      .from(orderItems)
      .innerJoin(goods, eq(goods.id, orderItems.goodsId))
      .where(eq(orderItems.orderId, order.id));
    if (!row) return order.orderNo;
    const name = locale === 'en-US' ? row.enName || row.name : row.name;
    return `${name} × ${row.quantity}`;
  },

  pointsLedger: { spent: 'shop_spend', returned: 'shop_return' },
  // The shop is Chinese only and has its own result page (§2 /pointsPaySuccess).
  resultPath: '/pointsPaySuccess',

  async describe(db, list) {
    const rows = await db
      .select({
        orderId: orderItems.orderId,
        id: orderItems.id,
        quantity: orderItems.quantity,
        priceFen: orderItems.priceFen,
        pointPrice: orderItems.pointPrice,
        ticketCode: orderItems.ticketCode,
        name: goods.name,
        enName: goods.enName,
        image: goods.image,
        fulfilment: shopOrders.fulfilment,
        shippedAt: shopOrders.shippedAt,
        deliveredAt: shopOrders.deliveredAt,
        collectedAt: shopOrders.collectedAt,
      })
      .from(orderItems)
      .innerJoin(goods, eq(goods.id, orderItems.goodsId))
      .innerJoin(shopOrders, eq(shopOrders.orderId, orderItems.orderId))
      .where(
        inArray(
          orderItems.orderId,
          list.map((o) => o.id),
        ),
      );
    const described = new Map<number, OrderDescription>();
    for (const { orderId, name, enName, image, fulfilment, shippedAt, deliveredAt, collectedAt, ...item } of rows) {
      const pickup = fulfilment === 'pickup';
      described.set(orderId, {
        subject: {
          title: name,
          enTitle: enName || name,
          image,
          startTime: null,
          place: pickup ? zh.pickupPlace : zh.shopPlace,
          enPlace: pickup ? en.pickupPlace : en.shopPlace,
          performanceId: null,
          sessionId: null,
        },
        items: [{ ...item, name, enName: enName || name, seat: null, buyerName: null }],
        goods: { fulfilment, handover: handoverOf({ fulfilment, shippedAt, deliveredAt, collectedAt }) },
      });
    }
    return described;
  },

  timing: {
    startsAt: sql`null::timestamptz`,
    endsAt: sql`(select coalesce(${shopOrders.deliveredAt}, ${shopOrders.collectedAt}) from ${shopOrders} where ${shopOrders.orderId} = ${orders.id})`,
  },

  async issue(tx, order, now) {
    // A pick-up code is valid for the goods' days from the payment that made it good.
    await tx
      .update(shopOrders)
      .set({
        pickupValidUntil: sql`case when ${goods.validDays} is null then null else ${now.toISOString()}::timestamptz + make_interval(days => ${goods.validDays}) end`,
      })
      .from(goods)
      .where(and(eq(shopOrders.orderId, order.id), eq(goods.id, shopOrders.goodsId), eq(shopOrders.fulfilment, 'pickup')));
  },

  async release(tx, order) {
    const [line] = await tx
      .select({ goodsId: orderItems.goodsId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    if (!line?.goodsId) return;
    await tx
      .update(goods)
      .set({ sold: sql`${goods.sold} - ${line.quantity}` })
      .where(eq(goods.id, line.goodsId));
  },
};
