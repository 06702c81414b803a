import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { sessions } from './performances';
import { staff } from './staff';

/**
 * A session the hall cancelled, and the job that ends its orders and refunds them (docs/architecture.md,
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
