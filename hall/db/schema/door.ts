import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { orderItems } from './commerce';
import { sessions } from './performances';
import { staff } from './staff';

/**
 * A ticket let in at the door (issue 15): one row per ticket, keyed by the ticket, so of two devices scanning it
 * at the same moment one inserts and the other finds the row (the primary key decides, not a read before the
 * write). Which device and entrance let it in, and who was signed in there, answer "already admitted, when and
 * where" and the count by entrance.
 */
export const admissions = pgTable(
  'admissions',
  {
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    device: text().notNull(),
    entrance: text().notNull(),
    admittedAt: at('admitted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderItemId] }), index('admissions_session_idx').on(t.sessionId, t.entrance)],
);
