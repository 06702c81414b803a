// A hall held for an enterprise project's dates: the rental staff's offer holds it as a first or
// second option until a date; accepting leaves it held for the deposit; the deposit makes it definite. Two
// definite bookings of one hall, or two live first options, never overlap: the exclusion constraints of
// migration 0020 refuse the second whatever races, and that refusal is told as rentalHoldTaken. Options run as
// at venues: no option is offered on definite dates, a live first option is never overtaken by a
// second one's deposit, and a first released hands the dates to the second behind it (hall-calendar.ts,
// option-promotion.ts); each write here takes the hall's lock before the project's.
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { RentalHoldView, RentalOffer } from '@/lib/contract/rental';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { enterpriseProjects, halls, rentalHolds } from '../../db/schema';
import { HallError } from '../../errors';
import { isExclusionViolation } from '../../platform/db-errors';
import { audit, type Actor } from '../staff/audit';
import { moveProject, withStep } from './flow';
import { expectNoFirstAhead, expectNotBooked, lockHalls, lockHallsOf, type Span } from './hall-calendar';
import { promoteSeconds, type ReleasedHold } from './option-promotion';

type StaffActor = Actor & { staffId: number };

/**
 * The staff's answer to a submitted consultation: the quote, the deposit and the hold, in one transaction. Made
 * again before the deposit is paid (the dates were taken, or the hall offers others), it replaces the project's
 * hold; refused on dates another project booked definitely, and while the renter's deposit order is open.
 */
export async function offerHold(db: Db, actor: StaffActor, projectId: number, offer: RentalOffer, now = new Date()) {
  if (Date.parse(offer.expiresAt) <= now.getTime()) throw new HallError('rentalOfferExpiry', Code.badRequest);
  return db.transaction(async (tx) => {
    const [hall] = await tx.select({ id: halls.id }).from(halls).where(eq(halls.id, offer.hallId));
    if (!hall) throw new HallError('rentalHallUnknown', Code.badRequest);
    await lockHallsOf(tx, projectId, [offer.hallId]);
    // A lapsed option the sweep has not reached yet must not stand in the way.
    await expireDue(tx, now, { hallIds: [offer.hallId] });
    const [state] = await tx
      .select({ process: enterpriseProjects.process, status: enterpriseProjects.status })
      .from(enterpriseProjects)
      .where(eq(enterpriseProjects.id, projectId));
    const move = state?.process === 'consultation' ? 'offer' : 'reoffer';
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
      move,
      { party: 'staff', staffId: actor.staffId },
      {
        note: offer.note,
        now,
        patch: { hallId: offer.hallId, depositFen: offer.depositFen, contractFen: offer.quoteFen, steps: withStep('intention', intention) },
      },
    );
    // A deposit order placed made the hold definite until it is paid or closed: the renter may be paying now.
    const [paying] = await liveHolds(tx, projectId, 'definite');
    if (paying) throw new HallError('rentalDepositPaying', Code.badRequest);
    await expectNotBooked(tx, projectId, { hallId: offer.hallId, startsAt: new Date(offer.startsAt), endsAt: new Date(offer.endsAt) });
    const replaced = await releaseHolds(tx, projectId, now);
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
    // After the new hold: offered the same dates again, the project keeps its place.
    await promoteSeconds(tx, replaced, now);
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

/** The renter withdraws the project: it ends and its holds are released (a second option behind them promoted). */
export async function withdrawProject(db: Db, enterpriseUserId: number, projectId: number, note?: string, now = new Date()) {
  return db.transaction(async (tx) => {
    await lockHallsOf(tx, projectId);
    const moved = await moveProject(tx, projectId, 'withdraw', { party: 'renter', enterpriseUserId }, { note, now });
    await promoteSeconds(tx, await releaseHolds(tx, projectId, now), now);
    return moved;
  });
}

/** The hall declines the project or takes its offer back: it ends and its holds are released (a second option behind them promoted). */
export async function rejectProject(db: Db, actor: StaffActor, projectId: number, note: string, now = new Date()) {
  return db.transaction(async (tx) => {
    await lockHallsOf(tx, projectId);
    const moved = await moveProject(tx, projectId, 'reject', { party: 'staff', staffId: actor.staffId }, { note, now });
    await promoteSeconds(tx, await releaseHolds(tx, projectId, now), now);
    await audit(tx, actor, { action: 'project.reject', target: `project:${projectId}`, before: moved.from, after: { ...moved.to, note } });
    return moved;
  });
}

const heldColumns = { hallId: rentalHolds.hallId, startsAt: rentalHolds.startsAt, endsAt: rentalHolds.endsAt, option: rentalHolds.option };

async function releaseHolds(tx: Tx, projectId: number, now: Date): Promise<ReleasedHold[]> {
  return tx
    .update(rentalHolds)
    .set({ releasedAt: now })
    .where(and(eq(rentalHolds.projectId, projectId), isNull(rentalHolds.releasedAt)))
    .returning(heldColumns);
}

const liveHolds = (tx: Tx, projectId: number, option?: 'definite') =>
  tx
    .select(heldColumns)
    .from(rentalHolds)
    .where(
      and(
        eq(rentalHolds.projectId, projectId),
        isNull(rentalHolds.releasedAt),
        option === undefined ? undefined : eq(rentalHolds.option, option),
      ),
    );

/**
 * The project's live hold becomes the definite booking (its deposit order placed, or its transfer confirmed):
 * refused as rentalFirstOptionHeld while another project's live first option meets it, and as rentalHoldTaken
 * when another definite booking of the hall does, whoever commits first.
 */
export async function makeDefinite(tx: Tx, projectId: number) {
  await lockHallsOf(tx, projectId);
  for (const held of await liveHolds(tx, projectId)) await expectNoFirstAhead(tx, projectId, held);
  await hold(tx, () =>
    tx
      .update(rentalHolds)
      .set({ option: 'definite', expiresAt: null })
      .where(and(eq(rentalHolds.projectId, projectId), isNull(rentalHolds.releasedAt))),
  );
}

/** The offered dates taken again as the definite booking, when the option had lapsed meanwhile (refused as makeDefinite is). */
export async function retakeDefinite(tx: Tx, projectId: number, span: Span) {
  await lockHalls(tx, [span.hallId]);
  await expectNoFirstAhead(tx, projectId, span);
  await hold(tx, () => tx.insert(rentalHolds).values({ projectId, ...span, option: 'definite' }));
}

/**
 * A deposit order closed unpaid: the definite booking is the option it was (`back`), or, its date past, released
 * and the second option behind it promoted.
 */
export async function undoDefinite(tx: Tx, projectId: number, back: { option: 'first' | 'second'; expiresAt: Date } | null, now: Date) {
  await lockHallsOf(tx, projectId);
  const definite = and(eq(rentalHolds.projectId, projectId), eq(rentalHolds.option, 'definite'), isNull(rentalHolds.releasedAt));
  if (back) {
    await tx.update(rentalHolds).set(back).where(definite);
    return;
  }
  const released = await tx.update(rentalHolds).set({ releasedAt: now }).where(definite).returning(heldColumns);
  await promoteSeconds(tx, released, now);
}

/** Options past their date, of these halls or this hold. */
const lapsed = (now: Date, only: { hallIds?: number[]; holdId?: number }) =>
  and(
    isNull(rentalHolds.releasedAt),
    inArray(rentalHolds.option, ['first', 'second']),
    lte(rentalHolds.expiresAt, now),
    only.hallIds === undefined ? undefined : inArray(rentalHolds.hallId, only.hallIds),
    only.holdId === undefined ? undefined : eq(rentalHolds.id, only.holdId),
  );

/**
 * Options whose date has passed are released (a sweep of the background work, every instance, SKIP LOCKED),
 * a project still waiting on its offer goes back to the staff, its dates free for others, and a second option
 * behind a lapsed first one is promoted.
 */
export async function expireHolds(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const lapsing = await tx.selectDistinct({ hallId: rentalHolds.hallId }).from(rentalHolds).where(lapsed(now, {}));
    if (!lapsing.length) return 0;
    const hallIds = lapsing.map((h) => h.hallId);
    await lockHalls(tx, hallIds);
    return expireDue(tx, now, { hallIds });
  });
}

/** One option's lapse, the periodic work's unit (hold-lapse-work.ts): 0 when it is no longer due. */
export async function lapseHold(db: Db, holdId: number, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [held] = await tx.select({ hallId: rentalHolds.hallId }).from(rentalHolds).where(eq(rentalHolds.id, holdId));
    if (!held) return 0;
    await lockHalls(tx, [held.hallId]);
    return expireDue(tx, now, { holdId });
  });
}

/**
 * expireHolds' work, in the caller's transaction, the halls locked; with `hallIds`, of those halls only (before a
 * new offer on one); with `holdId`, that hold only.
 */
async function expireDue(tx: Tx, now: Date, only: { hallIds?: number[]; holdId?: number } = {}): Promise<number> {
  const due = await tx
    .select({ id: rentalHolds.id, projectId: rentalHolds.projectId, ...heldColumns })
    .from(rentalHolds)
    .where(lapsed(now, only))
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
  await promoteSeconds(tx, due, now);
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
