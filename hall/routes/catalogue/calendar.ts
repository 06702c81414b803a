// GET /api/code_promotion_activity/activity: the calendar of upcoming sessions (§7 Content) → services/catalogue/calendar
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http';
import { upcomingCalendar } from '../../services/catalogue/calendar';

export async function calendarRoutes(app: FastifyInstance) {
  const db = app.database.db;
  app.get('/api/code_promotion_activity/activity', async () => ok(await upcomingCalendar(db)));
}
