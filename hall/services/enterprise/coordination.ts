// Coordination and implementation of a rented event: the renter asks for changes and sends riders
// (§7 PUT projectadjust), one request waiting at a time; the hall answers each, accepted ones are the agreed
// record; the hall closes coordination, sets the schedule of the days, and the renter confirms it.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { AdjustmentRequest, AdjustmentView, ScheduleItem, ScheduleView } from '@/lib/contract/rental-coordination';
import { scheduleView } from '@/lib/contract/rental-coordination';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { enterpriseProjects, projectAdjustments, rentalHolds, staff } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { audit, type Actor } from '../staff/audit';
import { moveProject, withStep } from './flow';
import { fileOfProject } from './project-files';

type StaffActor = Actor & { staffId: number };

/**
 * §7 PUT projectadjust: the renter's request, with a rider or drawing of the project when one is named; while
 * another waits for the hall's answer, refused as that (rentalChangeWaiting), not as a wrong step.
 */
export async function requestAdjustment(db: Db, enterpriseUserId: number, input: AdjustmentRequest, now = new Date()) {
  return db.transaction(async (tx) => {
    const moved = await moveProject(
      tx,
      input.id,
      'requestChange',
      { party: 'renter', enterpriseUserId },
      { now, note: input.request },
    ).catch(async (error: unknown) => {
      if (error instanceof HallError && error.key === 'projectWrongStep' && (await waitingRequest(tx, input.id)))
        throw new HallError('rentalChangeWaiting', Code.badRequest);
      throw error;
    });
    if (input.fileId !== undefined && !(await fileOfProject(tx, input.id, input.fileId, 'rider')))
      throw new HallError('projectFileUnknown', Code.badRequest);
    const [row] = await tx
      .insert(projectAdjustments)
      .values({ projectId: input.id, kind: input.kind, request: input.request, fileId: input.fileId ?? null, createdAt: now })
      .returning({ id: projectAdjustments.id });
    return { ...moved, adjustmentId: row.id };
  });
}

/** Whether the project (its renter's, moveProject checked) is at coordination with a request waiting for the hall. */
async function waitingRequest(tx: Tx, projectId: number) {
  const [project] = await tx
    .select({ process: enterpriseProjects.process, status: enterpriseProjects.status })
    .from(enterpriseProjects)
    .where(eq(enterpriseProjects.id, projectId));
  return project?.process === 'coordination' && project.status === 'submitted';
}

/** The hall's answer to the request waiting: accepted (agreed, on the record) or declined, with its note. */
export async function answerAdjustment(db: Db, actor: StaffActor, projectId: number, accepted: boolean, answer: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const moved = await moveProject(tx, projectId, 'answerChange', { party: 'staff', staffId: actor.staffId }, { now, note: answer });
    const [row] = await tx
      .update(projectAdjustments)
      .set({ status: accepted ? 'accepted' : 'declined', answer, staffId: actor.staffId, answeredAt: now })
      .where(and(eq(projectAdjustments.projectId, projectId), eq(projectAdjustments.status, 'pending')))
      .returning({ id: projectAdjustments.id, kind: projectAdjustments.kind, request: projectAdjustments.request });
    // The step's status said a request was waiting; the two are written together, so it is there.
    if (!row) throw new HallError('projectWrongStep', Code.badRequest);
    await audit(tx, actor, {
      action: 'project.adjustment',
      target: `project:${projectId}`,
      before: moved.from,
      after: { ...moved.to, adjustment: row.id, accepted, answer },
    });
    return { ...moved, adjustmentId: row.id };
  });
}

/** Coordination is over (no request waiting): the hall goes on to set the schedule of the days. */
export async function closeCoordination(db: Db, actor: StaffActor, projectId: number, note: string | undefined, now = new Date()) {
  return db.transaction(async (tx) => {
    const moved = await moveProject(tx, projectId, 'closeCoordination', { party: 'staff', staffId: actor.staffId }, { now, note });
    await audit(tx, actor, { action: 'project.coordinationClose', target: `project:${projectId}`, before: moved.from, after: moved.to });
    return moved;
  });
}

export async function projectAdjustmentList(db: DbOrTx, projectId: number): Promise<AdjustmentView[]> {
  const rows = await db
    .select({
      id: projectAdjustments.id,
      kind: projectAdjustments.kind,
      request: projectAdjustments.request,
      fileId: projectAdjustments.fileId,
      status: projectAdjustments.status,
      answer: projectAdjustments.answer,
      staff: staff.username,
      answeredAt: projectAdjustments.answeredAt,
      createdAt: projectAdjustments.createdAt,
    })
    .from(projectAdjustments)
    .leftJoin(staff, eq(staff.id, projectAdjustments.staffId))
    .where(eq(projectAdjustments.projectId, projectId))
    .orderBy(asc(projectAdjustments.id));
  return rows.map((r) => ({ ...r, answeredAt: r.answeredAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() }));
}

/**
 * The schedule of the days (load-in, rehearsal, show, tear-down), within the definite booking; set again until
 * the renter confirms it, which moves the project on to the settlement.
 */
export async function setSchedule(db: Db, actor: StaffActor, projectId: number, items: ScheduleItem[], now = new Date()) {
  return db.transaction(async (tx) => {
    const sorted = [...items].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
    const saved: ScheduleView = { items: sorted, setAt: now.toISOString(), confirmedAt: null };
    const moved = await moveProject(
      tx,
      projectId,
      'setSchedule',
      { party: 'staff', staffId: actor.staffId },
      { now, patch: { steps: withStep('implementation', saved) } },
    );
    const [booking] = await tx
      .select({ startsAt: rentalHolds.startsAt, endsAt: rentalHolds.endsAt })
      .from(rentalHolds)
      .where(and(eq(rentalHolds.projectId, projectId), eq(rentalHolds.option, 'definite'), isNull(rentalHolds.releasedAt)));
    const within = (at: string) => booking && Date.parse(at) >= booking.startsAt.getTime() && Date.parse(at) <= booking.endsAt.getTime();
    if (!sorted.every((i) => within(i.startsAt) && within(i.endsAt))) throw new HallError('scheduleOutsideBooking', Code.badRequest);
    await audit(tx, actor, {
      action: 'project.schedule',
      target: `project:${projectId}`,
      before: moved.from,
      after: { ...moved.to, items: sorted },
    });
    return moved;
  });
}

/** The renter confirms the schedule as set: the event goes ahead on it, and the settlement follows. */
export async function confirmSchedule(db: Db, enterpriseUserId: number, projectId: number, note?: string, now = new Date()) {
  return db.transaction((tx) =>
    moveProject(
      tx,
      projectId,
      'confirmSchedule',
      { party: 'renter', enterpriseUserId },
      { now, note, patch: { steps: withStep('implementation', { confirmedAt: now.toISOString() }) } },
    ),
  );
}

export async function projectSchedule(db: DbOrTx, projectId: number): Promise<ScheduleView | null> {
  const [project] = await db
    .select({ steps: enterpriseProjects.steps })
    .from(enterpriseProjects)
    .where(eq(enterpriseProjects.id, projectId));
  if (!project) throw notFound();
  const schedule = scheduleView.safeParse(project.steps.implementation);
  return schedule.success ? schedule.data : null;
}
