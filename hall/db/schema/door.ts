import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { orderItems } from './commerce';
import { sessions } from './performances';
import { staff } from './staff';
import { visitSlots } from './visits';

/**
 * A ticket let in at the door, or a visitor's entry code at the start of a guided visit: one row per ticket, keyed by the ticket, so of two devices scanning it
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
    /** The session a ticket was let in to, or the visit slot a visitor came on: one of the two. */
    sessionId: integer('session_id').references(() => sessions.id),
    slotId: integer('slot_id').references(() => visitSlots.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    device: text().notNull(),
    entrance: text().notNull(),
    admittedAt: at('admitted_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderItemId] }),
    index('admissions_session_idx').on(t.sessionId, t.entrance),
    index('admissions_slot_idx').on(t.slotId, t.entrance),
    check('admissions_one_door', sql`(${t.sessionId} is null) <> (${t.slotId} is null)`),
  ],
);
