import { z } from 'zod';
import { pageQuery, paged } from './envelope';
import { id, idQuery } from './common';
import { orderCreated, orderStatus, orderView, priceQuery, seatLabel } from './order';
import { defineCall, nothing } from './call';
import { memberCardAddresses, sessionStateAddresses } from './addresses';

// Package cards (§1 "limited-time package cards", §2 /falaCardDetail?activeType=3, /falaOrder, /cardCase; §7
// /api/fala_card/detail, /is_open, /api/fala_order, /detail, /api/member_card, /api/member/js_ticket,
// /card_ticket). A card holds a number of tickets (credits) for chosen performances; bought as an order of kind
// 'package' through the one order pipeline, then spent at the settlement of a ticket order. Payloads are ours.

/** GET /api/fala_card/detail?id=: one card; without an id, the card the hall sells now (or next). */
export const packageCardQuery = z.object({ id: id.optional() });

/** POST /api/fala_order: one card per order, each card its own number. */
export const packageOrderCreate = z.object({ packageCardId: id });
export type PackageOrderCreate = z.infer<typeof packageOrderCreate>;

/** GET /api/member/card_ticket?sessionId=: the member's cards that pay tickets of this session. */
export const sessionCardsQuery = z.object({ sessionId: id });

/** GET /api/fala_card/is_open: whether the hall sells package cards now (§3 session state, the package-open flag). */
export const packageOpenSchema = z.object({ open: z.boolean() });
export type PackageOpenView = z.infer<typeof packageOpenSchema>;

/** A performance a card pays tickets of, with the classes it covers there (priced at or below `maxPriceFen`). */
export const coveredPerformanceSchema = z.object({
  id: z.number(),
  title: z.string(),
  enTitle: z.string(),
  poster: z.string(),
  /** The first and last sessions still ahead; null when none is. */
  firstStart: z.string().nullable(),
  lastStart: z.string().nullable(),
  maxPriceFen: z.number(),
  /** The classes covered, by name and price (the same in every session). */
  classes: z.array(z.object({ name: z.string(), enName: z.string(), priceFen: z.number() })),
});
export type CoveredPerformance = z.infer<typeof coveredPerformanceSchema>;

export const packageCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  enName: z.string(),
  summary: z.string(),
  enSummary: z.string(),
  /** Rich text (HTML), sanitised by the hall API. */
  terms: z.string(),
  enTerms: z.string(),
  image: z.string(),
  priceFen: z.number(),
  /** Tickets a card holds. */
  credits: z.number(),
  /** The most tickets of one performance a card pays. */
  perPerformance: z.number(),
  stockLeft: z.number(),
  limitPerMember: z.number(),
  saleFrom: z.string(),
  saleTo: z.string(),
  validUntil: z.string(),
  saleState: z.enum(['upcoming', 'onSale', 'ended']),
  performances: z.array(coveredPerformanceSchema),
});
export type PackageCardView = z.infer<typeof packageCardSchema>;
export type SaleState = PackageCardView['saleState'];

/** A ticket paid with a card, as /cardCase lists it. */
export const cardTicketSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  /** The ticket order's status: an unpaid order holds its credits until it is paid or closes. */
  status: orderStatus,
  performanceId: z.number(),
  title: z.string(),
  enTitle: z.string(),
  startTime: z.string(),
  className: z.string(),
  enClassName: z.string(),
  seat: seatLabel.nullable(),
});
export type CardTicketView = z.infer<typeof cardTicketSchema>;

/** GET /api/member_card: one of the member's cards. */
export const memberCardSchema = z.object({
  id: z.number(),
  cardNo: z.string(),
  packageCardId: z.number(),
  name: z.string(),
  enName: z.string(),
  image: z.string(),
  credits: z.number(),
  creditsLeft: z.number(),
  perPerformance: z.number(),
  validUntil: z.string(),
  /** Past its validity: what is left can no longer be spent. */
  expired: z.boolean(),
  /** The package order that bought it. */
  orderNo: z.string(),
  /** The performances it pays tickets of: where the member goes to use it. */
  performanceIds: z.array(z.number()),
  tickets: z.array(cardTicketSchema),
});
export type MemberCardView = z.infer<typeof memberCardSchema>;

/** GET /api/member/card_ticket?sessionId=: a card that pays tickets here, and which classes of this session. */
export const sessionCardSchema = z.object({
  memberCardId: z.number(),
  cardNo: z.string(),
  name: z.string(),
  enName: z.string(),
  creditsLeft: z.number(),
  /** Tickets of this performance the card can still pay (its per-performance cap less those taken). */
  leftHere: z.number(),
  ticketClassIds: z.array(z.number()),
});
export type SessionCardView = z.infer<typeof sessionCardSchema>;

/**
 * GET /api/member/js_ticket?sessionId=&seatIds=|classes= ("js": the settlement, 结算): each of the member's
 * cards for the tickets being settled, how many of them it pays, or why it pays none.
 */
export const settlementCardSchema = sessionCardSchema.extend({
  /** Tickets of this settlement the card pays: every one of a class it covers. */
  pays: z.number(),
  usable: z.boolean(),
  reason: z.enum(['noCoveredTickets', 'tooFewCredits', 'performanceCap']).optional(),
});
export type SettlementCardView = z.infer<typeof settlementCardSchema>;

/** GET /api/member/js_ticket: the tickets being settled, as the settlement page names them. */
export const settlementCardsQuery = priceQuery.pick({ sessionId: true, seatIds: true, classes: true });

/** The package order, with the card it made once paid. */
export const packageOrderSchema = orderView.extend({ packageCardId: z.number(), cardNo: z.string().nullable() });
export type PackageOrderView = z.infer<typeof packageOrderSchema>;

/** The package card's public reads (the member's cards and orders are their own calls). */
export const packageCardCalls = {
  isOpen: defineCall({
    ...sessionStateAddresses.packagesOpen,
    summary: 'Whether the hall sells package cards now (§3 package-open flag)',
    access: 'public',
    answer: packageOpenSchema,
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/fala_card/detail',
    summary: 'A package card (without an id, the one on sale now): terms, price, stock left, what it covers',
    access: 'public',
    query: packageCardQuery,
    answer: packageCardSchema,
  }),
};

const member = { access: 'member' } as const;

/** The member's cards, and what they pay of a session's tickets (spending one is part of POST /api/order). */
export const memberCardCalls = {
  mine: defineCall({
    method: 'GET',
    path: '/api/member_card',
    summary: 'The member’s package cards, with credits left and the tickets taken',
    ...member,
    answer: z.array(memberCardSchema),
  }),
  forSession: defineCall({
    ...memberCardAddresses.forSession,
    summary: 'The member’s cards that pay tickets of a session, and the classes they cover there',
    ...member,
    query: sessionCardsQuery,
    answer: z.array(sessionCardSchema),
  }),
  atSettlement: defineCall({
    method: 'GET',
    path: '/api/member/js_ticket',
    summary: 'At the settlement: how many of these tickets each card pays, or why none',
    ...member,
    query: settlementCardsQuery,
    answer: z.array(settlementCardSchema),
  }),
};

/** Buying a card: an order of kind 'package' through the one order pipeline (paying it makes the member's card). */
export const packageOrderCalls = {
  buy: defineCall({
    method: 'POST',
    path: '/api/fala_order',
    summary: 'Buys a package card: an order held for the payment window',
    ...member,
    body: packageOrderCreate,
    answer: orderCreated,
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/fala_order',
    summary: 'The member’s package orders, a page',
    ...member,
    query: pageQuery,
    answer: paged(packageOrderSchema),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/fala_order/detail',
    summary: 'One package order, with its card once paid',
    ...member,
    query: idQuery,
    answer: packageOrderSchema,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/fala_order',
    summary: 'Deletes a closed package order from the list',
    ...member,
    query: idQuery,
    answer: nothing,
  }),
};
