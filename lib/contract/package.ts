import { z } from 'zod';
import { id } from './common';
import type { OrderView, SeatLabel } from './order';
import { defineCall } from './call';
import { sessionStateAddresses } from './addresses';

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
export type CardTicketView = {
  orderId: number;
  orderNo: string;
  /** The ticket order's status: an unpaid order holds its credits until it is paid or closes. */
  status: OrderView['status'];
  performanceId: number;
  title: string;
  enTitle: string;
  startTime: string;
  className: string;
  enClassName: string;
  seat: SeatLabel | null;
};

/** GET /api/member_card: one of the member's cards. */
export type MemberCardView = {
  id: number;
  cardNo: string;
  packageCardId: number;
  name: string;
  enName: string;
  image: string;
  credits: number;
  creditsLeft: number;
  perPerformance: number;
  validUntil: string;
  /** Past its validity: what is left can no longer be spent. */
  expired: boolean;
  /** The package order that bought it. */
  orderNo: string;
  /** The performances it pays tickets of: where the member goes to use it. */
  performanceIds: number[];
  tickets: CardTicketView[];
};

/** GET /api/member/card_ticket?sessionId=: a card that pays tickets here, and which classes of this session. */
export type SessionCardView = {
  memberCardId: number;
  cardNo: string;
  name: string;
  enName: string;
  creditsLeft: number;
  /** Tickets of this performance the card can still pay (its per-performance cap less those taken). */
  leftHere: number;
  ticketClassIds: number[];
};

/**
 * GET /api/member/js_ticket?sessionId=&seatIds=|classes= ("js": the settlement, 结算): each of the member's
 * cards for the tickets being settled, how many of them it pays, or why it pays none.
 */
export type SettlementCardView = SessionCardView & {
  /** Tickets of this settlement the card pays: every one of a class it covers. */
  pays: number;
  usable: boolean;
  reason?: 'noCoveredTickets' | 'tooFewCredits' | 'performanceCap';
};

/** The package order, with the card it made once paid. */
export type PackageOrderView = OrderView & { packageCardId: number; cardNo: string | null };

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
