import type { DbOrTx } from '../../db/client';
import { projectAdjustmentList, projectSchedule } from './coordination';
import { projectStatement } from './settlement';
import { projectTicketing } from './ticketing';

/** The ticketing, coordination, schedule and statement of a project, for the renter's and the staff's pages. */
export async function projectLaterSteps(db: DbOrTx, projectId: number) {
  const [ticketing, adjustments, schedule, statement] = await Promise.all([
    projectTicketing(db, projectId),
    projectAdjustmentList(db, projectId),
    projectSchedule(db, projectId),
    projectStatement(db, projectId),
  ]);
  return { ticketing, adjustments, schedule, statement };
}
