import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { members } from './members';
import { orders } from './commerce';
import { sessions, ticketClasses } from './performances';

/** Entries still in line or holding an offer: a member has at most one of these per ticket class. */
export const ACTIVE_WAITING = ['waiting', 'offered', 'ordered'] as const;

/**
 * A member in line for tickets of a sold-out class (docs/decisions/waiting-list-and-room.md). Seats and stock
 * that come back to a class with members waiting are held for its list (session_seats.status 'returned',
 * ticket_classes.returned_held) instead of going back on sale, and offered in the order they came back to the
 * first entry they cover: held for that member for the session's offer window, bought through the ordinary order
 * call (`offerId`). An offer that ends unused, or whose order is not paid, lapses and passes to the next.
 *
 * waiting → offered → ordered → bought; offered/ordered → lapsed; waiting/offered → left (the member) or closed (staff).
 */
export const waitingEntries = pgTable(
  'waiting_entries',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id),
    ticketClassId: integer('ticket_class_id')
      .notNull()
      .references(() => ticketClasses.id),
    quantity: integer().notNull(),
    /** The language the member joined in: their offer's text message is written in it. */
    locale: text({ enum: ['zh-CN', 'en-US'] })
      .notNull()
      .default('zh-CN'),
    status: text({ enum: ['waiting', 'offered', 'ordered', 'bought', 'lapsed', 'left', 'closed'] })
      .notNull()
      .default('waiting'),
    createdAt: createdAt(),
    offeredAt: at('offered_at'),
    offerExpiresAt: at('offer_expires_at'),
    /** The order placed with the offer; the entry is bought when it is paid. */
    orderId: integer('order_id').references(() => orders.id),
    endedAt: at('ended_at'),
  },
  (t) => [
    check('waiting_entries_quantity_ck', sql`${t.quantity} between 1 and 20`),
    index('waiting_entries_line_idx').on(t.ticketClassId, t.status, t.id),
    index('waiting_entries_member_idx').on(t.memberId, t.status),
    index('waiting_entries_offer_end_idx').on(t.status, t.offerExpiresAt),
    uniqueIndex('waiting_entries_one_active_uq')
      .on(t.memberId, t.ticketClassId)
      .where(sql`${t.status} in ('waiting', 'offered', 'ordered')`),
  ],
);
