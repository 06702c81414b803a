import { z } from 'zod';
import { pageQuery } from './envelope';
import { SALE_STATUSES, type SaleStatus } from './seats';

export const saleStatus = z.enum(SALE_STATUSES);
export type { SaleStatus };

export const hallSchema = z.object({ id: z.number(), code: z.string(), name: z.string(), enName: z.string() });
export type Hall = z.infer<typeof hallSchema>;
export const genreSchema = z.object({ id: z.number(), code: z.string(), name: z.string(), enName: z.string() });
export type Genre = z.infer<typeof genreSchema>;

/** §3 search result item; the list, calendar and detail extend it. */
export const searchItemSchema = z.object({
  id: z.number(),
  /** 0 performance, 1 activity. */
  category: z.number(),
  monthQuarter: z.string(),
  series: z.string(),
  mainTitle: z.string(),
  subtitle: z.string(),
  enMonthQuarter: z.string(),
  enSeries: z.string(),
  enMainTitle: z.string(),
  enSubtitle: z.string(),
});

export const performanceListItemSchema = searchItemSchema.extend({
  poster: z.string(),
  hall: hallSchema,
  genre: genreSchema,
  firstTime: z.string().nullable(),
  lastTime: z.string().nullable(),
  minPriceFen: z.number().nullable(),
  maxPriceFen: z.number().nullable(),
  saleStatus,
  saleStartAt: z.string(),
  isHot: z.boolean(),
  isRecommend: z.boolean(),
});
export type PerformanceListItem = z.infer<typeof performanceListItemSchema>;

export const ticketClassSchema = z.object({
  id: z.number(),
  name: z.string(),
  enName: z.string(),
  priceFen: z.number(),
  color: z.string(),
  pointOnly: z.boolean(),
  pointPrice: z.number().nullable(),
  /** Seats or stock still free; a held seat is free again once the expiry sweep closes its unpaid order. */
  available: z.number(),
});

export const sessionSchema = z.object({
  id: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  hallId: z.number(),
  hasSeatMap: z.boolean(),
  limitPerOrder: z.number(),
  limitPerMember: z.number(),
  saleStatus,
  ticketClasses: z.array(ticketClassSchema),
});
export type Session = z.infer<typeof sessionSchema>;

const artist = z.object({ name: z.string(), enName: z.string(), role: z.string(), enRole: z.string(), image: z.string().optional() });
const repertoireItem = z.object({ composer: z.string(), enComposer: z.string(), work: z.string(), enWork: z.string() });

export const performanceDetailSchema = performanceListItemSchema.extend({
  organizer: z.string(),
  enOrganizer: z.string(),
  host: z.string(),
  enHost: z.string(),
  coHost: z.string(),
  enCoHost: z.string(),
  intro: z.string(),
  enIntro: z.string(),
  purchaseNotes: z.string(),
  enPurchaseNotes: z.string(),
  discount: z.string(),
  enDiscount: z.string(),
  durationMinutes: z.number(),
  realName: z.boolean(),
  childHeightLimitCm: z.number().nullable(),
  artists: z.array(artist),
  repertoire: z.array(repertoireItem),
  sessions: z.array(sessionSchema),
});
export type PerformanceDetail = z.infer<typeof performanceDetailSchema>;

export const timeFilter = z.enum(['all', 'week', 'month', 'next_month']);

/**
 * GET /api/project: the lists of /showByTickets (activeType 0 performances, 1 activities) and of the music season
 * (/music?activeType=2: the hall's own season concerts). Unknown filter values fall back to "all".
 */
export const performanceListQuery = pageQuery.extend({
  activeType: z.coerce.number().int().min(0).max(2).catch(0).default(0),
  time: timeFilter.catch('all').default('all'),
  hallId: z.coerce.number().int().positive().optional().catch(undefined),
  genreId: z.coerce.number().int().positive().optional().catch(undefined),
  /** Comma-separated ids from a coupon's projectIds. */
  projectIds: z
    .string()
    .max(2000)
    .optional()
    .catch(undefined)
    .transform((s) =>
      s
        ? s
            .split(',')
            .map(Number)
            .filter((n) => Number.isInteger(n) && n > 0)
            .slice(0, 100)
        : undefined,
    ),
});

export const searchQuery = z.object({
  keyword: z
    .string()
    .optional()
    .default('')
    .transform((s) => s.trim().slice(0, 100)),
  page: pageQuery.shape.page,
  pageSize: pageQuery.shape.pageSize,
});
export const searchResultSchema = z.object({ list: z.array(searchItemSchema), count: z.number() });
export type SearchResult = z.infer<typeof searchResultSchema>;

/** §3 calendar: each project as the overlay draws it. */
export const calendarPerformanceSchema = searchItemSchema.extend({ startTime: z.string(), venueName: z.string(), enVenueName: z.string() });
export type CalendarPerformance = z.infer<typeof calendarPerformanceSchema>;
export const calendarSchema = z.object({
  allDay: z.number(),
  pcMonthProjectDTOS: z.array(z.object({ day: z.number(), projects: z.array(calendarPerformanceSchema) })),
});
export type Calendar = z.infer<typeof calendarSchema>;

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.invalidDate');
export const monthQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'errors.invalidMonth')
    .optional(),
});
export const dayQuery = z.object({ date: ymd.optional() });
