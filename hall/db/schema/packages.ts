import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { members } from './members';
import { orders } from './commerce';
import { performances } from './performances';

/**
 * A package card the hall sells while the package feature is open (§1 "limited-time package cards"): a number of
 * tickets (credits) for chosen performances, at most `perPerformance` of one performance. Sold as an order of kind
 * 'package'; paying it makes a member card (below).
 */
export const packageCards = pgTable(
  'package_cards',
  {
    id: id(),
    name: text().notNull(),
    enName: text('en_name').notNull(),
    summary: text().notNull().default(''),
    enSummary: text('en_summary').notNull().default(''),
    /** The card's terms, rich text sanitised on the way in as every other rich text. */
    terms: text().notNull().default(''),
    enTerms: text('en_terms').notNull().default(''),
    image: text().notNull(),
    priceFen: integer('price_fen').notNull(),
    credits: integer().notNull(),
    perPerformance: integer('per_performance').notNull(),
    stock: integer().notNull(),
    sold: integer().notNull().default(0),
    limitPerMember: integer('limit_per_member').notNull().default(2),
    saleFrom: at('sale_from').notNull(),
    saleTo: at('sale_to').notNull(),
    /** Every card sold is good until then (a season pass ends with its season). */
    validUntil: at('valid_until').notNull(),
    visible: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  // As for goods: whatever a race does, the cards sold stay within the cards there are.
  (t) => [check('package_cards_sold_within_stock', sql`${t.sold} >= 0 and ${t.sold} <= ${t.stock}`)],
);

/**
 * The performances a card pays tickets of, and in each the classes it covers: those priced at or below
 * `maxPriceFen` ("B class and below"), point-only classes never. A price rather than a list of classes, so a
 * session added later is covered as its siblings are.
 */
export const packageCardPerformances = pgTable(
  'package_card_performances',
  {
    packageCardId: integer('package_card_id')
      .notNull()
      .references(() => packageCards.id),
    performanceId: integer('performance_id')
      .notNull()
      .references(() => performances.id),
    maxPriceFen: integer('max_price_fen').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageCardId, t.performanceId] })],
);

/**
 * A member's card, made when its package order is paid (one per order). `credits_used` counts the tickets of
 * standing orders it pays: taken by a conditional update when a ticket order is placed, given back when that
 * order closes unpaid or the hall cancels it. The check is the last line against spending a credit twice.
 */
export const memberCards = pgTable(
  'member_cards',
  {
    id: id(),
    cardNo: text('card_no').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    packageCardId: integer('package_card_id')
      .notNull()
      .references(() => packageCards.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    credits: integer().notNull(),
    creditsUsed: integer('credits_used').notNull().default(0),
    validUntil: at('valid_until').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_cards_member_idx').on(t.memberId),
    check('member_cards_credits_within', sql`${t.creditsUsed} >= 0 and ${t.creditsUsed} <= ${t.credits}`),
  ],
);
