// GET /api/code_promotion_activity/activity: the calendar of upcoming sessions (§7 Content) → services/performances/calendar
import { couponCalls } from '@/lib/contract/coupon-calls';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { upcomingCalendar } from '../../services/performances/calendar';

export async function calendarRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, couponCalls.calendar, async () => ok(await upcomingCalendar(db)));
}
