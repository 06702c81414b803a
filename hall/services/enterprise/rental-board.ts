// The rental staff's side of enterprise projects: the board of projects by step and one project whole.
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ProjectProcess, ProjectStatus } from '@/lib/contract/project-steps';
import type { RentalBoardItem, RentalProjectView } from '@/lib/contract/rental';
import type { DbOrTx } from '../../db/client';
import { enterpriseProjects, enterpriseUsers, halls } from '../../db/schema';
import { notFound } from '../../errors';
import { projectHolds } from './holds';
import { projectEvents } from './project-events';
import { projectFiles } from './project-files';
import { projectPaymentList } from './project-payments';
import { projectSignatures } from './contract';
import { projectLaterSteps } from './later-steps';

const ENDED = ['rejected', 'withdrawn', 'done'];

const columns = {
  id: enterpriseProjects.id,
  name: enterpriseProjects.name,
  company: enterpriseUsers.companyName,
  contactName: enterpriseUsers.contactName,
  phone: enterpriseUsers.phone,
  email: enterpriseUsers.email,
  process: enterpriseProjects.process,
  status: enterpriseProjects.status,
  hallId: halls.id,
  hallName: halls.name,
  hallEnName: halls.enName,
  depositFen: enterpriseProjects.depositFen,
  contractFen: enterpriseProjects.contractFen,
  steps: enterpriseProjects.steps,
  createdAt: enterpriseProjects.createdAt,
  updatedAt: enterpriseProjects.updatedAt,
};

const rows = (db: DbOrTx) =>
  db
    .select(columns)
    .from(enterpriseProjects)
    .innerJoin(enterpriseUsers, eq(enterpriseUsers.id, enterpriseProjects.enterpriseUserId))
    .leftJoin(halls, eq(halls.id, enterpriseProjects.hallId))
    .$dynamic();
type Row = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

const itemOf = (r: Row): RentalBoardItem => ({
  id: r.id,
  name: r.name,
  company: r.company,
  process: r.process as ProjectProcess,
  status: r.status as ProjectStatus,
  hall: r.hallId === null ? null : { id: r.hallId, name: r.hallName!, enName: r.hallEnName! },
  updatedAt: r.updatedAt.toISOString(),
});

/** Open projects (or, with `ended`, those that ended), the most recently moved first. Drafts the renter has not sent are left out. */
export async function rentalBoard(db: DbOrTx, ended: boolean): Promise<RentalBoardItem[]> {
  const found = await rows(db)
    .where(
      ended
        ? inArray(enterpriseProjects.status, ENDED)
        : and(
            notInArray(enterpriseProjects.status, ENDED),
            // A consultation still in draft is the renter's own business until they submit it.
            sql`not (${enterpriseProjects.process} = 'consultation' and ${enterpriseProjects.status} = 'draft')`,
          ),
    )
    .orderBy(desc(enterpriseProjects.updatedAt), desc(enterpriseProjects.id))
    .limit(500);
  return found.map(itemOf);
}

export async function rentalProject(db: DbOrTx, projectId: number): Promise<RentalProjectView> {
  const [row] = await rows(db).where(eq(enterpriseProjects.id, projectId));
  if (!row) throw notFound();
  const [events, holds, files, payments, signatures, later] = await Promise.all([
    projectEvents(db, projectId),
    projectHolds(db, projectId),
    projectFiles(db, projectId),
    projectPaymentList(db, projectId),
    projectSignatures(db, projectId),
    projectLaterSteps(db, projectId),
  ]);
  return {
    ...itemOf(row),
    company: { name: row.company, contactName: row.contactName, phone: row.phone, email: row.email },
    depositFen: row.depositFen,
    contractFen: row.contractFen,
    createdAt: row.createdAt.toISOString(),
    steps: row.steps,
    events,
    holds,
    files,
    payments,
    signatures,
    ...later,
  };
}
