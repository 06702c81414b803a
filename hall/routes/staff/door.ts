// The door's calls (lib/contract/door.ts, ours): the day's sessions and visit slots, one door's count, a scan
// → services/door/scan, counts
import { doorCalls as calls } from '@/lib/contract/door';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { doorCount, doorSessions } from '../../services/door/counts';
import { scanTicket } from '../../services/door/scan';

export async function doorRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, calls.sessions, async (req) => ok(await doorSessions(db, req.query.date)));
  handle(app, calls.session, async (req) => ok(await doorCount(db, { kind: 'session', id: req.params.id })));
  handle(app, calls.slot, async (req) => ok(await doorCount(db, { kind: 'slot', id: req.params.id })));
  handle(app, calls.scan, async (req) => ok(await scanTicket(db, actorOf(req), req.body)));
}
