// What one project's hold changing does to the other projects' options on the same dates, as venues run
// options: a first option (or a definite booking) released lets the oldest second option meeting it become the
// first, and a deposit paid ends the other options meeting the booking. Each other project is told by a move of its
// own (a line of its history, which the staff read, and the renter's letter). The caller holds the hall's lock.
import { and, asc, eq, gt, inArray, isNull, lt, ne, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { rentalHolds } from '../../db/schema';
import { HallError } from '../../errors';
import { isExclusionViolation } from '../../platform/db-errors';
import { moveProject, type MoveName } from './flow';
import { meeting, type Span } from './hall-calendar';

export type ReleasedHold = Span & { option: 'first' | 'second' | 'definite' };

const definite = alias(rentalHolds, 'definite');

/**
 * The second options meeting a released first option or definite booking become first options, oldest first:
 * each where no other live first option meets it (the exclusion constraint decides) and no definite booking
 * does (an option there could never become definite), its renter told.
 */
export async function promoteSeconds(tx: Tx, released: ReleasedHold[], now: Date) {
  for (const gone of released.filter((h) => h.option !== 'second')) {
    const seconds = await tx
      .select({ id: rentalHolds.id, projectId: rentalHolds.projectId })
      .from(rentalHolds)
      .where(
        and(
          meeting(gone),
          eq(rentalHolds.option, 'second'),
          notExists(
            tx
              .select({ id: definite.id })
              .from(definite)
              .where(
                and(
                  eq(definite.hallId, rentalHolds.hallId),
                  eq(definite.option, 'definite'),
                  isNull(definite.releasedAt),
                  ne(definite.projectId, rentalHolds.projectId),
                  lt(definite.startsAt, rentalHolds.endsAt),
                  gt(definite.endsAt, rentalHolds.startsAt),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(rentalHolds.id));
    for (const second of seconds) {
      await inSavepoint(tx, async () => {
        await tx.update(rentalHolds).set({ option: 'first' }).where(eq(rentalHolds.id, second.id));
        await moveProject(tx, second.projectId, 'promoteOption', { party: 'system' }, { now });
      });
    }
  }
}

/** A deposit paid made `projectId`'s booking definite: the other projects' options meeting it are released and their renters told. */
export async function releaseOvertaken(tx: Tx, projectId: number, now: Date) {
  const booked = await tx
    .select({ hallId: rentalHolds.hallId, startsAt: rentalHolds.startsAt, endsAt: rentalHolds.endsAt })
    .from(rentalHolds)
    .where(and(eq(rentalHolds.projectId, projectId), eq(rentalHolds.option, 'definite'), isNull(rentalHolds.releasedAt)));
  for (const booking of booked) {
    // The holds first, then the projects: the order the lapse sweep takes them in.
    const overtaken = await tx
      .update(rentalHolds)
      .set({ releasedAt: now })
      .where(and(meeting(booking), inArray(rentalHolds.option, ['first', 'second']), ne(rentalHolds.projectId, projectId)))
      .returning({ projectId: rentalHolds.projectId });
    for (const id of new Set(overtaken.map((h) => h.projectId))) await tryMove(tx, id, 'datesTaken', now);
  }
}

/** A system move of another project, skipped (with nothing written) when that project is past the states it starts from. */
async function tryMove(tx: Tx, projectId: number, move: MoveName, now: Date) {
  await inSavepoint(tx, () => moveProject(tx, projectId, move, { party: 'system' }, { now }));
}

/** `work` undone alone when the exclusion constraint or the flow refuses it; the transaction goes on. */
async function inSavepoint(tx: Tx, work: () => Promise<unknown>) {
  try {
    await tx.transaction(async () => {
      await work();
    });
  } catch (error) {
    if (isExclusionViolation(error) || error instanceof HallError) return;
    throw error;
  }
}
