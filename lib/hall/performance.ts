import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { performanceCalls as calls } from '@/lib/contract/performance-calls';
import type { z } from 'zod';
import type { performanceListQuery } from '@/lib/contract/performance';
import { hallRead, hallReadOrThrow, TAGS } from './client';
import { couponCalls } from '@/lib/contract/coupon-calls';

const tags = [TAGS.projects];

/** The filters of /showByTickets and /music, as the call takes them (activeType 0 performances, 1 activities, 2 the season). */
export type ProjectListFilter = z.input<typeof performanceListQuery>;

export const listPerformances = (locale: Locale, query: ProjectListFilter) => hallReadOrThrow(calls.list, { query }, { locale, tags });

export const listHotProjects = (locale: Locale, category: 0 | 1, limit = 8) =>
  hallReadOrThrow(calls.recommended, { query: { category, hot: '1', limit } }, { locale, tags });

export const getPerformance = (locale: Locale, id: number) => hallRead(calls.detail, { params: { id } }, { locale, tags });

export const guessLike = (locale: Locale, id: number) => hallReadOrThrow(calls.guessLike, { query: { id } }, { locale, tags });

export const listRelatedActivities = (locale: Locale, id: number) => hallReadOrThrow(calls.related, { query: { id } }, { locale, tags });

export const listHalls = (locale: Locale) => hallReadOrThrow(calls.halls, {}, { locale, revalidate: 3600, tags });
export const listGenres = (locale: Locale) => hallReadOrThrow(calls.genres, {}, { locale, revalidate: 3600, tags });

export const getUpcomingCalendar = (locale: Locale) => hallReadOrThrow(couponCalls.calendar, {}, { locale, tags });

/** Every upcoming performance and activity, page by page (the hall API caps a page at 50). */
export async function listAllProjects(locale: Locale) {
  const all = [];
  for (const activeType of [0, 1] as const) {
    for (let page = 1; ; page++) {
      const result = await listPerformances(locale, { activeType, page, pageSize: 50 });
      all.push(...result.list);
      if (page * result.pageSize >= result.total) break;
    }
  }
  return all;
}

export const getSessionDetail = (locale: Locale, sessionId: number) =>
  hallRead(calls.session, { query: { sessionId } }, { locale, revalidate: 10, tags });

/** /CalendarDiv: the sessions of one month (yyyy-MM), day by day. */
export const getMonthCalendar = (locale: Locale, month: string) => hallReadOrThrow(calls.month, { query: { month } }, { locale, tags });

/** Goods sold alongside a performance (§7 /api/project/event_goods), from the points shop. */
export const listEventGoods = (locale: Locale, id: number) =>
  hallReadOrThrow(calls.eventGoods, { query: { id } }, { locale, tags: [TAGS.projects, TAGS.goods] });
