import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { WORK_KINDS } from '@/lib/contract/staff-work';
import { at, createdAt, id } from './columns';
import { sessions } from './performances';
import { staff } from './staff';

/**
 * A session the hall cancelled, and the job that ends its orders and refunds them (docs/decisions/box-office.md,
 * "Cancelling a session"). The job's progress lives in the orders themselves; this row holds who asked, why,
 * and the lease: the instance that runs the job holds it until `lease_until` and renews it as it goes, so a
 * killed instance's job is taken up by the next one once the lease runs out.
 */
export const sessionCancellations = pgTable('session_cancellations', {
  id: id(),
  sessionId: integer('session_id')
    .notNull()
    .unique()
    .references(() => sessions.id),
  /** Told to the members in their station letter. */
  reason: text().notNull(),
  enReason: text('en_reason').notNull(),
  state: text({ enum: ['running', 'done'] })
    .notNull()
    .default('running'),
  /** Orders of the session that held money or seats when the cancellation was asked for. */
  ordersTotal: integer('orders_total').notNull(),
  requestedBy: integer('requested_by').references(() => staff.id),
  requestedByName: text('requested_by_name').notNull(),
  leaseOwner: text('lease_owner'),
  leaseUntil: at('lease_until'),
  /** The last refund the provider refused or did not answer, for the box office to read; the job asks again. */
  lastError: text('last_error'),
  createdAt: createdAt(),
  finishedAt: at('finished_at'),
});

/**
 * A unit of periodic work that failed: one order's expiry, one welfare round's draw, one option's lapse, one order
 * of a session cancellation, a certificate download. Retried with backoff until `next_attempt_at`; after a bounded
 * number of tries it is parked, and only the box office starts it again (retry) or closes it (settled, with how).
 * A unit that succeeds loses its row. The others never wait for it.
 */
export const workFailures = pgTable(
  'work_failures',
  {
    id: id(),
    kind: text({ enum: WORK_KINDS }).notNull(),
    /** The unit within its kind: an order's number, a round's or a hold's id. */
    unitKey: text('unit_key').notNull(),
    state: text({ enum: ['retrying', 'parked', 'settled'] })
      .notNull()
      .default('retrying'),
    attempts: integer().notNull().default(0),
    lastError: text('last_error').notNull(),
    firstFailedAt: at('first_failed_at').notNull().defaultNow(),
    lastFailedAt: at('last_failed_at').notNull().defaultNow(),
    nextAttemptAt: at('next_attempt_at').notNull(),
    settledAt: at('settled_at'),
    settledBy: integer('settled_by').references(() => staff.id),
    /** How the box office settled it (what was done by hand). */
    note: text(),
  },
  (t) => [uniqueIndex('work_failures_unit_uq').on(t.kind, t.unitKey), index('work_failures_state_idx').on(t.state)],
);
