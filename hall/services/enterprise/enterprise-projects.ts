import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { EnterpriseProject, ProjectStep, StepForm } from '@/lib/contract/enterprise-project';
import { stepState, type ProjectProcess, type ProjectStatus } from '@/lib/contract/project-steps';
import type { DbOrTx } from '../../db/client';
import { enterpriseProjects, halls } from '../../db/schema';
import { notFound } from '../../errors';
import { projectHolds } from './holds';
import { projectEvents } from './project-events';
import { projectFiles } from './project-files';
import { projectPaymentList } from './project-payments';
import { projectSignatures } from './contract';
import { projectLaterSteps } from './later-steps';

const columns = {
  id: enterpriseProjects.id,
  name: enterpriseProjects.name,
  process: enterpriseProjects.process,
  status: enterpriseProjects.status,
  steps: enterpriseProjects.steps,
  depositFen: enterpriseProjects.depositFen,
  contractFen: enterpriseProjects.contractFen,
  createdAt: enterpriseProjects.createdAt,
  updatedAt: enterpriseProjects.updatedAt,
  hallId: halls.id,
  hallCode: halls.code,
  hallName: halls.name,
  hallEnName: halls.enName,
};
/** The projects matching `where`, newest first, each with its hall (a project may not have chosen one yet). */
const projectRows = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(columns)
    .from(enterpriseProjects)
    .leftJoin(halls, eq(halls.id, enterpriseProjects.hallId))
    .where(where)
    .orderBy(desc(enterpriseProjects.createdAt), desc(enterpriseProjects.id));
type Row = Awaited<ReturnType<typeof projectRows>>[number];

function toProject(row: Row): EnterpriseProject {
  return {
    id: row.id,
    name: row.name,
    hall: row.hallId === null ? null : { id: row.hallId, code: row.hallCode!, name: row.hallName!, enName: row.hallEnName! },
    process: row.process as ProjectProcess,
    status: row.status as ProjectStatus,
    depositFen: row.depositFen,
    contractFen: row.contractFen,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/enterpriseprojectrent/detail: the enterprise's projects, newest first. */
export async function listProjects(db: DbOrTx, enterpriseUserId: number): Promise<EnterpriseProject[]> {
  return (await projectRows(db, eq(enterpriseProjects.enterpriseUserId, enterpriseUserId))).map(toProject);
}

/** GET /api/enterpriseprojectrent/{id}/{process}/detail: one step of one of the enterprise's projects; anyone else's is 40004. */
export async function getProjectStep(db: DbOrTx, enterpriseUserId: number, id: number, process: ProjectProcess): Promise<ProjectStep> {
  const [row] = await projectRows(db, and(eq(enterpriseProjects.id, id), eq(enterpriseProjects.enterpriseUserId, enterpriseUserId)));
  if (!row) throw notFound();
  const project = toProject(row);
  const [events, holds, files, payments, signatures, later] = await Promise.all([
    projectEvents(db, id),
    projectHolds(db, id),
    projectFiles(db, id),
    projectPaymentList(db, id),
    projectSignatures(db, id),
    projectLaterSteps(db, id),
  ]);
  return {
    project,
    process,
    state: stepState(project, process),
    form: formOf(row.steps[process]),
    events,
    holds,
    files,
    payments,
    signatures,
    ...later,
  };
}

/** `steps` is free JSON: only a flat object of plain values counts as a step's form. */
function formOf(saved: unknown): StepForm | null {
  if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return null;
  const entries = Object.entries(saved).filter(([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v));
  return entries.length ? (Object.fromEntries(entries) as StepForm) : null;
}
