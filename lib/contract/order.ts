import { z } from 'zod';
import { taxNumberProblem } from '@/lib/validation';
import { id } from './common';
import { pageQuery, type Paged } from './envelope';

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
  /** One of the member's package cards: it pays every ticket of a class it covers (issue 13). */
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
  /** A waiting-list offer (issue 36): the order takes exactly the seats or tickets held for it. */
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
 * cards on their own (issue 37: a card is not a ticket, and a member looking for it should not search their
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

export type CartItem = {
  id: number;
  sessionId: number;
  performanceId: number;
  mainTitle: string;
  enMainTitle: string;
  poster: string;
  startTime: string;
  hallName: string;
  hallEnName: string;
  ticketClass: { id: number; name: string; enName: string; priceFen: number; color: string; pointOnly: boolean; pointPrice: number | null };
  seat: SeatLabel | null;
  sessionSeatId: number | null;
  quantity: number;
  /** False when the seat was taken or the stock ran out since it was added. */
  available: boolean;
};
export type Cart = { items: CartItem[]; goodsTotalCount: number };

export type CouponView = {
  id: number;
  /** performance, activity or cafe: where "Use now" leads. */
  couponType: 'performance' | 'activity' | 'cafe';
  name: string;
  enName: string;
  amountFen: number;
  minSpendFen: number;
  maxOrderFen: number | null;
  expiresAt: string;
  status: 'unused' | 'held' | 'used' | 'expired';
  projectIds: number[];
  /** On a price preview: whether it applies to this order, and why not. */
  usable?: boolean;
  unusableReason?: 'overAmount' | 'minSpend' | 'notThisPerformance';
};

export type PriceLine = {
  ticketClassId: number;
  name: string;
  enName: string;
  priceFen: number;
  pointPrice: number | null;
  pointOnly: boolean;
  quantity: number;
  seat: SeatLabel | null;
  sessionSeatId: number | null;
  /** Paid with the member's package card: no money, one credit per ticket. */
  byCard?: boolean;
};

/** An order's arithmetic: tickets, each deduction, what is left to pay. */
export type PriceAmounts = {
  totalFen: number;
  couponFen: number;
  discountFen: number;
  /** Points taken off the money part. */
  pointsUsed: number;
  pointsFen: number;
  /** Points a point-only ticket costs, paid wholly in points. */
  pointsForTickets: number;
  /** Tickets a package card pays. */
  cardTickets: number;
  payFen: number;
};

export type PricePreview = PriceAmounts & {
  lines: PriceLine[];
  pointsBalance: number;
  /** The most points this order accepts (its remaining amount, in points). */
  maxPoints: number;
  coupons: CouponView[];
  realName: boolean;
  limitPerOrder: number;
};

export type OrderCreated = { orderId: number; orderNo: string; payFen: number; expiresAt: string; status: OrderStatus };

/** A line of an order: a ticket (class and seat), a visitor's entry, goods … as its kind describes it. */
export type OrderItemView = {
  id: number;
  /** The ticket class, the kind of visitor (adult, child), the goods' name. */
  name: string;
  enName: string;
  priceFen: number;
  pointPrice: number | null;
  quantity: number;
  seat: SeatLabel | null;
  /** The holder: a real-name ticket's buyer, a visitor. */
  buyerName: string | null;
  /** Present once the order is issued: the e-ticket's or entry's code, shown as a QR code. */
  ticketCode: string | null;
  /** A ticket paid with the member's package card (issue 13). */
  byCard?: boolean;
  /** When the door let this ticket in (issue 15): the ticket is used. */
  admittedAt?: string;
};

/** What an order is for, as its kind describes it (hall/services/orders/kinds): the head of every order screen. */
export type OrderSubject = {
  title: string;
  enTitle: string;
  image: string;
  /** When it takes place (a session, a visit slot); null for what has no time (goods). */
  startTime: string | null;
  place: string;
  enPlace: string;
  /** For tickets: the performance and session, which the checkout pages link and label. */
  performanceId: number | null;
  sessionId: number | null;
};

/**
 * Where a paid order's points-shop goods stand: a parcel to ship, shipped, delivered; a café voucher to collect,
 * collected. The words the member reads for the order in every list (the shop's own list adds unpaid, cancelled
 * and refund pending, which are the pipeline's statuses).
 */
export type GoodsHandover = 'to_ship' | 'shipped' | 'delivered' | 'to_collect' | 'collected';

/** Points-shop goods: how they reach the member, and once the order is paid how far they have gone. */
export type OrderGoods = { fulfilment: 'delivery' | 'pickup'; handover: GoodsHandover | null };

export type OrderView = {
  id: number;
  orderNo: string;
  status: OrderStatus;
  kind: OrderKindName;
  subject: OrderSubject;
  totalFen: number;
  couponFen: number;
  discountFen: number;
  pointsUsed: number;
  pointsFen: number;
  payFen: number;
  payMethod: 'alipay' | 'wechat' | 'points' | 'card' | null;
  expiresAt: string;
  paidAt: string | null;
  createdAt: string;
  cancelReason: 'member' | 'expired' | 'hall' | 'undeliverable' | null;
  refundState: 'none' | 'pending' | 'refunded';
  invoiceState: 'none' | 'requested' | 'issued';
  /** Whether an invoice can still be asked for ("order cannot be invoiced" otherwise). */
  invoiceable: boolean;
  /** The invoice details asked for: the member corrects them while the invoice is requested, not yet issued. */
  invoice: InvoiceInput | null;
  pointsEarned: number;
  /** Tickets a package card paid (they are not in the total). */
  cardTickets: number;
  /** Points-shop goods (kind point); null for every other kind. */
  goods: OrderGoods | null;
  items: OrderItemView[];
};
export type OrderPage = Paged<OrderView>;

/** What the browser does after asking to pay. */
export type PayStartView =
  { kind: 'redirect'; url: string } | { kind: 'qr'; codeUrl: string } | { kind: 'jsapi'; params: Record<string, string> };
