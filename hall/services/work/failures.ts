// The failures of periodic work, one row per unit that failed (work_failures): retried with backoff, parked after a
// bounded number of tries, then the box office's to retry or settle. Every kind of work asks `heldBack` for the units
// it must leave alone, so a unit that keeps failing never stands in front of the others.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { WORK_KINDS, WorkFailureView } from '@/lib/contract/staff-work';
import type { Db, DbOrTx } from '../../db/client';
import { workFailures } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { audit, type Actor } from '../staff/audit';

export type WorkKind = (typeof WORK_KINDS)[number];

export type Backoff = {
  /** The wait after the first failure; each further failure doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures after which the unit is parked: no more tries until the box office retries it. */
  maxAttempts: number;
};

export const DEFAULT_BACKOFF: Backoff = { baseDelayMs: 5_000, maxDelayMs: 10 * 60_000, maxAttempts: 5 };

/**
 * SQL true for a unit this kind must not run now: parked, settled, or waiting for its next try. `key` is the unit's
 * key as SQL text over the kind's own table (`${orders.id}::text`).
 */
export const heldBack = (kind: WorkKind, key: SQL, now: Date) =>
  sql`exists (select 1 from ${workFailures} f where f.kind = ${kind} and f.unit_key = ${key}
      and (f.state <> 'retrying' or f.next_attempt_at > ${now.toISOString()}::timestamptz))`;

/** `heldBack` for one unit that has no table of its own to query (a key download). */
export async function isHeldBack(db: DbOrTx, kind: WorkKind, unitKey: string, now: Date) {
  const [row] = await db
    .select({ id: workFailures.id })
    .from(workFailures)
    .where(
      and(
        eq(workFailures.kind, kind),
        eq(workFailures.unitKey, unitKey),
        sql`(${workFailures.state} <> 'retrying' or ${workFailures.nextAttemptAt} > ${now.toISOString()}::timestamptz)`,
      ),
    );
  return !!row;
}

/** One more failure of a unit: its next try after the backoff, or parked once it has failed `maxAttempts` times. */
export async function recordFailure(db: DbOrTx, kind: WorkKind, unitKey: string, error: unknown, backoff: Backoff, now = new Date()) {
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1000);
  const [row] = await db
    .insert(workFailures)
    .values({ kind, unitKey, attempts: 1, lastError: message, firstFailedAt: now, lastFailedAt: now, nextAttemptAt: now })
    .onConflictDoUpdate({
      target: [workFailures.kind, workFailures.unitKey],
      set: { attempts: sql`${workFailures.attempts} + 1`, lastError: message, lastFailedAt: now },
    })
    .returning();
  const parked = row.attempts >= backoff.maxAttempts;
  const delay = Math.min(backoff.baseDelayMs * 2 ** (row.attempts - 1), backoff.maxDelayMs);
  await db
    .update(workFailures)
    .set({ state: parked ? 'parked' : 'retrying', nextAttemptAt: new Date(now.getTime() + delay) })
    .where(and(eq(workFailures.id, row.id), eq(workFailures.state, 'retrying')));
  return parked ? 'parked' : 'retrying';
}

/** A unit that succeeded after failing is forgotten. */
export async function clearFailure(db: DbOrTx, kind: WorkKind, unitKey: string) {
  await db
    .delete(workFailures)
    .where(and(eq(workFailures.kind, kind), eq(workFailures.unitKey, unitKey), eq(workFailures.state, 'retrying')));
}

const view = (r: typeof workFailures.$inferSelect): WorkFailureView => ({
  id: r.id,
  kind: r.kind,
  unitKey: r.unitKey,
  state: r.state,
  attempts: r.attempts,
  lastError: r.lastError,
  firstFailedAt: r.firstFailedAt.toISOString(),
  lastFailedAt: r.lastFailedAt.toISOString(),
  nextAttemptAt: r.state === 'retrying' ? r.nextAttemptAt.toISOString() : null,
  settledAt: r.settledAt?.toISOString() ?? null,
  note: r.note,
});

/** The console's list: parked units first, then those still being retried, oldest failure first; the last settled below. */
export async function listFailures(db: DbOrTx, state?: WorkFailureView['state']): Promise<WorkFailureView[]> {
  const rows = await db
    .select()
    .from(workFailures)
    .where(state ? eq(workFailures.state, state) : undefined)
    .orderBy(sql`case ${workFailures.state} when 'parked' then 0 when 'retrying' then 1 else 2 end`, asc(workFailures.firstFailedAt))
    .limit(500);
  return rows.map(view);
}

/** Units by kind and state, for /metrics. */
export async function failureCounts(db: DbOrTx) {
  return db
    .select({ kind: workFailures.kind, state: workFailures.state, n: sql<number>`count(*)::int` })
    .from(workFailures)
    .where(inArray(workFailures.state, ['retrying', 'parked']))
    .groupBy(workFailures.kind, workFailures.state);
}

async function change(
  db: Db,
  actor: Actor,
  id: number,
  action: 'work.retry' | 'work.settle',
  set: Partial<typeof workFailures.$inferInsert>,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(workFailures).where(eq(workFailures.id, id)).for('update');
    if (!before) throw notFound();
    if (before.state === 'settled') throw new HallError('workSettled', Code.badRequest);
    if (action === 'work.retry' && before.state !== 'parked') throw new HallError('workNotParked', Code.badRequest);
    const [after] = await tx.update(workFailures).set(set).where(eq(workFailures.id, id)).returning();
    await audit(tx, actor, {
      action,
      target: `work:${before.kind}:${before.unitKey}`,
      before: { state: before.state, attempts: before.attempts, lastError: before.lastError },
      after: { state: after.state, note: after.note },
    });
    return view(after);
  });
}

/** The box office starts a parked unit again (the cause was mended): tried on the next pass, with its tries counted afresh. */
export const retryFailure = (db: Db, actor: Actor, id: number) =>
  change(db, actor, id, 'work.retry', { state: 'retrying', attempts: 0, nextAttemptAt: new Date() });

/** The box office closes a unit by hand (what was done, in the note): it is never run again. */
export const settleFailure = (db: Db, actor: Actor & { staffId: number }, id: number, note: string) =>
  change(db, actor, id, 'work.settle', { state: 'settled', settledAt: new Date(), settledBy: actor.staffId, note });
