import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { members } from './members';
import { orders } from './commerce';
import { performances, sessions, ticketClasses } from './performances';

/**
 * A round of public-welfare tickets (§1, /commonweal_ticket): `tickets` low-price places of one session, handed out
 * fairly (docs/decisions/welfare.md). Members apply in the window; at its end, if there are
 * more applications than places, a draw orders them by SHA-256 of the seed and each application number. The seed
 * is fixed when the round is made and only its SHA-256 (`seedHash`) is published until the draw, which publishes
 * the seed itself: the hall cannot choose it after seeing who applied, nor an applicant time an application to a
 * lucky number, and anyone can re-run the draw. The places are the stock of `ticketClassId`, a class of the session
 * marked `welfare`, which ordinary sale never offers.
 */
export const welfareRounds = pgTable(
  'welfare_rounds',
  {
    id: id(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id),
    performanceId: integer('performance_id')
      .notNull()
      .references(() => performances.id),
    ticketClassId: integer('ticket_class_id')
      .notNull()
      .references(() => ticketClasses.id),
    tickets: integer().notNull(),
    applyFrom: at('apply_from').notNull(),
    applyTo: at('apply_to').notNull(),
    /** How long a winner has to pay, from the moment the place is offered. */
    payHours: integer('pay_hours').notNull().default(24),
    seed: text().notNull(),
    seedHash: text('seed_hash').notNull(),
    drawnAt: at('drawn_at'),
    /** Numbers the applications of the round in the order they came: W{round}-{seq}. */
    applied: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('welfare_rounds_class_uq').on(t.ticketClassId),
    index('welfare_rounds_draw_idx').on(t.drawnAt, t.applyTo),
    check('welfare_rounds_window', sql`${t.applyFrom} < ${t.applyTo} and ${t.tickets} > 0 and ${t.payHours} > 0`),
  ],
);

/**
 * One application: a member for one regular purchaser. One ID applies once per performance and one member once per
 * round (unique indexes, so a race cannot break either). `rank` is the place in the drawn order (or, after the
 * draw, in the order late applications came); the first `tickets` ranks are offered a place, each one a normal
 * unpaid order with the round's payment window, and a place not paid in time passes to the next rank.
 */
export const welfareApplications = pgTable(
  'welfare_applications',
  {
    id: id(),
    roundId: integer('round_id')
      .notNull()
      .references(() => welfareRounds.id),
    performanceId: integer('performance_id')
      .notNull()
      .references(() => performances.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    applicationNo: text('application_no').notNull(),
    buyerName: text('buyer_name').notNull(),
    certType: text('cert_type').notNull(),
    /** Sealed (hall/platform/personal-data.ts). */
    certNo: text('cert_no').notNull(),
    /** The person's keyed hash: one application per performance and person. */
    certHash: text('cert_hash').notNull(),
    status: text({ enum: ['applied', 'waiting', 'offered', 'lapsed'] })
      .notNull()
      .default('applied'),
    rank: integer(),
    orderId: integer('order_id').references(() => orders.id),
    offeredAt: at('offered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('welfare_applications_no_uq').on(t.applicationNo),
    uniqueIndex('welfare_applications_person_uq').on(t.performanceId, t.certHash),
    uniqueIndex('welfare_applications_member_uq').on(t.roundId, t.memberId),
    uniqueIndex('welfare_applications_order_uq').on(t.orderId),
    index('welfare_applications_rank_idx').on(t.roundId, t.status, t.rank),
  ],
);
