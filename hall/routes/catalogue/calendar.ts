// GET /api/code_promotion_activity/activity: the calendar of upcoming sessions (§7 Content) → services/catalogue/calendar
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { upcomingCalendar } from '../../services/catalogue/calendar';

export async function calendarRoutes(app: HallApp) {
  const db = app.database.db;
  app.get('/api/code_promotion_activity/activity', route({ summary: 'The calendar of upcoming sessions' }), async () =>
    ok(await upcomingCalendar(db)),
  );
}
