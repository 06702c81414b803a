// GET, POST /api/staff/performances; GET, PUT /api/staff/performances/:id; POST /api/staff/performances/:id/sessions;
// PUT /api/staff/sessions/:id; GET, PUT /api/staff/sessions/:id/seats; POST /api/staff/sessions/:id/ticket-classes;
// PUT, DELETE /api/staff/ticket-classes/:id (ours, content) → services/publishing. Each write tells the site which
// of its cached pages changed.
import { idParam } from '@/lib/contract/common';
import {
  performancePayload,
  seatAssignmentPayload,
  sessionPayload,
  staffPerformanceQuery,
  ticketClassPayload,
} from '@/lib/contract/publishing';
import { TAGS } from '@/lib/contract/cache-tags';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { createPerformance, getStaffPerformance, listStaffPerformances, updatePerformance } from '../../services/publishing/performances';
import { createSession, updateSession } from '../../services/publishing/sessions';
import { createTicketClass, deleteTicketClass, updateTicketClass } from '../../services/publishing/ticket-classes';
import { assignSeats, getStaffSeatMap } from '../../services/publishing/seat-assignment';

export async function publishingRoutes(app: HallApp) {
  const db = app.database.db;
  const content = { access: 'staff', roles: ['content'] } as const;
  /** The performance lists, details, calendar and seat maps read these: they are fresh at their next request. */
  const published = async <T>(result: T) => {
    void app.siteCache.changed([TAGS.projects]);
    return ok(result);
  };

  app.get(
    '/api/staff/performances',
    route({ summary: 'Performances and activities, drafts included, by title', ...content, query: staffPerformanceQuery }),
    async (req) => ok(await listStaffPerformances(db, req.query)),
  );
  app.get(
    '/api/staff/performances/:id',
    route({ summary: 'One performance with every field, its sessions, classes and sales', ...content, params: idParam }),
    async (req) => ok(await getStaffPerformance(db, req.params.id)),
  );
  app.post(
    '/api/staff/performances',
    route({ summary: 'Creates a performance or activity (a draft until `visible`)', ...content, body: performancePayload }),
    async (req) => published(await createPerformance(db, actorOf(req), req.body)),
  );
  app.put(
    '/api/staff/performances/:id',
    route({
      summary: 'Changes a performance: every field the public pages show, and whether it is published',
      ...content,
      params: idParam,
      body: performancePayload,
    }),
    async (req) => published(await updatePerformance(db, actorOf(req), req.params.id, req.body)),
  );

  app.post(
    '/api/staff/performances/:id/sessions',
    route({ summary: 'Adds a session to a performance', ...content, params: idParam, body: sessionPayload }),
    async (req) => published(await createSession(db, actorOf(req), req.params.id, req.body)),
  );
  app.put(
    '/api/staff/sessions/:id',
    route({ summary: 'Changes a session: times, hall, limits, sale state and window', ...content, params: idParam, body: sessionPayload }),
    async (req) => published(await updateSession(db, actorOf(req), req.params.id, req.body)),
  );

  app.get(
    '/api/staff/sessions/:id/seats',
    route({ summary: 'Every seat of the session’s hall, with its class and state in the session', ...content, params: idParam }),
    async (req) => ok(await getStaffSeatMap(db, req.params.id)),
  );
  app.put(
    '/api/staff/sessions/:id/seats',
    route({
      summary: 'Gives the seats of an area’s rows to a class, or takes them off sale',
      ...content,
      params: idParam,
      body: seatAssignmentPayload,
    }),
    async (req) => published(await assignSeats(db, actorOf(req), req.params.id, req.body)),
  );

  app.post(
    '/api/staff/sessions/:id/ticket-classes',
    route({ summary: 'Adds a ticket class (price tier) to a session', ...content, params: idParam, body: ticketClassPayload }),
    async (req) => published(await createTicketClass(db, actorOf(req), req.params.id, req.body)),
  );
  app.put(
    '/api/staff/ticket-classes/:id',
    route({
      summary: 'Changes a ticket class; orders keep the price they were placed at',
      ...content,
      params: idParam,
      body: ticketClassPayload,
    }),
    async (req) => published(await updateTicketClass(db, actorOf(req), req.params.id, req.body)),
  );
  app.delete(
    '/api/staff/ticket-classes/:id',
    route({ summary: 'Deletes a ticket class that has no seats and no orders', ...content, params: idParam }),
    async (req) => published(await deleteTicketClass(db, actorOf(req), req.params.id)),
  );
}
