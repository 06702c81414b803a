import { asc, eq } from 'drizzle-orm';
import type { ProjectProcess, ProjectStatus } from '@/lib/contract/project-steps';
import type { ProjectEventView } from '@/lib/contract/rental';
import type { DbOrTx } from '../../db/client';
import { enterpriseProjectEvents, staff } from '../../db/schema';

/** A project's history, oldest first, as the renter and the rental staff read it on every step. */
export async function projectEvents(db: DbOrTx, projectId: number): Promise<ProjectEventView[]> {
  const rows = await db
    .select({
      action: enterpriseProjectEvents.action,
      party: enterpriseProjectEvents.party,
      staff: staff.username,
      fromProcess: enterpriseProjectEvents.fromProcess,
      fromStatus: enterpriseProjectEvents.fromStatus,
      toProcess: enterpriseProjectEvents.toProcess,
      toStatus: enterpriseProjectEvents.toStatus,
      note: enterpriseProjectEvents.note,
      at: enterpriseProjectEvents.createdAt,
    })
    .from(enterpriseProjectEvents)
    .leftJoin(staff, eq(staff.id, enterpriseProjectEvents.staffId))
    .where(eq(enterpriseProjectEvents.projectId, projectId))
    .orderBy(asc(enterpriseProjectEvents.id));
  return rows.map((r) => ({
    ...r,
    fromProcess: r.fromProcess as ProjectProcess | null,
    fromStatus: r.fromStatus as ProjectStatus | null,
    toProcess: r.toProcess as ProjectProcess,
    toStatus: r.toStatus as ProjectStatus,
    at: r.at.toISOString(),
  }));
}
