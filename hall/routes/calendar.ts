// GET /api/code_promotion_activity (coupon activities) and /api/code_promotion_activity/activity (the calendar).
import type { FastifyInstance } from 'fastify';
import { localeOf, ok } from '../http';
import { upcomingCalendar } from '../services/catalogue/calendar';
import { listCouponActivities } from '../services/catalogue/promotions';

export async function calendarRoutes(app: FastifyInstance) {
  const db = app.database.db;
  app.get('/api/code_promotion_activity/activity', async () => ok(await upcomingCalendar(db)));
  app.get('/api/code_promotion_activity', async (req) => ok(await listCouponActivities(db, req.memberId ?? null, localeOf(req))));
}
