// The console's publishing calls (lib/contract/staff-publishing-calls.ts, ours): performances, their sessions,
// ticket classes and seats → services/performances. Each write tells the site which of its cached pages changed.
import { TAGS } from '@/lib/contract/cache-tags';
import { staffPublishingCalls as calls } from '@/lib/contract/staff-publishing-calls';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { createPerformance, getStaffPerformance, listStaffPerformances, updatePerformance } from '../../services/performances/edit';
import { createSession, updateSession } from '../../services/performances/session-edit';
import { createTicketClass, deleteTicketClass, updateTicketClass } from '../../services/performances/ticket-classes';
import { assignSeats, getStaffSeatMap } from '../../services/performances/seat-assignment';

export async function publishingRoutes(app: HallApp) {
  const db = app.database.db;
  /** The performance lists, details, calendar and seat maps read these: they are fresh at their next request. */
  const published = async <T>(result: T) => {
    void app.siteCache.changed([TAGS.projects]);
    return ok(result);
  };

  handle(app, calls.performances, async (req) => ok(await listStaffPerformances(db, req.query)));
  handle(app, calls.performance, async (req) => ok(await getStaffPerformance(db, req.params.id)));
  handle(app, calls.createPerformance, async (req) => published(await createPerformance(db, actorOf(req), req.body)));
  handle(app, calls.updatePerformance, async (req) => published(await updatePerformance(db, actorOf(req), req.params.id, req.body)));

  handle(app, calls.createSession, async (req) => published(await createSession(db, actorOf(req), req.params.id, req.body)));
  handle(app, calls.updateSession, async (req) => published(await updateSession(db, actorOf(req), req.params.id, req.body)));

  handle(app, calls.seats, async (req) => ok(await getStaffSeatMap(db, req.params.id)));
  handle(app, calls.assignSeats, async (req) => published(await assignSeats(db, actorOf(req), req.params.id, req.body)));

  handle(app, calls.createTicketClass, async (req) => published(await createTicketClass(db, actorOf(req), req.params.id, req.body)));
  handle(app, calls.updateTicketClass, async (req) => published(await updateTicketClass(db, actorOf(req), req.params.id, req.body)));
  handle(app, calls.deleteTicketClass, async (req) => published(await deleteTicketClass(db, actorOf(req), req.params.id)));
}
