import { eq, sql } from 'drizzle-orm';
import { Code, SubCode } from '@/lib/contract/codes';
import type { DbOrTx } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { HallError } from '../../errors';

export type Limit = { name: string; max: number; windowSeconds: number; refuse: () => HallError };

const tooMany = () => new HallError('tooMany', Code.tooMany);

/** Every limit of the accounts area in one place. */
export const LIMITS = {
  /** §5/§9: one code a minute per phone. */
  codePerPhone: {
    name: 'code:phone',
    max: 1,
    windowSeconds: 60,
    refuse: () => new HallError('codeTooSoon', Code.tooMany, SubCode.codeTooSoon),
  },
  /** SMS cost a fee: one address cannot text a long list of phones. Generous, as mobile carriers NAT many users. */
  codePerAddress: { name: 'code:addr', max: 20, windowSeconds: 3600, refuse: tooMany },
  loginPerAddress: { name: 'login:addr', max: 30, windowSeconds: 600, refuse: tooMany },
  loginPerPhone: { name: 'login:phone', max: 10, windowSeconds: 600, refuse: tooMany },
  challengePerAddress: { name: 'slide:addr', max: 60, windowSeconds: 600, refuse: tooMany },
  /** Feedback: a few messages an hour from one address, whoever sends them. */
  feedbackPerAddress: { name: 'feedback:addr', max: 5, windowSeconds: 3600, refuse: tooMany },
} satisfies Record<string, Limit>;

const keyOf = (limit: Limit, subject: string) => `${limit.name}:${subject}`;

/**
 * Counts one hit in a fixed window and returns the count so far. A single INSERT … ON CONFLICT DO UPDATE, so
 * hits from every hall API instance land on one row and two of them can never both see a fresh window.
 * The clock is the database's, shared by all instances.
 */
export async function hit(db: DbOrTx, limit: Limit, subject: string): Promise<number> {
  const expired = sql`${rateLimits.windowStart} <= now() - ${sql.raw(`interval '${Math.trunc(limit.windowSeconds)} seconds'`)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(limit, subject), windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row.count;
}

/** Counts the hit and refuses it with the limit's own error once the window is full. */
export async function enforce(db: DbOrTx, limit: Limit, subject: string): Promise<void> {
  if ((await hit(db, limit, subject)) > limit.max) throw limit.refuse();
}

/** Gives a hit back, when the action it counted failed on our side (an SMS the provider refused). */
export async function release(db: DbOrTx, limit: Limit, subject: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, keyOf(limit, subject)));
}

/** Ends a subject's window now, as if its time had run out (the sandbox clock: journeys need not wait a minute). */
export async function endWindow(db: DbOrTx, limit: Limit, subject: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ windowStart: sql`now() - ${sql.raw(`interval '${Math.trunc(limit.windowSeconds)} seconds'`)}` })
    .where(eq(rateLimits.key, keyOf(limit, subject)));
}
