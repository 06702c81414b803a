import { z } from 'zod';
import { id } from './common';
import { pageQuery } from './envelope';
import { goodsHandover, orderView } from './order';

// The points shop (§1, §2 /pointsShop, /pointsShopDetail, /pointsPaySuccess, /integralOrder; §7 Commerce): goods
// paid with points, cultural goods delivered to a receiver for a freight paid in cash, catering collected at the
// café with a pick-up code. Orders are of kind 'point' and go through the one order pipeline. Payloads are ours.

/** 0 cultural goods (delivered), 1 catering (collected at the café). */
export const goodsType = z.union([z.literal(0), z.literal(1)]);
export type GoodsType = z.infer<typeof goodsType>;

/** At or below this many left, goods read as "few left". */
export const FEW_LEFT = 10;
export type StockState = 'inStock' | 'fewLeft' | 'soldOut';
export const stockState = (left: number): StockState => (left <= 0 ? 'soldOut' : left <= FEW_LEFT ? 'fewLeft' : 'inStock');

/** GET /api/goods?type=0|1&page=&pageSize=: recommended goods first. */
export const goodsListQuery = pageQuery.extend({ type: z.coerce.number().pipe(goodsType).catch(0).default(0) });

/** The most of one goods in one redemption, whatever its per-member limit says. */
export const MAX_QUANTITY = 99;

/** POST /api/point_order/create: one goods, a quantity, and for delivered goods one of the member's receivers. */
export const pointOrderCreate = z.object({
  goodsId: id,
  quantity: z.coerce.number().int('errors.quantityRange').min(1, 'errors.quantityRange').max(MAX_QUANTITY, 'errors.quantityRange'),
  receiverId: id.optional(),
});
export type PointOrderCreate = z.infer<typeof pointOrderCreate>;

// ---- answers ----------------------------------------------------------------------------------------------

export const goodsCardSchema = z.object({
  id: z.number(),
  type: goodsType,
  name: z.string(),
  enName: z.string(),
  image: z.string(),
  pointPrice: z.number(),
  /** A cash part in fen on top of the points; 0 for most goods. */
  priceFen: z.number(),
  stockState: z.enum(['inStock', 'fewLeft', 'soldOut']),
  recommend: z.boolean(),
});
export type GoodsCardView = z.infer<typeof goodsCardSchema>;

/** GET /api/project/event_goods and /api/cart/event_goods: goods sold alongside performances (the points shop's). */
export const eventGoodsSchema = z.object({
  id: z.number(),
  type: z.number(),
  name: z.string(),
  enName: z.string().nullable(),
  image: z.string(),
  pointPrice: z.number(),
  priceFen: z.number(),
});
export type EventGoodsView = z.infer<typeof eventGoodsSchema>;

export const goodsDetailSchema = goodsCardSchema.extend({
  images: z.array(z.string()),
  summary: z.string(),
  /** Rich text (HTML) from the hall's content. */
  body: z.string(),
  stockLeft: z.number(),
  limitPerMember: z.number(),
  fulfilment: z.enum(['delivery', 'pickup']),
  weightGrams: z.number(),
  /** Catering: days a pick-up code is valid from the redemption. */
  validDays: z.number().nullable(),
  saleFrom: z.string().nullable(),
  saleTo: z.string().nullable(),
  /** Within its sale window and visible: what "redeem" needs besides stock. */
  onSale: z.boolean(),
  /** Where the sale window stands now, by the hall's clock: not open yet, open, or over. */
  saleState: z.enum(['upcoming', 'onSale', 'ended']),
});
export type GoodsDetailView = z.infer<typeof goodsDetailSchema>;

/** A region's own prices (remote provinces), by province name as receivers store it. */
export const freightRegionRule = z.object({ provinces: z.array(z.string()), firstPriceFen: z.number(), additionalPriceFen: z.number() });
export type FreightRegionRule = z.infer<typeof freightRegionRule>;

/**
 * GET /api/freight/finLastFreightSettings: the hall's freight rule now in force (the last one saved). Freight
 * is paid in cash: `firstPriceFen` for the first piece (or kilo, rounded up), `additionalPriceFen` for each
 * further one; free when the goods come to `freeAbovePoints` points or more; a region rule replaces both
 * prices for its provinces.
 */
export const freightSettingsView = z.object({
  unit: z.enum(['piece', 'kilo']),
  firstPriceFen: z.number(),
  additionalPriceFen: z.number(),
  freeAbovePoints: z.number().nullable(),
  regions: z.array(freightRegionRule),
});
export type FreightSettingsView = z.infer<typeof freightSettingsView>;

/** A delivered order's address as it was when redeemed (a later edit of the receiver does not move the parcel). */
export const receiverSnapshot = z.object({
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  county: z.string(),
  address: z.string(),
});
export type ReceiverSnapshot = z.infer<typeof receiverSnapshot>;

/**
 * Where a shop order stands for the member: the pipeline's status joined with its fulfilment. Delivered goods
 * go to_ship → shipped → delivered; catering goes to_collect → collected (the goods' handover, which every order
 * list reads too); an unpaid cash part is unpaid.
 */
export const shopState = z.union([z.literal('unpaid'), goodsHandover, z.literal('cancelled'), z.literal('refund_pending')]);
export type ShopState = z.infer<typeof shopState>;

export const shopFacts = z.object({
  goodsId: z.number(),
  goodsType,
  fulfilment: z.enum(['delivery', 'pickup']),
  state: shopState,
  receiver: receiverSnapshot.nullable(),
  freightFen: z.number(),
  /** Points the goods took (quantity × points price). */
  goodsPoints: z.number(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  collectedAt: z.string().nullable(),
  /** Catering, once issued: the code shown at the café as a QR code, and until when it is taken. */
  pickupCode: z.string().nullable(),
  pickupValidUntil: z.string().nullable(),
});
export type ShopFacts = z.infer<typeof shopFacts>;

/** GET /api/point_order and /detail: an order of kind 'point' as the pipeline reads it, with its shop facts. */
export const pointOrderView = orderView.extend({ shop: shopFacts });
export type PointOrderView = z.infer<typeof pointOrderView>;

export const expressEvent = z.object({ time: z.string(), context: z.string() });
export type ExpressEvent = z.infer<typeof expressEvent>;

/** GET /api/point_order/express?id=: the carrier and the tracking events, newest first. */
export const expressView = z.object({
  carrier: z.string(),
  carrierName: z.string(),
  trackingNo: z.string(),
  delivered: z.boolean(),
  events: z.array(expressEvent),
});
export type ExpressView = z.infer<typeof expressView>;
