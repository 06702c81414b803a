import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';

/**
 * Short-lived, single-use proofs between the steps of a multi-step call: the identity check of replace_phone
 * (step 1 → step 2) and a WeChat identity waiting to be bound to a phone (wx_login → wx_bind). Only the hash
 * of the ticket is stored.
 */
export const stepTickets = pgTable(
  'step_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    purpose: text({ enum: ['replace_phone', 'wechat_bind', 'staff_enrol'] }).notNull(),
    memberId: integer('member_id'),
    payload: jsonb().$type<Record<string, string>>().notNull().default({}),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('step_tickets_expires_idx').on(t.expiresAt)],
);
