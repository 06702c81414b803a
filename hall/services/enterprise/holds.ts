// A hall held for an enterprise project's dates (issue 16): the rental staff's offer holds it as a first or
// second option until a date; accepting leaves it held for the deposit; the deposit makes it definite. Two
// definite bookings of one hall, or two live first options, never overlap: the exclusion constraints of
// migration 0020 refuse the second whatever races, and that refusal is told as rentalHoldTaken.
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { RentalHoldView, RentalOffer } from '@/lib/contract/rental';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { enterpriseProjects, halls, rentalHolds } from '../../db/schema';
import { HallError } from '../../errors';
import { isExclusionViolation } from '../../platform/db-errors';
import { audit, type Actor } from '../staff/audit';
import { moveProject, withStep } from './flow';

type StaffActor = Actor & { staffId: number };

/** The staff's answer to a submitted consultation: the quote, the deposit and the hold, in one transaction. */
export async function offerHold(db: Db, actor: StaffActor, projectId: number, offer: RentalOffer, now = new Date()) {
  if (Date.parse(offer.expiresAt) <= now.getTime()) throw new HallError('rentalOfferExpiry', Code.badRequest);
  return db.transaction(async (tx) => {
    const [hall] = await tx.select({ id: halls.id }).from(halls).where(eq(halls.id, offer.hallId));
    if (!hall) throw new HallError('rentalHallUnknown', Code.badRequest);
    // A lapsed option the sweep has not reached yet must not stand in the way.
    await expireDue(tx, now, { hallId: offer.hallId });
    const intention = {
      startsAt: offer.startsAt,
      endsAt: offer.endsAt,
      option: offer.option,
      expiresAt: offer.expiresAt,
      quoteFen: offer.quoteFen,
      depositFen: offer.depositFen,
      note: offer.note ?? null,
    };
    const moved = await moveProject(
      tx,
      projectId,
      'offer',
      { party: 'staff', staffId: actor.staffId },
      {
        note: offer.note,
        now,
        patch: { hallId: offer.hallId, depositFen: offer.depositFen, contractFen: offer.quoteFen, steps: withStep('intention', intention) },
      },
    );
    await hold(tx, () =>
      tx.insert(rentalHolds).values({
        projectId,
        hallId: offer.hallId,
        startsAt: new Date(offer.startsAt),
        endsAt: new Date(offer.endsAt),
        option: offer.option,
        expiresAt: new Date(offer.expiresAt),
      }),
    );
    await audit(tx, actor, {
      action: 'project.offer',
      target: `project:${projectId}`,
      before: moved.from,
      after: { ...moved.to, ...intention },
    });
    return moved;
  });
}

/**
 * A hold written under the exclusion constraints, in a savepoint so that a refusal leaves the transaction usable
 * for the error it becomes.
 */
async function hold(tx: Tx, write: () => Promise<unknown>) {
  try {
    await tx.transaction(async () => {
      await write();
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new HallError('rentalHoldTaken', Code.badRequest);
    throw error;
  }
}

/** The renter withdraws the project: it ends and its holds are released. */
export async function withdrawProject(db: Db, enterpriseUserId: number, projectId: number, note?: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const moved = await moveProject(tx, projectId, 'withdraw', { party: 'renter', enterpriseUserId }, { note, now });
    await releaseHolds(tx, projectId, now);
    return moved;
  });
}

/** The hall declines the consultation or takes its offer back: the project ends and its holds are released. */
export async function rejectProject(db: Db, actor: StaffActor, projectId: number, note: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const moved = await moveProject(tx, projectId, 'reject', { party: 'staff', staffId: actor.staffId }, { note, now });
    await releaseHolds(tx, projectId, now);
    await audit(tx, actor, { action: 'project.reject', target: `project:${projectId}`, before: moved.from, after: { ...moved.to, note } });
    return moved;
  });
}

async function releaseHolds(tx: Tx, projectId: number, now: Date) {
  await tx
    .update(rentalHolds)
    .set({ releasedAt: now })
    .where(and(eq(rentalHolds.projectId, projectId), isNull(rentalHolds.releasedAt)));
}

/**
 * The project's live hold becomes the definite booking (the deposit was paid): refused as rentalHoldTaken when
 * another definite booking of the hall overlaps it, whoever commits first.
 */
export async function makeDefinite(tx: Tx, projectId: number) {
  await hold(tx, () =>
    tx
      .update(rentalHolds)
      .set({ option: 'definite', expiresAt: null })
      .where(and(eq(rentalHolds.projectId, projectId), isNull(rentalHolds.releasedAt))),
  );
}

/** The offered dates taken again as the definite booking, when the option had lapsed meanwhile (refused as rentalHoldTaken). */
export async function retakeDefinite(tx: Tx, projectId: number, hallId: number, startsAt: Date, endsAt: Date) {
  await hold(tx, () => tx.insert(rentalHolds).values({ projectId, hallId, startsAt, endsAt, option: 'definite' }));
}

/**
 * Options whose date has passed are released (a sweep of the background work, every instance, SKIP LOCKED),
 * and a project still waiting on its offer goes back to the staff, its dates free for others.
 */
export async function expireHolds(db: Db, now = new Date()): Promise<number> {
  return db.transaction((tx) => expireDue(tx, now));
}

/** One option's lapse, the periodic work's unit (hold-lapse-work.ts): 0 when it is no longer due. */
export async function lapseHold(db: Db, holdId: number, now = new Date()): Promise<number> {
  return db.transaction((tx) => expireDue(tx, now, { holdId }));
}

/**
 * expireHolds' work, in the caller's transaction; with `hallId`, of that hall only (before a new offer on it); with
 * `holdId`, that hold only.
 */
async function expireDue(tx: Tx, now: Date, only: { hallId?: number; holdId?: number } = {}): Promise<number> {
  const due = await tx
    .select({ id: rentalHolds.id, projectId: rentalHolds.projectId })
    .from(rentalHolds)
    .where(
      and(
        isNull(rentalHolds.releasedAt),
        inArray(rentalHolds.option, ['first', 'second']),
        lte(rentalHolds.expiresAt, now),
        only.hallId === undefined ? undefined : eq(rentalHolds.hallId, only.hallId),
        only.holdId === undefined ? undefined : eq(rentalHolds.id, only.holdId),
      ),
    )
    .orderBy(asc(rentalHolds.id))
    .limit(100)
    .for('update', { skipLocked: true });
  if (!due.length) return 0;
  await tx
    .update(rentalHolds)
    .set({ releasedAt: now })
    .where(
      inArray(
        rentalHolds.id,
        due.map((d) => d.id),
      ),
    );
  const waiting = await tx
    .select({ id: enterpriseProjects.id })
    .from(enterpriseProjects)
    .where(
      and(
        inArray(enterpriseProjects.id, [...new Set(due.map((d) => d.projectId))]),
        eq(enterpriseProjects.process, 'intention'),
        eq(enterpriseProjects.status, 'offered'),
      ),
    );
  for (const { id } of waiting) await moveProject(tx, id, 'holdExpired', { party: 'system' }, { now });
  return due.length;
}

/** The project's holds, newest first. */
export async function projectHolds(db: DbOrTx, projectId: number): Promise<RentalHoldView[]> {
  const rows = await db
    .select({
      id: rentalHolds.id,
      hallId: halls.id,
      hallName: halls.name,
      hallEnName: halls.enName,
      startsAt: rentalHolds.startsAt,
      endsAt: rentalHolds.endsAt,
      option: rentalHolds.option,
      expiresAt: rentalHolds.expiresAt,
      releasedAt: rentalHolds.releasedAt,
    })
    .from(rentalHolds)
    .innerJoin(halls, eq(halls.id, rentalHolds.hallId))
    .where(eq(rentalHolds.projectId, projectId))
    .orderBy(asc(rentalHolds.id));
  return rows.reverse().map((r) => ({
    id: r.id,
    hall: { id: r.hallId, name: r.hallName, enName: r.hallEnName },
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    option: r.option,
    expiresAt: r.expiresAt?.toISOString() ?? null,
    released: r.releasedAt !== null,
  }));
}
