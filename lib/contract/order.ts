import { z } from 'zod';
import { taxNumberProblem } from '@/lib/validation';
import { id } from './common';
import { pageQuery, paged, type Paged } from './envelope';
import { ticketClassSchema } from './performance';

// Cart, settlement, orders and payment (§7 Commerce). The spec shows no payloads here; these are ours.

const ids = (max: number) => z.array(id).max(max);

/** Points are worth 1 fen each: 100 points take 1 yuan off (README, "Points"). */
export const FEN_PER_POINT = 1;
/** One point earned per whole yuan paid. */
export const POINTS_PER_YUAN = 1;

/** A line the member buys: seats of a session with a map, or a quantity of a ticket class without one. */
export const ticketLines = z
  .object({
    sessionId: id,
    seatIds: ids(20).optional(),
    classes: z
      .array(z.object({ ticketClassId: id, quantity: z.coerce.number().int().min(1).max(20) }))
      .max(10)
      .optional(),
  })
  .refine((l) => (l.seatIds?.length ?? 0) > 0 !== (l.classes?.length ?? 0) > 0, { message: 'errors.noTickets' });
export type TicketLines = z.infer<typeof ticketLines>;

/** POST /api/cart: add seats, or a quantity of one ticket class. */
export const cartAdd = z
  .object({
    sessionId: id,
    seatIds: ids(20).optional(),
    ticketClassId: id.optional(),
    quantity: z.coerce.number().int().min(1).max(20).optional(),
  })
  .refine((b) => (b.seatIds?.length ?? 0) > 0 !== !!b.ticketClassId, { message: 'errors.noTickets' });

/** POST /api/cart/delete and /api/cart/limit_build: the chosen cart lines. */
export const cartSelection = z.object({ ids: z.array(id).max(50) });

/**
 * The company's taxpayer number, when the invoice is for a company (left empty for a person): an 18-character one is
 * a credit code with its check character, the older forms are taken by their shape (lib/validation/credit-code.ts).
 */
const taxNo = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((value, ctx) => {
    const problem = value ? taxNumberProblem(value) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem === 'check' ? 'errors.taxNumberCheck' : 'errors.taxNo' });
  })
  .transform((value) => value || undefined);

export const invoice = z.object({
  title: z.string().trim().min(1).max(100),
  taxNo: taxNo.optional(),
  bank: z.string().trim().max(100).optional(),
  account: z.string().trim().max(40).optional(),
  address: z.string().trim().max(200).optional(),
});
export type InvoiceInput = z.infer<typeof invoice>;

/** What the member asks to pay with, beside money: shared by the price preview and the order. */
const deductions = {
  memberCouponId: id.optional(),
  points: z.coerce.number().int().min(0).max(10_000_000).optional(),
  discountCode: z.string().trim().max(32).optional(),
  /** One of the member's package cards: it pays every ticket of a class it covers. */
  memberCardId: id.optional(),
};

/** GET /api/member_code_promotion/event_price: what POST /api/order would charge, without holding anything. */
export const priceQuery = z.object({
  sessionId: id,
  seatIds: z.string().optional(),
  classes: z.string().optional(),
  ...deductions,
});

/** POST /api/order. */
export const orderCreate = z.object({
  lines: ticketLines,
  /** Regular purchasers named on the tickets, one per ticket, when the performance is real-name. */
  buyerIds: ids(20).optional(),
  ...deductions,
  invoice: invoice.optional(),
  /** Cart lines this order settles; they leave the cart when the order is placed. */
  cartItemIds: ids(50).optional(),
  /** A waiting-list offer: the order takes exactly the seats or tickets held for it. */
  offerId: id.optional(),
});
export type OrderCreate = z.infer<typeof orderCreate>;

/** Every kind of order the one pipeline carries (docs/architecture.md, "One order pipeline"). */
export const ORDER_KINDS = ['performance', 'visit', 'point', 'package', 'rental'] as const;
export type OrderKindName = (typeof ORDER_KINDS)[number];

export const orderStatus = z.enum(['unpaid', 'paid', 'issued', 'closed', 'cancelled', 'invalid', 'completed']);
export type OrderStatus = z.infer<typeof orderStatus>;

/** The my-order tabs: /myOrder (all), /myOrderWaitPay, /myOrderIssued, /myOrderComplete, /performingOrder. */
export const orderTab = z.enum(['all', 'unpaid', 'issued', 'completed', 'performing']);
export type OrderTab = z.infer<typeof orderTab>;

/**
 * The spec's order type (§1 "Order": performance, visit, mall) as a filter over the kinds of order, and package
 * cards on their own (a card is not a ticket, and a member looking for it should not search their
 * tickets); without one the member sees every kind.
 */
export const ORDER_TYPES = {
  performance: ['performance'],
  package: ['package'],
  visit: ['visit'],
  mall: ['point'],
} as const satisfies Record<string, readonly OrderKindName[]>;
export const orderType = z.enum(['performance', 'package', 'visit', 'mall']);
export type OrderType = z.infer<typeof orderType>;

export const orderListQuery = pageQuery.extend({
  tab: orderTab.catch('all').default('all'),
  type: orderType.optional().catch(undefined),
});

export const orderIdBody = z.object({ id });
export const orderInvoiceBody = z.object({ id, invoice });

export const payChannel = z.enum(['page', 'wap']);
export const payBody = z.object({ orderId: id, channel: payChannel.catch('page').default('page') });

// ---- answers ----------------------------------------------------------------------------------------------

export const seatLabel = z.object({ floor: z.number(), area: z.string(), enArea: z.string(), row: z.number(), number: z.number() });
export type SeatLabel = z.infer<typeof seatLabel>;

/** A cart line's ticket class: the session's class without what is still free of it. */
const ticketClassOfLine = ticketClassSchema.omit({ available: true });

export const cartItemView = z.object({
  id: z.number(),
  sessionId: z.number(),
  performanceId: z.number(),
  mainTitle: z.string(),
  enMainTitle: z.string(),
  poster: z.string(),
  startTime: z.string(),
  hallName: z.string(),
  hallEnName: z.string(),
  ticketClass: ticketClassOfLine,
  seat: seatLabel.nullable(),
  sessionSeatId: z.number().nullable(),
  quantity: z.number(),
  /** False when the seat was taken or the stock ran out since it was added. */
  available: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemView>;
/** What a change of the cart answers: the tickets now in it (the header's red dot). */
export const cartCount = z.object({ goodsTotalCount: z.number() });
export const cartView = cartCount.extend({ items: z.array(cartItemView) });
export type Cart = z.infer<typeof cartView>;
/** POST /api/cart/limit_build: the chosen lines, as the settlement page's query takes them. */
export const cartSettlement = z.object({
  sessionId: z.number(),
  seats: z.string().optional(),
  classes: z.string().optional(),
  cartItemIds: z.string(),
});

export const couponView = z.object({
  id: z.number(),
  /** performance, activity or cafe: where "Use now" leads. */
  couponType: z.enum(['performance', 'activity', 'cafe']),
  name: z.string(),
  enName: z.string(),
  amountFen: z.number(),
  minSpendFen: z.number(),
  maxOrderFen: z.number().nullable(),
  expiresAt: z.string(),
  status: z.enum(['unused', 'held', 'used', 'expired']),
  projectIds: z.array(z.number()),
  /** On a price preview: whether it applies to this order, and why not. */
  usable: z.boolean().optional(),
  unusableReason: z.enum(['overAmount', 'minSpend', 'notThisPerformance']).optional(),
});
export type CouponView = z.infer<typeof couponView>;

export const priceLine = z.object({
  ticketClassId: z.number(),
  name: z.string(),
  enName: z.string(),
  priceFen: z.number(),
  pointPrice: z.number().nullable(),
  pointOnly: z.boolean(),
  quantity: z.number(),
  seat: seatLabel.nullable(),
  sessionSeatId: z.number().nullable(),
  /** Paid with the member's package card: no money, one credit per ticket. */
  byCard: z.boolean().optional(),
});
export type PriceLine = z.infer<typeof priceLine>;

/** An order's arithmetic: tickets, each deduction, what is left to pay. */
export const priceAmounts = z.object({
  totalFen: z.number(),
  couponFen: z.number(),
  discountFen: z.number(),
  /** Points taken off the money part. */
  pointsUsed: z.number(),
  pointsFen: z.number(),
  /** Points a point-only ticket costs, paid wholly in points. */
  pointsForTickets: z.number(),
  /** Tickets a package card pays. */
  cardTickets: z.number(),
  payFen: z.number(),
});
export type PriceAmounts = z.infer<typeof priceAmounts>;

export const pricePreview = priceAmounts.extend({
  lines: z.array(priceLine),
  pointsBalance: z.number(),
  /** The most points this order accepts (its remaining amount, in points). */
  maxPoints: z.number(),
  coupons: z.array(couponView),
  realName: z.boolean(),
  limitPerOrder: z.number(),
});
export type PricePreview = z.infer<typeof pricePreview>;

export const orderCreated = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  payFen: z.number(),
  expiresAt: z.string(),
  status: orderStatus,
});
export type OrderCreated = z.infer<typeof orderCreated>;

/** A line of an order: a ticket (class and seat), a visitor's entry, goods … as its kind describes it. */
export const orderItemView = z.object({
  id: z.number(),
  /** The ticket class, the kind of visitor (adult, child), the goods' name. */
  name: z.string(),
  enName: z.string(),
  priceFen: z.number(),
  pointPrice: z.number().nullable(),
  quantity: z.number(),
  seat: seatLabel.nullable(),
  /** The holder: a real-name ticket's buyer, a visitor. */
  buyerName: z.string().nullable(),
  /** Present once the order is issued: the e-ticket's or entry's code, shown as a QR code. */
  ticketCode: z.string().nullable(),
  /** A ticket paid with the member's package card. */
  byCard: z.boolean().optional(),
  /** When the door let this ticket in: the ticket is used. */
  admittedAt: z.string().optional(),
});
export type OrderItemView = z.infer<typeof orderItemView>;

/** What an order is for, as its kind describes it (hall/services/orders/kinds): the head of every order screen. */
export const orderSubject = z.object({
  title: z.string(),
  enTitle: z.string(),
  image: z.string(),
  /** When it takes place (a session, a visit slot); null for what has no time (goods). */
  startTime: z.string().nullable(),
  place: z.string(),
  enPlace: z.string(),
  /** For tickets: the performance and session, which the checkout pages link and label. */
  performanceId: z.number().nullable(),
  sessionId: z.number().nullable(),
});
export type OrderSubject = z.infer<typeof orderSubject>;

/**
 * Where a paid order's points-shop goods stand: a parcel to ship, shipped, delivered; a café voucher to collect,
 * collected. The words the member reads for the order in every list (the shop's own list adds unpaid, cancelled
 * and refund pending, which are the pipeline's statuses).
 */
export const goodsHandover = z.enum(['to_ship', 'shipped', 'delivered', 'to_collect', 'collected']);
export type GoodsHandover = z.infer<typeof goodsHandover>;

/** Points-shop goods: how they reach the member, and once the order is paid how far they have gone. */
export const orderGoods = z.object({ fulfilment: z.enum(['delivery', 'pickup']), handover: goodsHandover.nullable() });
export type OrderGoods = z.infer<typeof orderGoods>;

/** The invoice details an order carries, as they were accepted. */
const invoiceView = z.object({
  title: z.string(),
  taxNo: z.string().optional(),
  bank: z.string().optional(),
  account: z.string().optional(),
  address: z.string().optional(),
});

export const orderView = z.object({
  id: z.number(),
  orderNo: z.string(),
  status: orderStatus,
  kind: z.enum(ORDER_KINDS),
  subject: orderSubject,
  totalFen: z.number(),
  couponFen: z.number(),
  discountFen: z.number(),
  pointsUsed: z.number(),
  pointsFen: z.number(),
  payFen: z.number(),
  payMethod: z.enum(['alipay', 'wechat', 'points', 'card']).nullable(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  cancelReason: z.enum(['member', 'expired', 'hall', 'undeliverable']).nullable(),
  refundState: z.enum(['none', 'pending', 'refunded']),
  invoiceState: z.enum(['none', 'requested', 'issued']),
  /** Whether an invoice can still be asked for ("order cannot be invoiced" otherwise). */
  invoiceable: z.boolean(),
  /** The invoice details asked for: the member corrects them while the invoice is requested, not yet issued. */
  invoice: invoiceView.nullable(),
  pointsEarned: z.number(),
  /** Tickets a package card paid (they are not in the total). */
  cardTickets: z.number(),
  /** Points-shop goods (kind point); null for every other kind. */
  goods: orderGoods.nullable(),
  items: z.array(orderItemView),
});
export type OrderView = z.infer<typeof orderView>;
export const orderPage = paged(orderView);
export type OrderPage = Paged<OrderView>;

/** What the browser does after asking to pay: go to the provider, show its code, or hand WeChat its parameters. */
export const payStartView = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({ kind: z.literal('qr'), codeUrl: z.string() }),
  z.object({ kind: z.literal('jsapi'), params: z.record(z.string(), z.string()) }),
]);
export type PayStartView = z.infer<typeof payStartView>;
