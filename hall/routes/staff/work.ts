// The box office's calls on periodic work that failed (lib/contract/staff-work.ts, ours): the list, retrying a
// parked unit, settling one by hand → services/work
import { staffWorkCalls as calls } from '@/lib/contract/staff-work';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { listFailures, retryFailure, settleFailure } from '../../services/work/failures';

export async function periodicWorkRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, calls.list, async (req) => ok(await listFailures(db, req.query.state)));
  handle(app, calls.retry, async (req) => ok(await retryFailure(db, actorOf(req), req.params.id)));
  handle(app, calls.settle, async (req) => ok(await settleFailure(db, actorOf(req), req.params.id, req.body.note)));
}
