import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateLimits, slideChallenges, verificationCodes } from '../../db/schema';

/**
 * Rows of the accounts area that no rule reads any more (puzzles, codes and counters older than a day).
 * Any instance may run it; it is called now and then from busy calls instead of from a scheduler.
 */
export async function sweepAccountsLeftovers(db: DbOrTx): Promise<void> {
  await db.delete(slideChallenges).where(sql`${slideChallenges.expiresAt} < now() - interval '1 day'`);
  await db.delete(verificationCodes).where(sql`${verificationCodes.expiresAt} < now() - interval '1 day'`);
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - interval '1 day'`);
}

/** One call in `every` runs the sweep. */
export async function maybeSweep(db: DbOrTx, every = 200): Promise<void> {
  if (Math.random() * every < 1) await sweepAccountsLeftovers(db);
}
