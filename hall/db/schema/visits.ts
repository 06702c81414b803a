import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { members } from './members';

/** Guided visit slots: about 40 minutes, 50 yuan a person. */
export const visitSlots = pgTable(
  'visit_slots',
  {
    id: id(),
    date: text().notNull(),
    startTime: text('start_time').notNull(),
    capacity: integer().notNull(),
    booked: integer().notNull().default(0),
    priceFen: integer('price_fen').notNull().default(5000),
    /** Closed by the hall (a closed day closes all its slots): not bookable; bookings already made stand. */
    closed: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('visit_slots_uq').on(t.date, t.startTime)],
);

/** certNo is sealed (hall/platform/personal-data.ts), '' when a child shows none. */
export type Visitor = { name: string; certType: string; certNo: string; child: boolean; heightCm?: number };

/** A personal visit reservation; paid through an order of kind 'visit'. */
export const reservations = pgTable('reservations', {
  id: id(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  slotId: integer('slot_id')
    .notNull()
    .references(() => visitSlots.id),
  orderId: integer('order_id'),
  visitors: jsonb().$type<Visitor[]>().notNull(),
  status: text({ enum: ['unpaid', 'booked', 'visited', 'not_visited', 'cancelled'] }).notNull(),
  createdAt: createdAt(),
});

/** Group reservation: an intention form the hall follows up by phone. */
export const groupReservations = pgTable('group_reservations', {
  id: id(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  unitName: text('unit_name').notNull(),
  contactName: text('contact_name').notNull(),
  phone: text().notNull(),
  email: text().notNull(),
  visitorCount: integer('visitor_count').notNull(),
  period: text({ enum: ['morning', 'afternoon'] }).notNull(),
  dateFrom: text('date_from').notNull(),
  dateTo: text('date_to').notNull(),
  invoice: text({ enum: ['none', 'vat_general_3'] }).notNull(),
  note: text(),
  status: text({ enum: ['submitted', 'confirmed', 'rejected'] })
    .notNull()
    .default('submitted'),
  /** The date the hall fixed when it confirmed the visit. */
  confirmedDate: text('confirmed_date'),
  /** The time of day the hall fixed with the date (HH:mm). */
  confirmedTime: text('confirmed_time'),
  /** Why the hall declined, shown to the member. */
  rejectReason: text('reject_reason'),
  decidedAt: at('decided_at'),
  createdAt: createdAt(),
});

/**
 * One ID, one visit a day: the primary key refuses a second booking of the same document on the same date,
 * whichever member makes it, under any race. A claim goes when its booking is cancelled or closes unpaid.
 */
export const visitClaims = pgTable(
  'visit_claims',
  {
    date: text().notNull(),
    /** The person's keyed hash (identityHash), never the number. */
    certHash: text('cert_hash').notNull(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
  },
  (t) => [primaryKey({ columns: [t.date, t.certHash] }), index('visit_claims_reservation_idx').on(t.reservationId)],
);

export const visitRules = pgTable('visit_rules', {
  key: text().primaryKey(),
  value: text().notNull(),
  enValue: text('en_value'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
