import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { genres, hallSeats, halls } from './venue';

export type Artist = { name: string; enName: string; role: string; enRole: string; image?: string };
export type RepertoireItem = { composer: string; enComposer: string; work: string; enWork: string };

/** A performance (category 0) or an activity (category 1); what the spec's search and calendar call a project. */
export const performances = pgTable(
  'performances',
  {
    id: id(),
    category: integer().notNull(),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id),
    mainTitle: text('main_title').notNull(),
    enMainTitle: text('en_main_title').notNull(),
    subtitle: text().notNull().default(''),
    enSubtitle: text('en_subtitle').notNull().default(''),
    series: text().notNull().default(''),
    enSeries: text('en_series').notNull().default(''),
    monthQuarter: text('month_quarter').notNull().default(''),
    enMonthQuarter: text('en_month_quarter').notNull().default(''),
    organizer: text().notNull().default(''),
    enOrganizer: text('en_organizer').notNull().default(''),
    host: text().notNull().default(''),
    enHost: text('en_host').notNull().default(''),
    coHost: text('co_host').notNull().default(''),
    enCoHost: text('en_co_host').notNull().default(''),
    poster: text().notNull(),
    intro: text().notNull().default(''),
    enIntro: text('en_intro').notNull().default(''),
    purchaseNotes: text('purchase_notes').notNull().default(''),
    enPurchaseNotes: text('en_purchase_notes').notNull().default(''),
    /** Discount shown on the detail page (e.g. "学生票 5 折"); the price rules live on ticket classes and coupons. */
    discount: text().notNull().default(''),
    enDiscount: text('en_discount').notNull().default(''),
    artists: jsonb().$type<Artist[]>().notNull().default([]),
    repertoire: jsonb().$type<RepertoireItem[]>().notNull().default([]),
    durationMinutes: integer('duration_minutes').notNull().default(120),
    /** Ticket sales open at this moment; before it the performance is "coming soon". */
    saleStartAt: at('sale_start_at').notNull(),
    isRecommend: boolean('is_recommend').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    /** Real-name performances: every ticket names a regular purchaser; one ID buys this performance once. */
    realName: boolean('real_name').notNull().default(false),
    /** One of the hall's own music-season concerts (/music?activeType=2 lists them; the season pass covers them). */
    season: boolean().notNull().default(false),
    /** Minimum age / height notes shown with the purchase notes, and the child rule enforced at checkout. */
    childHeightLimitCm: integer('child_height_limit_cm'),
    brandId: integer('brand_id'),
    visible: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('performances_category_idx').on(t.category, t.visible)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    performanceId: integer('performance_id')
      .notNull()
      .references(() => performances.id),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    /** Sessions without a seat map (activities, standing) sell ticket classes by quantity from their stock. */
    hasSeatMap: boolean('has_seat_map').notNull().default(true),
    limitPerMember: integer('limit_per_member').notNull().default(6),
    limitPerOrder: integer('limit_per_order').notNull().default(4),
    /**
     * The box office's word on the session: on sale (within its window), taken off sale, or cancelled (no sale,
     * its paid orders refunded by the cancellation job). Coming soon and sold out follow from times and seats.
     */
    saleState: text('sale_state', { enum: ['on_sale', 'off_sale', 'cancelled'] })
      .notNull()
      .default('on_sale'),
    /** Sales close at this moment; null closes them when the session starts. */
    saleEndAt: at('sale_end_at'),
    /** How long a waiting-list offer holds its seats for the member (schema/waiting-list.ts), set by the staff. */
    offerMinutes: integer('offer_minutes').notNull().default(30),
    /** The staff closed the session's waiting lists: nobody joins, those waiting are told, returns go back on sale. */
    waitingListClosed: boolean('waiting_list_closed').notNull().default(false),
  },
  (t) => [index('sessions_start_idx').on(t.startTime), index('sessions_performance_idx').on(t.performanceId)],
);

export const ticketClasses = pgTable(
  'ticket_classes',
  {
    id: id(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id),
    name: text().notNull(),
    enName: text('en_name').notNull(),
    priceFen: integer('price_fen').notNull(),
    color: text().notNull(),
    /** Point-only tickets are paid wholly in points. */
    pointOnly: boolean('point_only').notNull().default(false),
    pointPrice: integer('point_price'),
    limitPerMember: integer('limit_per_member'),
    /** For sessions without a seat map; sold counts every held or sold ticket. */
    stock: integer(),
    sold: integer().notNull().default(0),
    /** Of `sold`, the tickets that came back and are held for the class's waiting list, not yet offered. */
    returnedHeld: integer('returned_held').notNull().default(0),
    /** The places of a public-welfare round (schema/welfare.ts): never listed, priced or sold by ordinary sale. */
    welfare: boolean().notNull().default(false),
  },
  (t) => [index('ticket_classes_session_idx').on(t.sessionId)],
);

/** A seat of one session. Held and sold seats carry the order; the expiry sweep frees a hold once it has asked the payment provider. */
export const sessionSeats = pgTable(
  'session_seats',
  {
    id: id(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id),
    hallSeatId: integer('hall_seat_id')
      .notNull()
      .references(() => hallSeats.id),
    ticketClassId: integer('ticket_class_id')
      .notNull()
      .references(() => ticketClasses.id),
    /** returned: came back to a class with members waiting, held for its list; offered: held for one entry. */
    status: text({ enum: ['available', 'held', 'sold', 'locked', 'returned', 'offered'] })
      .notNull()
      .default('available'),
    orderId: integer('order_id'),
    holdExpiresAt: at('hold_expires_at'),
    /** When a returned seat came back: the list is offered seats in that order. */
    returnedAt: at('returned_at'),
    /** The waiting-list entry an offered seat is held for. */
    offerId: integer('offer_id'),
  },
  (t) => [uniqueIndex('session_seats_seat_uq').on(t.sessionId, t.hallSeatId), index('session_seats_status_idx').on(t.sessionId, t.status)],
);
