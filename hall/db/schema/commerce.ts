import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { enterpriseUsers, members } from './members';

/** Coupon activities (the spec's code promotions): what a member may claim, and on what it applies. */
export const codePromotions = pgTable('code_promotions', {
  id: id(),
  name: text().notNull(),
  enName: text('en_name').notNull(),
  showInfo: text('show_info').notNull(),
  enShowInfo: text('en_show_info').notNull(),
  couponType: text('coupon_type', { enum: ['performance', 'activity', 'cafe'] }).notNull(),
  amountFen: integer('amount_fen').notNull(),
  minSpendFen: integer('min_spend_fen').notNull().default(0),
  /** A coupon is disabled on an order whose total exceeds this ("over the permitted amount"). */
  maxOrderFen: integer('max_order_fen'),
  projectIds: jsonb('project_ids').$type<number[]>().notNull().default([]),
  total: integer().notNull(),
  claimed: integer().notNull().default(0),
  perMemberLimit: integer('per_member_limit').notNull().default(1),
  claimFrom: at('claim_from').notNull(),
  claimTo: at('claim_to').notNull(),
  validDays: integer('valid_days').notNull().default(30),
});

export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    codePromotionId: integer('code_promotion_id')
      .notNull()
      .references(() => codePromotions.id),
    status: text({ enum: ['unused', 'held', 'used'] })
      .notNull()
      .default('unused'),
    orderId: integer('order_id'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('member_coupons_member_idx').on(t.memberId, t.status)],
);

export const discountCodes = pgTable('discount_codes', {
  code: text().primaryKey(),
  amountFen: integer('amount_fen').notNull(),
  usageLimit: integer('usage_limit').notNull(),
  used: integer().notNull().default(0),
  validTo: at('valid_to').notNull(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text({ enum: ['ticket', 'goods'] }).notNull(),
    sessionId: integer('session_id'),
    ticketClassId: integer('ticket_class_id'),
    sessionSeatId: integer('session_seat_id'),
    goodsId: integer('goods_id'),
    quantity: integer().notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('cart_items_member_idx').on(t.memberId), uniqueIndex('cart_items_seat_uq').on(t.memberId, t.sessionSeatId)],
);

export type Invoice = { title: string; taxNo?: string; bank?: string; account?: string; address?: string };

/** Orders of every kind: performance tickets, visits, points-shop (point), package cards (fala). */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNo: text('order_no').notNull().unique(),
    /** The member who ordered; null for a venue renter's payment (enterpriseUserId). */
    memberId: integer('member_id').references(() => members.id),
    /** The venue renter paying a project's deposit or instalment (kind rental); null for every member's order. */
    enterpriseUserId: integer('enterprise_user_id').references(() => enterpriseUsers.id),
    kind: text({ enum: ['performance', 'visit', 'point', 'package', 'rental'] }).notNull(),
    status: text({ enum: ['unpaid', 'paid', 'issued', 'closed', 'cancelled', 'invalid', 'completed'] }).notNull(),
    totalFen: integer('total_fen').notNull(),
    couponFen: integer('coupon_fen').notNull().default(0),
    memberCouponId: integer('member_coupon_id'),
    discountCode: text('discount_code'),
    discountFen: integer('discount_fen').notNull().default(0),
    pointsUsed: integer('points_used').notNull().default(0),
    pointsFen: integer('points_fen').notNull().default(0),
    payFen: integer('pay_fen').notNull(),
    payMethod: text('pay_method', { enum: ['alipay', 'wechat', 'points', 'card'] }),
    invoice: jsonb().$type<Invoice>(),
    invoiceState: text('invoice_state', { enum: ['none', 'requested', 'issued'] })
      .notNull()
      .default('none'),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
    /** A payment that reached a cancelled order is kept and marked for refund, never dropped. */
    refundState: text('refund_state', { enum: ['none', 'pending', 'refunded'] })
      .notNull()
      .default('none'),
    /**
     * Who ended the order: the member or the payment window running out (unpaid), the hall cancelling its session, or
     * (undeliverable) a payment arriving when what it paid for could no longer be given (a project withdrawn, a slot closed).
     */
    cancelReason: text('cancel_reason', { enum: ['member', 'expired', 'hall', 'undeliverable'] }),
    /** Points credited when the order was paid (README: one point per whole yuan paid). */
    pointsEarned: integer('points_earned').notNull().default(0),
    sessionId: integer('session_id'),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('orders_member_idx').on(t.memberId, t.createdAt), index('orders_expiry_idx').on(t.status, t.expiresAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    sessionId: integer('session_id'),
    ticketClassId: integer('ticket_class_id'),
    sessionSeatId: integer('session_seat_id'),
    goodsId: integer('goods_id'),
    quantity: integer().notNull().default(1),
    priceFen: integer('price_fen').notNull(),
    pointPrice: integer('point_price'),
    buyerName: text('buyer_name'),
    buyerCertType: text('buyer_cert_type'),
    /** Sealed (hall/platform/personal-data.ts). */
    buyerCertNo: text('buyer_cert_no'),
    performanceId: integer('performance_id'),
    /** A package order's card. */
    packageCardId: integer('package_card_id'),
    /** A ticket paid with one of the member's package cards: it cost no money and took one credit. */
    memberCardId: integer('member_card_id'),
    /** E-ticket code shown as a QR code once the order is issued. */
    ticketCode: text('ticket_code').unique(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_member_card_idx').on(t.memberCardId)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text({ enum: ['alipay', 'wechat'] }).notNull(),
    providerTradeNo: text('provider_trade_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /**
     * False when the provider vouched for a payment of another amount than the order asked: the money is the
     * hall's to give back (owed whatever the order's state), and it never pays the order.
     */
    amountMatched: boolean('amount_matched').notNull().default(true),
    raw: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payments_trade_uq').on(t.provider, t.providerTradeNo)],
);

/**
 * Money a provider vouched for (a verified notification) that pays no order: its order number is not the hall's,
 * or the notification could not be read as a payment (an amount of 123.450, no trade number). Kept, never dropped,
 * for the box office to refund or reconcile in the refund queue. `reference` is the provider's trade number, or the
 * SHA-256 of the notification's body when it has none: the provider's retries add nothing.
 */
export const unmatchedPayments = pgTable(
  'unmatched_payments',
  {
    id: id(),
    provider: text({ enum: ['alipay', 'wechat'] }).notNull(),
    reference: text().notNull(),
    reason: text({ enum: ['unknown_order', 'malformed'] }).notNull(),
    orderNo: text('order_no'),
    tradeNo: text('trade_no'),
    amountFen: integer('amount_fen'),
    raw: jsonb().$type<Record<string, unknown>>().notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    /** The refund, once asked (the number the provider dedupes on), and its state. */
    refundNo: text('refund_no').unique(),
    refundState: text('refund_state', { enum: ['none', 'requested', 'succeeded'] })
      .notNull()
      .default('none'),
    providerRefundId: text('provider_refund_id'),
    lastError: text('last_error'),
    /** Settled: refunded, or reconciled by hand (with who and why) when it cannot be refunded from here. */
    resolvedAt: at('resolved_at'),
    resolvedBy: integer('resolved_by'),
    resolution: text(),
  },
  (t) => [uniqueIndex('unmatched_payments_reference_uq').on(t.provider, t.reference)],
);

/**
 * The hall's refunds, one per payment owed back (a payment that reached a closed order, a second payment of one
 * order). `refund_no` is what the provider dedupes on, so a retry after a timeout asks for the same refund and the
 * money leaves once. `requested` until the provider confirms it (WeChat Pay may answer "processing").
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    refundNo: text('refund_no').notNull().unique(),
    amountFen: integer('amount_fen').notNull(),
    /** settled: closed by hand (the money returned another way, checked on the provider's merchant platform), with a note. */
    state: text({ enum: ['requested', 'succeeded', 'settled'] }).notNull(),
    note: text(),
    settledBy: integer('settled_by'),
    providerRefundId: text('provider_refund_id'),
    /** What the provider answered the last try that did not succeed, for the box office to read. */
    lastError: text('last_error'),
    requestedBy: integer('requested_by'),
    createdAt: createdAt(),
    settledAt: at('settled_at'),
  },
  (t) => [index('refunds_order_idx').on(t.orderId)],
);

/**
 * The payment sandbox's own ledger (docs/architecture.md, Outside services): what its cashier was asked to collect and whether it did.
 * Kept in the database so that every hall API instance answers a query the same way.
 */
export const sandboxTrades = pgTable(
  'sandbox_trades',
  {
    id: id(),
    provider: text({ enum: ['alipay', 'wechat'] }).notNull(),
    orderNo: text('order_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    subject: text().notNull(),
    state: text({ enum: ['open', 'paid', 'closed'] })
      .notNull()
      .default('open'),
    tradeNo: text('trade_no').notNull().unique(),
    returnUrl: text('return_url'),
    paidAt: at('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_trades_order_uq').on(t.provider, t.orderNo)],
);

/** The payment sandbox's refunds: one row per refund number, so the sandbox, like a provider, pays back once. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  refundNo: text('refund_no').primaryKey(),
  tradeNo: text('trade_no').notNull(),
  amountFen: integer('amount_fen').notNull(),
  createdAt: createdAt(),
});

/**
 * §4: one ID buys a given performance only once. The primary key makes the rule hold under concurrent orders
 * from different members; the claim is dropped when its order is cancelled or closes unpaid.
 */
export const realNameClaims = pgTable(
  'real_name_claims',
  {
    performanceId: integer('performance_id').notNull(),
    /** The person's keyed hash (identityHash), never the number. */
    certHash: text('cert_hash').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
  },
  (t) => [primaryKey({ columns: [t.performanceId, t.certHash] }), index('real_name_claims_order_idx').on(t.orderId)],
);
