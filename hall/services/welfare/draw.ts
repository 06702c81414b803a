import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { drawOrder } from '@/lib/contract/welfare-draw';
import type { Db } from '../../db/client';
import { welfareApplications, welfareRounds } from '../../db/schema';
import { lockRound, offerPlaces } from './offer';

/**
 * The draw of one round whose window has closed: the applications ranked in the drawn order (lib/welfare/draw,
 * the code a visitor's browser re-runs from the published seed), then places offered from rank 1 while there are
 * tickets; the rest wait their turn. With no more applications than tickets the order decides nothing and every
 * applicant is offered a place. Run once: the round is locked and `drawnAt` set in the same transaction.
 */
export async function drawRound(db: Db, roundId: number, now = new Date()): Promise<'drawn' | 'skipped'> {
  return db.transaction(async (tx) => {
    const round = await lockRound(tx, roundId);
    if (!round || round.drawnAt || round.applyTo > now) return 'skipped';
    const applied = await tx
      .select({ id: welfareApplications.id, applicationNo: welfareApplications.applicationNo })
      .from(welfareApplications)
      .where(eq(welfareApplications.roundId, round.id));
    const drawn = await drawOrder(
      round.seed,
      applied.map((a) => a.applicationNo),
    );
    const idOf = new Map(applied.map((a) => [a.applicationNo, a.id]));
    for (const [i, no] of drawn.entries()) {
      await tx
        .update(welfareApplications)
        .set({ status: 'waiting', rank: i + 1 })
        .where(eq(welfareApplications.id, idOf.get(no)!));
    }
    await tx.update(welfareRounds).set({ drawnAt: now }).where(eq(welfareRounds.id, round.id));
    await offerPlaces(tx, round, now);
    return 'drawn';
  });
}

/** The rounds whose window has closed and that are not drawn yet, drawn one by one (the sweeper's share). */
export async function drawDueRounds(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: welfareRounds.id })
    .from(welfareRounds)
    .where(and(isNull(welfareRounds.drawnAt), lte(welfareRounds.applyTo, now)))
    .orderBy(asc(welfareRounds.applyTo));
  let drawn = 0;
  for (const { id } of due) if ((await drawRound(db, id, now)) === 'drawn') drawn++;
  return drawn;
}

/**
 * The test clock of the application window (POST /api/dev/welfare/close, sandbox only): the window ends a second
 * ago and the draw runs, so a test or a demo sees at once what members see when the window closes.
 */
export async function closeWindowNow(db: Db, roundId: number, now = new Date()) {
  const before = new Date(now.getTime() - 1000);
  const [round] = await db
    .update(welfareRounds)
    .set({ applyTo: before })
    .where(and(eq(welfareRounds.id, roundId), isNull(welfareRounds.drawnAt), lte(welfareRounds.applyFrom, before)))
    .returning({ id: welfareRounds.id });
  return round ? drawRound(db, round.id, now) : 'skipped';
}
