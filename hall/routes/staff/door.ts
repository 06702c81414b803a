// POST /api/staff/door/scan, GET /api/staff/door/sessions, /sessions/:id, /slots/:id (ours, door) → services/door/scan, counts
import { doorScanPayload, doorSessionParams, doorSessionsQuery } from '@/lib/contract/door';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { doorCount, doorSessions } from '../../services/door/counts';
import { scanTicket } from '../../services/door/scan';

export async function doorRoutes(app: HallApp) {
  const db = app.database.db;
  const door = { access: 'staff', roles: ['door'] } as const;

  app.get(
    '/api/staff/door/sessions',
    route({ summary: 'The sessions and visit slots of a hall day with their admission counts', ...door, query: doorSessionsQuery }),
    async (req) => ok(await doorSessions(db, req.query.date)),
  );
  app.get(
    '/api/staff/door/sessions/:id',
    route({ summary: 'One session’s admission counts: admitted, expected, by entrance', ...door, params: doorSessionParams }),
    async (req) => ok(await doorCount(db, { kind: 'session', id: req.params.id })),
  );
  app.get(
    '/api/staff/door/slots/:id',
    route({ summary: 'One guided-visit slot’s admission counts: admitted, expected, by entrance', ...door, params: doorSessionParams }),
    async (req) => ok(await doorCount(db, { kind: 'slot', id: req.params.id })),
  );
  app.post(
    '/api/staff/door/scan',
    route({
      summary: 'Scans a ticket at the door of a session, or a visitor’s entry code at a visit slot: admitted once, or why not',
      ...door,
      body: doorScanPayload,
    }),
    async (req) => ok(await scanTicket(db, actorOf(req), req.body)),
  );
}
