import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { members } from './members';
import { staff } from './staff';

/**
 * Messages to the hall (§1 feedback) from visitors and members, and the hall's one answer. The sender's address is
 * kept for the per-address limit's sake only as long as the row (it is not shown to staff).
 */
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    memberId: integer('member_id').references(() => members.id),
    topic: text({ enum: ['performance', 'tickets', 'visit', 'venue', 'website', 'other'] }).notNull(),
    text: text().notNull(),
    contact: text(),
    locale: text().notNull(),
    createdAt: createdAt(),
    answer: text(),
    answeredAt: at('answered_at'),
    answeredBy: integer('answered_by').references(() => staff.id),
  },
  (t) => [index('feedback_open_idx').on(t.answeredAt, t.createdAt)],
);
