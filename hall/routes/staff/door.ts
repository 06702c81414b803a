// POST /api/staff/door/scan, GET /api/staff/door/sessions, /sessions/:id (ours, door) → services/door/scan
import { doorScanPayload, doorSessionParams, doorSessionsQuery } from '@/lib/contract/door';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { doorSession, doorSessions, scanTicket } from '../../services/door/scan';

export async function doorRoutes(app: HallApp) {
  const db = app.database.db;
  const door = { access: 'staff', roles: ['door'] } as const;

  app.get(
    '/api/staff/door/sessions',
    route({ summary: 'The sessions of a hall day with their admission counts', ...door, query: doorSessionsQuery }),
    async (req) => ok(await doorSessions(db, req.query.date)),
  );
  app.get(
    '/api/staff/door/sessions/:id',
    route({ summary: 'One session’s admission counts: admitted, expected, by entrance', ...door, params: doorSessionParams }),
    async (req) => ok(await doorSession(db, req.params.id)),
  );
  app.post(
    '/api/staff/door/scan',
    route({ summary: 'Scans a ticket at the door of a session: admitted once, or why not', ...door, body: doorScanPayload }),
    async (req) => ok(await scanTicket(db, actorOf(req), req.body)),
  );
}
