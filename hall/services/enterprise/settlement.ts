// The settlement of a rented event: the hall issues the statement (rent and extras against what was
// paid, the ticket takings due to the renter less the hall's share), the renter confirms or questions it, the
// hall confirms it last. Both read it as a PDF (statement-pdf.ts).
import { eq, isNotNull, and, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { statementView, type StatementBody, type StatementView } from '@/lib/contract/rental-settlement';
import type { Db, DbOrTx } from '../../db/client';
import { enterpriseProjects, projectPayments } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { audit, type Actor } from '../staff/audit';
import { moveProject, withStep } from './flow';
import { projectSales } from './ticketing';

type StaffActor = Actor & { staffId: number };

/** The statement's sums from the project's own figures, at `now`. */
async function statementOf(db: DbOrTx, projectId: number, input: StatementBody, now: Date): Promise<StatementView> {
  const [project] = await db
    .select({ contractFen: enterpriseProjects.contractFen, performanceId: enterpriseProjects.performanceId })
    .from(enterpriseProjects)
    .where(eq(enterpriseProjects.id, projectId));
  const [{ paidFen }] = await db
    .select({ paidFen: sql<number>`coalesce(sum(${projectPayments.amountFen}), 0)::int` })
    .from(projectPayments)
    .where(and(eq(projectPayments.projectId, projectId), isNotNull(projectPayments.paidAt)));
  const takingsFen = (await projectSales(db, project.performanceId)).reduce((n, s) => n + s.takingsFen, 0);
  const rentFen = project.contractFen ?? 0;
  const extrasFen = input.extras.reduce((n, e) => n + e.amountFen, 0);
  const hallShareFen = Math.round((takingsFen * input.hallSharePercent) / 100);
  const dueToRenterFen = takingsFen - hallShareFen;
  return {
    rentFen,
    extras: input.extras,
    extrasFen,
    paidFen,
    takingsFen,
    hallSharePercent: input.hallSharePercent,
    hallShareFen,
    dueToRenterFen,
    balanceFen: rentFen + extrasFen - paidFen - dueToRenterFen,
    issuedAt: now.toISOString(),
    renterConfirmedAt: null,
    hallConfirmedAt: null,
  };
}

export async function issueStatement(db: Db, actor: StaffActor, projectId: number, input: StatementBody, now = new Date()) {
  return db.transaction(async (tx) => {
    // Locked by the move first, so the figures read are those the statement is issued on.
    const moved = await moveProject(tx, projectId, 'issueStatement', { party: 'staff', staffId: actor.staffId }, { now });
    const statement = await statementOf(tx, projectId, input, now);
    await tx
      .update(enterpriseProjects)
      .set({ steps: withStep('settlement', statement) })
      .where(eq(enterpriseProjects.id, projectId));
    await audit(tx, actor, {
      action: 'project.statement',
      target: `project:${projectId}`,
      before: moved.from,
      after: { ...moved.to, ...statement },
    });
    return { ...moved, statement };
  });
}

/** The renter's answer to the statement: confirmed as issued, or questioned with what is wrong. */
export async function answerStatement(
  db: Db,
  enterpriseUserId: number,
  projectId: number,
  confirmed: boolean,
  note?: string,
  now = new Date(),
) {
  if (!confirmed && !note) throw new HallError('rentalReasonRequired', Code.badRequest);
  return db.transaction((tx) =>
    moveProject(
      tx,
      projectId,
      confirmed ? 'confirmStatement' : 'questionStatement',
      { party: 'renter', enterpriseUserId },
      {
        now,
        note,
        patch: confirmed ? { steps: withStep('settlement', { renterConfirmedAt: now.toISOString() }) } : undefined,
      },
    ),
  );
}

/** The hall confirms the statement the renter confirmed: the project is settled (done). */
export async function closeSettlement(db: Db, actor: StaffActor, projectId: number, note: string | undefined, now = new Date()) {
  return db.transaction(async (tx) => {
    const moved = await moveProject(
      tx,
      projectId,
      'closeSettlement',
      { party: 'staff', staffId: actor.staffId },
      {
        now,
        note,
        patch: { steps: withStep('settlement', { hallConfirmedAt: now.toISOString() }) },
      },
    );
    await audit(tx, actor, { action: 'project.settle', target: `project:${projectId}`, before: moved.from, after: moved.to });
    return moved;
  });
}

export async function projectStatement(db: DbOrTx, projectId: number): Promise<StatementView | null> {
  const [project] = await db
    .select({ steps: enterpriseProjects.steps })
    .from(enterpriseProjects)
    .where(eq(enterpriseProjects.id, projectId));
  if (!project) throw notFound();
  const statement = statementView.safeParse(project.steps.settlement);
  return statement.success ? statement.data : null;
}
