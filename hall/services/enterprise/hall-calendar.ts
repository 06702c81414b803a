// One hall's calendar of holds: which project holds which dates as a first or second option or
// definitely. The rental staff read it beside the offer form; the rules read it so that a live first option and a
// definite booking never stand on the same dates. No constraint keeps those two apart (the exclusion constraints
// of migration 0020 keep apart two of a kind), so every write that could put one beside the other takes the hall's
// row lock first: such a check and the write after it are then one step per hall, whatever runs at once. The
// hall's lock comes before any project's, so two of these writes never wait on each other in a circle.
import { and, asc, eq, gt, inArray, isNull, lt, ne } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { HallCalendarHold } from '@/lib/contract/rental';
import { formatDayTime } from '@/lib/format';
import type { DbOrTx, Tx } from '../../db/client';
import { enterpriseProjects, halls, rentalHolds } from '../../db/schema';
import { HallError } from '../../errors';

/** A hall's dates, set-up to tear-down. */
export type Span = { hallId: number; startsAt: Date; endsAt: Date };

/** The halls' row locks, in the order of their ids, for the rest of the transaction. */
export async function lockHalls(tx: Tx, hallIds: (number | null | undefined)[]) {
  const ids = [...new Set(hallIds.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
  if (!ids.length) return;
  await tx.select({ id: halls.id }).from(halls).where(inArray(halls.id, ids)).orderBy(asc(halls.id)).for('no key update');
}

/** The locks of the halls a project's holds are on (its hall, any live hold's, and `also`), before the project's own. */
export async function lockHallsOf(tx: Tx, projectId: number, also: number[] = []) {
  const [project] = await tx
    .select({ hallId: enterpriseProjects.hallId })
    .from(enterpriseProjects)
    .where(eq(enterpriseProjects.id, projectId));
  const live = await tx
    .select({ hallId: rentalHolds.hallId })
    .from(rentalHolds)
    .where(and(eq(rentalHolds.projectId, projectId), isNull(rentalHolds.releasedAt)));
  await lockHalls(tx, [project?.hallId, ...live.map((h) => h.hallId), ...also]);
}

/** Live holds meeting the span (ranges half-open, as the exclusion constraints compare them). */
export const meeting = (span: Span) =>
  and(
    eq(rentalHolds.hallId, span.hallId),
    isNull(rentalHolds.releasedAt),
    lt(rentalHolds.startsAt, span.endsAt),
    gt(rentalHolds.endsAt, span.startsAt),
  );

/** Another project's live hold of `option` meeting the span, the earliest first. */
async function heldBy(tx: Tx, option: 'first' | 'definite', span: Span, projectId: number) {
  const [held] = await tx
    .select({ startsAt: rentalHolds.startsAt, endsAt: rentalHolds.endsAt, expiresAt: rentalHolds.expiresAt })
    .from(rentalHolds)
    .where(and(meeting(span), eq(rentalHolds.option, option), ne(rentalHolds.projectId, projectId)))
    .orderBy(asc(rentalHolds.startsAt))
    .limit(1);
  return held;
}

/** A live first option is not overtaken: the span cannot become definite while another project's first option meets it. */
export async function expectNoFirstAhead(tx: Tx, projectId: number, span: Span) {
  const first = await heldBy(tx, 'first', span, projectId);
  if (first) throw new HallError('rentalFirstOptionHeld', Code.badRequest, null, { until: formatDayTime(first.expiresAt!) });
}

/** No option is offered on dates another project booked definitely: refused naming that booking's dates. */
export async function expectNotBooked(tx: Tx, projectId: number, span: Span) {
  const booked = await heldBy(tx, 'definite', span, projectId);
  if (booked)
    throw new HallError('rentalDatesBooked', Code.badRequest, null, {
      from: formatDayTime(booked.startsAt),
      to: formatDayTime(booked.endsAt),
    });
}

/** GET /api/staff/rental/holds: the hall's live holds meeting [from, to), in date order (at most 200). */
export async function hallCalendar(db: DbOrTx, query: { hallId: number; from: string; to: string }): Promise<HallCalendarHold[]> {
  const rows = await db
    .select({
      id: rentalHolds.id,
      projectId: rentalHolds.projectId,
      projectName: enterpriseProjects.name,
      option: rentalHolds.option,
      startsAt: rentalHolds.startsAt,
      endsAt: rentalHolds.endsAt,
      expiresAt: rentalHolds.expiresAt,
    })
    .from(rentalHolds)
    .innerJoin(enterpriseProjects, eq(enterpriseProjects.id, rentalHolds.projectId))
    .where(meeting({ hallId: query.hallId, startsAt: new Date(query.from), endsAt: new Date(query.to) }))
    .orderBy(asc(rentalHolds.startsAt), asc(rentalHolds.id))
    .limit(200);
  return rows.map((r) => ({
    ...r,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    expiresAt: r.expiresAt?.toISOString() ?? null,
  }));
}
