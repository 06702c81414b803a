import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import { members } from './members';
import { sessions } from './performances';

/**
 * A session's waiting room for a hot on-sale (docs/decisions/waiting-list-and-room.md): the staff's settings
 * and the room's own clock. Admission passes lock this row (`FOR UPDATE SKIP LOCKED`), so instances share one queue
 * through it: `drawn_at` says the pre-queue was put in random order (once), `admitted_through` when the last pass ran.
 */
export const waitingRooms = pgTable(
  'waiting_rooms',
  {
    sessionId: integer('session_id')
      .primaryKey()
      .references(() => sessions.id),
    enabled: boolean().notNull().default(false),
    opensAt: at('opens_at').notNull(),
    admitPerMinute: integer('admit_per_minute').notNull(),
    maxActive: integer('max_active').notNull(),
    stayMinutes: integer('stay_minutes').notNull(),
    drawnAt: at('drawn_at'),
    admittedThrough: at('admitted_through'),
    createdAt: createdAt(),
  },
  (t) => [
    check('waiting_rooms_rate_ck', sql`${t.admitPerMinute} >= 1`),
    check('waiting_rooms_active_ck', sql`${t.maxActive} >= 1`),
    check('waiting_rooms_stay_ck', sql`${t.stayMinutes} >= 1`),
  ],
);

/**
 * One visitor's place in a room, named by a random id that the signed queue token carries (no account needed to
 * wait). `place` is null until the opening's draw for those who came before it, and given at arrival after it;
 * `admitted_at` and `pass_expires_at` once admitted; `member_id` is bound by the first order the pass makes.
 */
export const roomVisitors = pgTable(
  'room_visitors',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => waitingRooms.sessionId),
    arrivedAt: at('arrived_at').notNull().defaultNow(),
    place: bigint({ mode: 'number' }),
    admittedAt: at('admitted_at'),
    passExpiresAt: at('pass_expires_at'),
    memberId: integer('member_id').references(() => members.id),
    leftAt: at('left_at'),
  },
  (t) => [
    // Two instances never give one place twice (places are also given under the room's row lock).
    uniqueIndex('room_visitors_place_uq').on(t.sessionId, t.place),
    // The next waiting in place order, and the pre-queue (place null) at the draw.
    index('room_visitors_waiting_idx')
      .on(t.sessionId, t.place)
      .where(sql`${t.admittedAt} is null and ${t.leftAt} is null`),
    // Inside now: admitted, pass not expired, not left.
    index('room_visitors_inside_idx')
      .on(t.sessionId, t.passExpiresAt)
      .where(sql`${t.admittedAt} is not null and ${t.leftAt} is null`),
    // Admitted since the opening (the rate's count).
    index('room_visitors_admitted_idx')
      .on(t.sessionId, t.admittedAt)
      .where(sql`${t.admittedAt} is not null`),
    index('room_visitors_member_idx')
      .on(t.memberId)
      .where(sql`${t.memberId} is not null`),
  ],
);
