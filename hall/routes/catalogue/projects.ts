// GET /api/project, /month, /month_all, /is_recommend, /search, /type, /place_list, /guess_like, /related, … (§7 Content) → services/catalogue/projects
// … /event_goods, /event_detail, /brand_list, /{id}/detail: performances and activities (also services/catalogue/calendar,
// sessions and content's brands).
import { z } from 'zod';
import { id, idParam, idQuery } from '@/lib/contract/common';
import { dayQuery, monthQuery, projectListQuery, searchQuery } from '@/lib/contract/project';
import { Code } from '@/lib/contract/codes';
import { HallError } from '../../errors';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import * as projects from '../../services/catalogue/projects';
import { calendarBetween, upcomingCalendar } from '../../services/catalogue/calendar';
import { listBrands } from '../../services/catalogue/content';
import { listEventGoods, getSessionDetail } from '../../services/catalogue/sessions';
import { addDays, addMonths, hallDay, hallMonth, hallNow, isCalendarDate, startOfDay } from '../../platform/time';

const recommendQuery = z.object({
  category: z.coerce.number().int().min(0).max(1).optional().catch(undefined),
  hot: z.enum(['0', '1']).optional().catch(undefined),
  limit: z.coerce.number().int().min(1).max(20).catch(8).default(8),
});
const sessionQuery = z.object({ sessionId: id });

export async function projectRoutes(app: HallApp) {
  const db = app.database.db;

  app.get('/api/project', route({ summary: 'Performances or activities, filtered, a page', query: projectListQuery }), async (req) =>
    ok(await projects.listProjects(db, req.query)),
  );

  app.get('/api/project/search', route({ summary: 'Searches performances and activities by keyword', query: searchQuery }), async (req) => {
    const q = req.query;
    return ok(await projects.searchProjects(db, q.keyword, q.page, q.pageSize));
  });

  app.get(
    '/api/project/is_recommend',
    route({ summary: 'Recommended (or, with hot=1, popular) performances', query: recommendQuery }),
    async (req) => {
      const q = req.query;
      return ok(
        q.hot === '1' ? await projects.listHot(db, q.category ?? 0, q.limit) : await projects.listRecommended(db, q.category, q.limit),
      );
    },
  );

  app.get('/api/project/type', route({ summary: 'The genres' }), async () => ok(await projects.listGenres(db)));
  app.get('/api/project/place_list', route({ summary: 'The halls' }), async () => ok(await projects.listHalls(db)));
  app.get('/api/project/brand_list', route({ summary: 'The brands' }), async () => ok(await listBrands(db)));

  app.get('/api/project/guess_like', route({ summary: 'Performances like this one', query: idQuery }), async (req) =>
    ok(await projects.guessLike(db, req.query.id, 6)),
  );
  app.get('/api/project/related', route({ summary: 'Activities related to this one', query: idQuery }), async (req) =>
    ok(await projects.relatedActivities(db, req.query.id, 4)),
  );

  // The day strip on the home page: the sessions of one day (today when no date is given).
  app.get('/api/project/month', route({ summary: 'The sessions of one day', query: dayQuery }), async (req) => {
    const { date } = req.query;
    if (date && !isCalendarDate(date)) throw new HallError('invalidDate', Code.badRequest);
    const day = date ? hallDay(date) : startOfDay(hallNow());
    return ok(await calendarBetween(db, day, addDays(day, 1)));
  });

  // The full month of the calendar page; without a month, today through allDay days ahead.
  app.get(
    '/api/project/month_all',
    route({ summary: 'The sessions of a month (or of the coming days)', query: monthQuery }),
    async (req) => {
      const { month } = req.query;
      if (!month) return ok(await upcomingCalendar(db));
      const from = hallMonth(month);
      const to = addMonths(from, 1);
      return ok({
        allDay: Math.round((to.getTime() - from.getTime()) / 86_400_000),
        pcMonthProjectDTOS: await calendarBetween(db, from, to),
      });
    },
  );

  app.get(
    '/api/project/event_detail',
    route({ summary: 'One session: its performance, prices and rules', query: sessionQuery }),
    async (req) => ok(await getSessionDetail(db, req.query.sessionId)),
  );
  app.get('/api/project/event_goods', route({ summary: 'The ticket classes of a session', query: idQuery }), async (req) =>
    ok(await listEventGoods(db, req.query.id)),
  );

  app.get('/api/project/:id/detail', route({ summary: 'A performance or activity with its sessions', params: idParam }), async (req) =>
    ok(await projects.getProject(db, req.params.id)),
  );
}
