import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@/lib/contract/staff';
import { at, createdAt, id } from './columns';

/** The hall's own staff (the console): password and TOTP for each, roles checked on every staff call. */
export const staff = pgTable('staff', {
  id: id(),
  username: text().notNull().unique(),
  name: text().notNull(),
  passwordHash: text('password_hash').notNull(),
  roles: text().array().$type<StaffRole[]>().notNull(),
  active: boolean().notNull().default(true),
  /** The authenticator's secret, sealed with STAFF_TOTP_KEY (services/staff/totp.ts); null until enrolled. */
  totpSecret: text('totp_secret'),
  /** The secret an enrolment offered, until its first code confirms it. */
  totpPending: text('totp_pending'),
  /** The last TOTP time step accepted: a code is good once, however fast it is replayed. */
  totpLastStep: integer('totp_last_step'),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: at('locked_until'),
  createdAt: createdAt(),
});

/** Staff sessions: only the token's hash is kept; a session ends after inactivity or at its hard limit. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every staff write, in the transaction of the write itself: who (null and `actor` "cli" for the command line),
 * when, what, on what, and the record before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: createdAt(),
    staffId: integer('staff_id').references(() => staff.id),
    actor: text().notNull(),
    action: text().notNull(),
    target: text().notNull(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [index('audit_log_staff_idx').on(t.staffId, t.at), index('audit_log_action_idx').on(t.action, t.at)],
);
