import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { orders } from './commerce';

/** Points-shop goods: type 0 cultural goods (delivered), 1 catering (collected at the café). */
export const goods = pgTable(
  'goods',
  {
    id: id(),
    type: integer().notNull(),
    name: text().notNull(),
    enName: text('en_name'),
    summary: text(),
    body: text(),
    image: text().notNull(),
    /** More pictures for the detail page, after `image`. */
    images: jsonb().$type<string[]>().notNull().default([]),
    pointPrice: integer('point_price').notNull(),
    priceFen: integer('price_fen').notNull().default(0),
    stock: integer().notNull(),
    sold: integer().notNull().default(0),
    limitPerMember: integer('limit_per_member').notNull().default(5),
    isRecommend: boolean('is_recommend').notNull().default(false),
    fulfilment: text({ enum: ['delivery', 'pickup'] })
      .notNull()
      .default('delivery'),
    /** For freight by the kilo. */
    weightGrams: integer('weight_grams').notNull().default(0),
    /** Catering: days a pick-up code is valid from the redemption. */
    validDays: integer('valid_days'),
    saleFrom: at('sale_from'),
    saleTo: at('sale_to'),
    /** Goods sold alongside a performance (§7 /api/project/event_goods). */
    performanceIds: jsonb('performance_ids').$type<number[]>().notNull().default([]),
    visible: boolean().notNull().default(true),
  },
  // The last line against overselling: whatever a bug or a race does, sold stays within stock.
  (t) => [check('goods_sold_within_stock', sql`${t.sold} >= 0 and ${t.sold} <= ${t.stock}`)],
);

export type FreightRegion = { provinces: string[]; firstPriceFen: number; additionalPriceFen: number };

/** The hall's freight rules; the last one saved is in force (GET /api/freight/finLastFreightSettings). */
export const freightSettings = pgTable('freight_settings', {
  id: id(),
  unit: text({ enum: ['piece', 'kilo'] }).notNull(),
  firstPriceFen: integer('first_price_fen').notNull(),
  additionalPriceFen: integer('additional_price_fen').notNull(),
  freeAbovePoints: integer('free_above_points'),
  regions: jsonb().$type<FreightRegion[]>().notNull().default([]),
  createdAt: createdAt(),
});

export type ReceiverSnapshot = { name: string; phone: string; province: string; city: string; county: string; address: string };

/** What a shop order (kind 'point') holds beside the order row: the goods' fulfilment, from redemption to hand-over. */
export const shopOrders = pgTable(
  'shop_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    fulfilment: text({ enum: ['delivery', 'pickup'] }).notNull(),
    receiver: jsonb().$type<ReceiverSnapshot>(),
    freightFen: integer('freight_fen').notNull().default(0),
    carrier: text(),
    trackingNo: text('tracking_no'),
    shippedAt: at('shipped_at'),
    deliveredAt: at('delivered_at'),
    collectedAt: at('collected_at'),
    pickupValidUntil: at('pickup_valid_until'),
  },
  (t) => [index('shop_orders_goods_idx').on(t.goodsId)],
);

/** A parcel's tracking events as the carrier reported them (the sandbox's, or Kuaidi100's), kept for the member. */
export const expressEvents = pgTable(
  'express_events',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    time: at('time').notNull(),
    context: text().notNull(),
    /** The carrier's own state word (Kuaidi100's: 0 in transit, 3 signed for …). */
    state: text().notNull(),
  },
  (t) => [index('express_events_order_idx').on(t.orderId, t.time)],
);
