import 'server-only';
import { z } from 'zod';
import { paged } from '@/lib/contract/envelope';
import { calendarSchema, genreSchema, hallSchema, projectDetailSchema, projectListItemSchema, sessionSchema } from '@/lib/contract/project';
import { eventGoodsSchema } from '@/lib/contract/shop';
import type { Locale } from '@/lib/i18n/locales';
import { hallGet, hallGetOrThrow, TAGS } from './client';

const list = z.array(projectListItemSchema);
const tags = [TAGS.projects];

export type ProjectListFilter = {
  /** 0 performances, 1 activities, 2 the music season's concerts. */
  activeType: 0 | 1 | 2;
  time?: string;
  hallId?: string;
  genreId?: string;
  projectIds?: string;
  page?: number;
  pageSize?: number;
};

export const listProjects = (locale: Locale, query: ProjectListFilter) =>
  hallGetOrThrow('/api/project', paged(projectListItemSchema), { locale, query, tags });

export const listHotProjects = (locale: Locale, category: 0 | 1, limit = 8) =>
  hallGetOrThrow('/api/project/is_recommend', list, { locale, query: { category, hot: 1, limit }, tags });

export const getProject = (locale: Locale, id: number) => hallGet(`/api/project/${id}/detail`, projectDetailSchema, { locale, tags });

export const guessLike = (locale: Locale, id: number) => hallGetOrThrow('/api/project/guess_like', list, { locale, query: { id }, tags });

export const listRelatedActivities = (locale: Locale, id: number) =>
  hallGetOrThrow('/api/project/related', list, { locale, query: { id }, tags });

export const listHalls = (locale: Locale) =>
  hallGetOrThrow('/api/project/place_list', z.array(hallSchema), { locale, revalidate: 3600, tags });
export const listGenres = (locale: Locale) => hallGetOrThrow('/api/project/type', z.array(genreSchema), { locale, revalidate: 3600, tags });

export const getUpcomingCalendar = (locale: Locale) =>
  hallGetOrThrow('/api/code_promotion_activity/activity', calendarSchema, { locale, tags });

/** Every upcoming performance and activity, page by page (the hall API caps a page at 50). */
export async function listAllProjects(locale: Locale) {
  const all = [];
  for (const activeType of [0, 1] as const) {
    for (let page = 1; ; page++) {
      const result = await listProjects(locale, { activeType, page, pageSize: 50 });
      all.push(...result.list);
      if (page * result.pageSize >= result.total) break;
    }
  }
  return all;
}

const sessionDetailSchema = z.object({ performance: projectDetailSchema.omit({ sessions: true }), session: sessionSchema });
export const getSessionDetail = (locale: Locale, sessionId: number) =>
  hallGet('/api/project/event_detail', sessionDetailSchema, { locale, query: { sessionId }, revalidate: 10, tags });

/** /CalendarDiv: the sessions of one month (yyyy-MM), day by day. */
export const getMonthCalendar = (locale: Locale, month: string) =>
  hallGetOrThrow('/api/project/month_all', calendarSchema, { locale, query: { month }, tags });

/** Goods sold alongside a performance (§7 /api/project/event_goods), from the points shop. */
export const listEventGoods = (locale: Locale, id: number) =>
  hallGetOrThrow('/api/project/event_goods', z.array(eventGoodsSchema), { locale, query: { id }, tags: [TAGS.projects, TAGS.goods] });
