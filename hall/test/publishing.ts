// Helpers of the publishing tests: what a content editor fills in, and a recorder of what the site is told.
import { asc, eq } from 'drizzle-orm';
import type { CacheTag } from '@/lib/contract/cache-tags';
import type { PerformancePayload, SessionPayload, TicketClassPayload } from '@/lib/contract/publishing';
import type { Db } from '../db/client';
import { genres, hallSeats, halls } from '../db/schema';
import type { SiteCache } from '../platform/site-cache';

export function recordingSiteCache() {
  const told: CacheTag[][] = [];
  const cache: SiteCache = { changed: async (tags) => void told.push(tags) };
  return { cache, told };
}

export async function performanceInput(db: Db, overrides: Partial<PerformancePayload> = {}): Promise<PerformancePayload> {
  const [hall] = await db.select().from(halls).where(eq(halls.code, 'small'));
  const [genre] = await db.select().from(genres).orderBy(asc(genres.sort)).limit(1);
  return {
    category: 0,
    genreId: genre.id,
    hallId: hall.id,
    mainTitle: '冬夜弦乐四重奏',
    enMainTitle: 'A Winter Night of String Quartets',
    subtitle: '海顿与德彪西',
    enSubtitle: 'Haydn and Debussy',
    series: '室内乐季',
    enSeries: 'Chamber season',
    monthQuarter: '十二月',
    enMonthQuarter: 'December',
    organizer: '音乐厅',
    enOrganizer: 'The Concert Hall',
    host: '',
    enHost: '',
    coHost: '',
    enCoHost: '',
    poster: '/art/performance-1.svg',
    intro: '<p>四位演奏家带来海顿的《皇帝》。</p>',
    enIntro: '<p>Four players bring Haydn’s “Emperor”.</p>',
    purchaseNotes: '<p>1.2 米以下儿童谢绝入场。</p>',
    enPurchaseNotes: '<p>Children under 1.2 m are not admitted.</p>',
    discount: '',
    enDiscount: '',
    artists: [{ name: '林溪', enName: 'Lin Xi', role: '第一小提琴', enRole: 'First violin' }],
    repertoire: [{ composer: '海顿', enComposer: 'Haydn', work: '《皇帝》四重奏', enWork: 'String Quartet “Emperor”' }],
    durationMinutes: 100,
    saleStartAt: new Date(Date.now() - 3_600_000).toISOString(),
    isRecommend: false,
    isHot: false,
    realName: false,
    season: false,
    childHeightLimitCm: 120,
    visible: false,
    ...overrides,
  };
}

export async function sessionInput(db: Db, overrides: Partial<SessionPayload> = {}): Promise<SessionPayload> {
  const [hall] = await db.select().from(halls).where(eq(halls.code, 'small'));
  const start = new Date(Date.now() + 20 * 86_400_000);
  start.setUTCHours(11, 30, 0, 0);
  return {
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    hallId: hall.id,
    hasSeatMap: true,
    limitPerOrder: 4,
    limitPerMember: 6,
    saleState: 'on_sale',
    saleEndAt: null,
    ...overrides,
  };
}

export const classInput = (overrides: Partial<TicketClassPayload> = {}): TicketClassPayload => ({
  name: 'A 区',
  enName: 'Zone A',
  priceFen: 28_000,
  color: '#9B1C31',
  pointOnly: false,
  pointPrice: null,
  limitPerMember: null,
  stock: null,
  ...overrides,
});

/** The first area of a hall's first floor, and how many rows and seats it has. */
export async function firstArea(db: Db, hallId: number) {
  const seats = await db
    .select()
    .from(hallSeats)
    .where(eq(hallSeats.hallId, hallId))
    .orderBy(asc(hallSeats.floor), asc(hallSeats.area), asc(hallSeats.row));
  const { floor, area } = seats[0];
  const own = seats.filter((s) => s.floor === floor && s.area === area);
  return { floor, area, rows: Math.max(...own.map((s) => s.row)), seats: own.length, rowOne: own.filter((s) => s.row === 1).length };
}
