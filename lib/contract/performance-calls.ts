import { z } from 'zod';
import { defineCall } from './call';
import { id, idParam, idQuery } from './common';
import { brandSchema } from './content';
import { paged } from './envelope';
import {
  calendarPerformanceSchema,
  calendarSchema,
  dayQuery,
  genreSchema,
  hallSchema,
  monthQuery,
  performanceDetailSchema,
  performanceListItemSchema,
  performanceListQuery,
  searchQuery,
  searchResultSchema,
  sessionSchema,
} from './performance';
import { eventGoodsSchema } from './shop';

// The public reads of performances and activities (§7 Content, under the spec's `/api/project` addresses): the
// server-rendered pages read them through lib/hall, the browser's search and checkout through the BFF.

/** GET /api/project/is_recommend: `hot=1` the popular ones of a category, otherwise the recommended ones. */
export const recommendQuery = z.object({
  category: z.coerce.number().int().min(0).max(1).optional().catch(undefined),
  hot: z.enum(['0', '1']).optional().catch(undefined),
  limit: z.coerce.number().int().min(1).max(20).catch(8).default(8),
});

export const sessionQuery = z.object({ sessionId: id });

/** One session with its performance (without the performance's other sessions). */
export const sessionDetailSchema = z.object({ performance: performanceDetailSchema.omit({ sessions: true }), session: sessionSchema });
export type SessionDetail = z.infer<typeof sessionDetailSchema>;

const performanceList = z.array(performanceListItemSchema);

export const performanceCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/project',
    summary: 'Performances or activities, filtered, a page',
    access: 'public',
    query: performanceListQuery,
    answer: paged(performanceListItemSchema),
  }),
  search: defineCall({
    method: 'GET',
    path: '/api/project/search',
    summary: 'Searches performances and activities by keyword',
    access: 'public',
    query: searchQuery,
    answer: searchResultSchema,
  }),
  recommended: defineCall({
    method: 'GET',
    path: '/api/project/is_recommend',
    summary: 'Recommended (or, with hot=1, popular) performances',
    access: 'public',
    query: recommendQuery,
    answer: performanceList,
  }),
  genres: defineCall({ method: 'GET', path: '/api/project/type', summary: 'The genres', access: 'public', answer: z.array(genreSchema) }),
  halls: defineCall({
    method: 'GET',
    path: '/api/project/place_list',
    summary: 'The halls',
    access: 'public',
    answer: z.array(hallSchema),
  }),
  brands: defineCall({
    method: 'GET',
    path: '/api/project/brand_list',
    summary: 'The brands',
    access: 'public',
    answer: z.array(brandSchema),
  }),
  guessLike: defineCall({
    method: 'GET',
    path: '/api/project/guess_like',
    summary: 'Performances like this one',
    access: 'public',
    query: idQuery,
    answer: performanceList,
  }),
  related: defineCall({
    method: 'GET',
    path: '/api/project/related',
    summary: 'Activities related to this one',
    access: 'public',
    query: idQuery,
    answer: performanceList,
  }),
  day: defineCall({
    method: 'GET',
    path: '/api/project/month',
    summary: 'The sessions of one day',
    access: 'public',
    query: dayQuery,
    answer: z.array(z.object({ day: z.number(), projects: z.array(calendarPerformanceSchema) })),
  }),
  month: defineCall({
    method: 'GET',
    path: '/api/project/month_all',
    summary: 'The sessions of a month (or of the coming days)',
    access: 'public',
    query: monthQuery,
    answer: calendarSchema,
  }),
  session: defineCall({
    method: 'GET',
    path: '/api/project/event_detail',
    summary: 'One session: its performance, prices and rules',
    access: 'public',
    query: sessionQuery,
    answer: sessionDetailSchema,
  }),
  eventGoods: defineCall({
    method: 'GET',
    path: '/api/project/event_goods',
    summary: 'The points shop’s goods sold alongside a performance',
    access: 'public',
    query: idQuery,
    answer: z.array(eventGoodsSchema),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/project/:id/detail',
    summary: 'A performance or activity with its sessions',
    access: 'public',
    params: idParam,
    answer: performanceDetailSchema,
  }),
};
