// GET /api/project, /month, /month_all, /is_recommend, /search, /type, /place_list, /guess_like, /related, … (§7 Content) → services/performances/read
// … /event_goods, /event_detail, /brand_list, /{id}/detail: performances and activities (also services/performances/calendar,
// sessions and content's brands).
import { Code } from '@/lib/contract/codes';
import { performanceCalls as calls } from '@/lib/contract/performance-calls';
import { HallError } from '../../errors';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import * as performances from '../../services/performances/read';
import { calendarBetween, upcomingCalendar } from '../../services/performances/calendar';
import { listBrands } from '../../services/content/read';
import { listEventGoods, getSessionDetail } from '../../services/performances/sessions';
import { addDays, addMonths, hallDay, hallMonth, hallNow, isCalendarDate, startOfDay } from '../../platform/time';

export async function performanceRoutes(app: HallApp) {
  const db = app.database.db;

  handle(app, calls.list, async (req) => ok(await performances.listPerformances(db, req.query)));
  handle(app, calls.search, async (req) =>
    ok(await performances.searchPerformances(db, req.query.keyword, req.query.page, req.query.pageSize)),
  );
  handle(app, calls.recommended, async (req) => {
    const q = req.query;
    return ok(
      q.hot === '1'
        ? await performances.listHot(db, q.category ?? 0, q.limit)
        : await performances.listRecommended(db, q.category, q.limit),
    );
  });

  handle(app, calls.genres, async () => ok(await performances.listGenres(db)));
  handle(app, calls.halls, async () => ok(await performances.listHalls(db)));
  handle(app, calls.brands, async () => ok(await listBrands(db)));

  handle(app, calls.guessLike, async (req) => ok(await performances.guessLike(db, req.query.id, 6)));
  handle(app, calls.related, async (req) => ok(await performances.relatedActivities(db, req.query.id, 4)));

  // The day strip on the home page: the sessions of one day (today when no date is given).
  handle(app, calls.day, async (req) => {
    const { date } = req.query;
    if (date && !isCalendarDate(date)) throw new HallError('invalidDate', Code.badRequest);
    const day = date ? hallDay(date) : startOfDay(hallNow());
    return ok(await calendarBetween(db, day, addDays(day, 1)));
  });

  // The full month of the calendar page; without a month, today through allDay days ahead.
  handle(app, calls.month, async (req) => {
    const { month } = req.query;
    if (!month) return ok(await upcomingCalendar(db));
    const from = hallMonth(month);
    const to = addMonths(from, 1);
    return ok({
      allDay: Math.round((to.getTime() - from.getTime()) / 86_400_000),
      pcMonthProjectDTOS: await calendarBetween(db, from, to),
    });
  });

  handle(app, calls.session, async (req) => ok(await getSessionDetail(db, req.query.sessionId)));
  handle(app, calls.eventGoods, async (req) => ok(await listEventGoods(db, req.query.id)));
  handle(app, calls.detail, async (req) => ok(await performances.getPerformance(db, req.params.id)));
}
