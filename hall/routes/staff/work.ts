// GET /api/staff/work, POST /api/staff/work/:id/retry, POST /api/staff/work/:id/settle (ours, box office) → services/work
import { workFailureParams, workFailureQuery, workSettlePayload } from '@/lib/contract/staff-work';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { listFailures, retryFailure, settleFailure } from '../../services/work/failures';

export async function periodicWorkRoutes(app: HallApp) {
  const db = app.database.db;
  const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;
  app.get(
    '/api/staff/work',
    route({ summary: 'Units of periodic work that failed: being retried, parked, settled', ...boxOffice, query: workFailureQuery }),
    async (req) => ok(await listFailures(db, req.query.state)),
  );
  app.post(
    '/api/staff/work/:id/retry',
    route({ summary: 'Starts a parked unit again, on the next pass', ...boxOffice, params: workFailureParams }),
    async (req) => ok(await retryFailure(db, actorOf(req), req.params.id)),
  );
  app.post(
    '/api/staff/work/:id/settle',
    route({
      summary: 'Closes a unit by hand, with what was done; it is never run again',
      ...boxOffice,
      params: workFailureParams,
      body: workSettlePayload,
    }),
    async (req) => ok(await settleFailure(db, actorOf(req), req.params.id, req.body.note)),
  );
}
