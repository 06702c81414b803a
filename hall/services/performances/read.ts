import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { genres, halls, performances, sessions, ticketClasses } from '../../db/schema/index';
import type { PerformanceDetail, PerformanceListItem, SaleStatus, Session } from '@/lib/contract/performance';
import { notFound } from '../../errors';
import { timeRange } from '../../platform/time';
import { containing } from '../../platform/like';

/** A session whose tickets are sold now, bar its performance's opening: on sale and within its window. */
export const sellingSession = (s: string) =>
  sql.raw(`${s}.start_time > now() and ${s}.sale_state = 'on_sale' and coalesce(${s}.sale_end_at, ${s}.start_time) > now()`);

/**
 * Free tickets of a performance's selling sessions: seats free or whose hold has expired (an expired hold
 * is free at read time, so a late sweeper never blocks a seat), plus the stock of sessions without a map.
 */
const availableOfPerformance = sql<number>`(
  (select count(*) from session_seats ss join sessions s on s.id = ss.session_id
    where s.performance_id = ${performances.id} and ${sellingSession('s')}
      and ss.status = 'available')
  + (select coalesce(sum(tc.stock - tc.sold), 0) from ticket_classes tc join sessions s on s.id = tc.session_id
    where s.performance_id = ${performances.id} and ${sellingSession('s')} and tc.stock is not null and not tc.welfare)
)::int`;

/** How many upcoming sessions sell now, and how many are not cancelled: a list tells off sale from cancelled. */
const sellingOfPerformance = sql<number>`(select count(*) from sessions s
  where s.performance_id = ${performances.id} and ${sellingSession('s')})::int`;
const liveOfPerformance = sql<number>`(select count(*) from sessions s
  where s.performance_id = ${performances.id} and s.start_time > now() and s.sale_state <> 'cancelled')::int`;

/** A performance's titles in both languages (the contract's search item): what every list and the calendar show. */
export const titleColumns = {
  id: performances.id,
  category: performances.category,
  monthQuarter: performances.monthQuarter,
  series: performances.series,
  mainTitle: performances.mainTitle,
  subtitle: performances.subtitle,
  enMonthQuarter: performances.enMonthQuarter,
  enSeries: performances.enSeries,
  enMainTitle: performances.enMainTitle,
  enSubtitle: performances.enSubtitle,
};

const listColumns = {
  ...titleColumns,
  poster: performances.poster,
  saleStartAt: performances.saleStartAt,
  isHot: performances.isHot,
  isRecommend: performances.isRecommend,
  hall: { id: halls.id, code: halls.code, name: halls.name, enName: halls.enName },
  genre: { id: genres.id, code: genres.code, name: genres.name, enName: genres.enName },
  firstTime: sql<
    string | null
  >`(select min(start_time) from sessions s where s.performance_id = ${performances.id} and s.start_time > now())`,
  lastTime: sql<string | null>`(select max(start_time) from sessions s where s.performance_id = ${performances.id})`,
  minPriceFen: sql<
    number | null
  >`(select min(price_fen) from ticket_classes tc join sessions s on s.id = tc.session_id where s.performance_id = ${performances.id} and not tc.point_only)`,
  maxPriceFen: sql<
    number | null
  >`(select max(price_fen) from ticket_classes tc join sessions s on s.id = tc.session_id where s.performance_id = ${performances.id} and not tc.point_only)`,
  available: availableOfPerformance,
  selling: sellingOfPerformance,
  live: liveOfPerformance,
};

type ListRow = Omit<PerformanceListItem, 'saleStatus' | 'saleStartAt' | 'firstTime' | 'lastTime'> & {
  saleStartAt: Date;
  firstTime: string | Date | null;
  lastTime: string | Date | null;
} & SaleFacts;

/** What a sale status is made of: free tickets, and how many sessions sell now or are still to be played. */
export type SaleFacts = { saleStartAt: Date; available: number; selling: number; live: number };

export function saleStatusOf({ saleStartAt, available, selling, live }: SaleFacts, now = new Date()): SaleStatus {
  if (live === 0) return 'cancelled';
  if (selling === 0) return 'off_sale';
  if (saleStartAt > now) return 'coming_soon';
  return available > 0 ? 'on_sale' : 'sold_out';
}

/** One session's status: its own sale state and window first, then its performance's opening and its seats. */
export function sessionSaleStatus(
  s: { saleState: 'on_sale' | 'off_sale' | 'cancelled'; saleEndAt: Date | null; startTime: Date },
  saleStartAt: Date,
  available: number,
  now = new Date(),
): SaleStatus {
  const selling = s.saleState === 'on_sale' && (s.saleEndAt ?? s.startTime) > now ? 1 : 0;
  return saleStatusOf({ saleStartAt, available, selling, live: s.saleState === 'cancelled' ? 0 : 1 }, now);
}

export const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

function toListItem({ available, selling, live, ...r }: ListRow): PerformanceListItem {
  return {
    ...r,
    firstTime: iso(r.firstTime),
    lastTime: iso(r.lastTime),
    saleStartAt: r.saleStartAt.toISOString(),
    saleStatus: saleStatusOf({ saleStartAt: r.saleStartAt, available, selling, live }),
  };
}

/** Performances with a session still ahead, in the order of their next session. */
const upcoming = sql`exists (select 1 from sessions s where s.performance_id = ${performances.id} and s.start_time > now())`;
const nextStart = sql`(select min(start_time) from sessions s where s.performance_id = ${performances.id} and s.start_time > now())`;

function selectList(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(performances)
    .innerJoin(halls, eq(halls.id, performances.hallId))
    .innerJoin(genres, eq(genres.id, performances.genreId))
    .where(and(eq(performances.visible, true), upcoming, where));
}

/** The spec's activeType of the music season (/music?activeType=2): the season's concerts, not a category. */
const SEASON = 2;

export type ListFilter = {
  activeType: number;
  time: 'all' | 'week' | 'month' | 'next_month';
  hallId?: number;
  genreId?: number;
  projectIds?: number[];
  page: number;
  pageSize: number;
};

export async function listPerformances(db: DbOrTx, f: ListFilter) {
  const [from, to] = timeRange(f.time);
  const inTime = sql`exists (select 1 from sessions s where s.performance_id = ${performances.id}
    and s.start_time >= ${from.toISOString()} ${to ? sql`and s.start_time < ${to.toISOString()}` : sql``})`;
  const where = and(
    f.activeType === SEASON ? eq(performances.season, true) : eq(performances.category, f.activeType),
    f.time === 'all' ? undefined : inTime,
    f.hallId ? eq(performances.hallId, f.hallId) : undefined,
    f.genreId ? eq(performances.genreId, f.genreId) : undefined,
    f.projectIds?.length ? inArray(performances.id, f.projectIds) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectList(db, where)
      .orderBy(nextStart, asc(performances.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(performances)
      .where(and(eq(performances.visible, true), upcoming, where)),
  ]);
  return { list: rows.map(toListItem), total, page: f.page, pageSize: f.pageSize };
}

export async function listRecommended(db: DbOrTx, category: number | undefined, limit: number) {
  const rows = await selectList(
    db,
    and(eq(performances.isRecommend, true), category === undefined ? undefined : eq(performances.category, category)),
  )
    .orderBy(nextStart)
    .limit(limit);
  return rows.map(toListItem);
}

export async function listHot(db: DbOrTx, category: number, limit: number) {
  const rows = await selectList(db, and(eq(performances.isHot, true), eq(performances.category, category)))
    .orderBy(nextStart)
    .limit(limit);
  return rows.map(toListItem);
}

/** "You may also like": same genre first, then same hall, then the soonest. */
export async function guessLike(db: DbOrTx, id: number, limit: number) {
  const [base] = await db
    .select({ genreId: performances.genreId, hallId: performances.hallId })
    .from(performances)
    .where(eq(performances.id, id));
  if (!base) throw notFound();
  const rows = await selectList(db, sql`${performances.id} <> ${id} and ${performances.category} = 0`)
    .orderBy(sql`(${performances.genreId} = ${base.genreId}) desc`, sql`(${performances.hallId} = ${base.hallId}) desc`, nextStart)
    .limit(limit);
  return rows.map(toListItem);
}

/** Related activities: activities in the same hall or around the performance's dates. */
export async function relatedActivities(db: DbOrTx, id: number, limit: number) {
  const [base] = await db.select({ hallId: performances.hallId }).from(performances).where(eq(performances.id, id));
  if (!base) throw notFound();
  const rows = await selectList(db, and(eq(performances.category, 1), sql`${performances.id} <> ${id}`))
    .orderBy(sql`(${performances.hallId} = ${base.hallId}) desc`, nextStart)
    .limit(limit);
  return rows.map(toListItem);
}

export async function searchPerformances(db: DbOrTx, rawKeyword: string, page: number, pageSize: number) {
  // PostgreSQL text cannot hold NUL: a pasted one would fail the query instead of matching nothing.
  const keyword = rawKeyword.replaceAll('\0', '').trim();
  if (!keyword) return { list: [], count: 0 };
  const pattern = containing(keyword);
  const match = sql`(${performances.mainTitle} ilike ${pattern} or ${performances.enMainTitle} ilike ${pattern}
    or ${performances.subtitle} ilike ${pattern} or ${performances.enSubtitle} ilike ${pattern}
    or ${performances.series} ilike ${pattern} or ${performances.enSeries} ilike ${pattern}
    or ${performances.artists}::text ilike ${pattern})`;
  const [rows, [{ count }]] = await Promise.all([
    selectList(db, match)
      .orderBy(nextStart)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(performances)
      .where(and(eq(performances.visible, true), upcoming, match)),
  ]);
  return { list: rows.map(toListItem), count };
}

export async function getPerformance(db: DbOrTx, id: number): Promise<PerformanceDetail> {
  const [row] = await db
    .select({
      ...listColumns,
      organizer: performances.organizer,
      enOrganizer: performances.enOrganizer,
      host: performances.host,
      enHost: performances.enHost,
      coHost: performances.coHost,
      enCoHost: performances.enCoHost,
      intro: performances.intro,
      enIntro: performances.enIntro,
      purchaseNotes: performances.purchaseNotes,
      enPurchaseNotes: performances.enPurchaseNotes,
      discount: performances.discount,
      enDiscount: performances.enDiscount,
      durationMinutes: performances.durationMinutes,
      realName: performances.realName,
      childHeightLimitCm: performances.childHeightLimitCm,
      artists: performances.artists,
      repertoire: performances.repertoire,
    })
    .from(performances)
    .innerJoin(halls, eq(halls.id, performances.hallId))
    .innerJoin(genres, eq(genres.id, performances.genreId))
    .where(and(eq(performances.id, id), eq(performances.visible, true)));
  if (!row) throw notFound();
  const { available: _a, selling: _s, live: _l, ...rest } = row;
  const item = toListItem(row as ListRow);
  return { ...rest, ...item, sessions: await listSessions(db, id, row.saleStartAt) };
}

async function listSessions(db: DbOrTx, performanceId: number, saleStartAt: Date): Promise<Session[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.performanceId, performanceId), gte(sessions.startTime, new Date())))
    .orderBy(asc(sessions.startTime));
  if (!rows.length) return [];
  const classes = await db
    .select({
      id: ticketClasses.id,
      sessionId: ticketClasses.sessionId,
      name: ticketClasses.name,
      enName: ticketClasses.enName,
      priceFen: ticketClasses.priceFen,
      color: ticketClasses.color,
      pointOnly: ticketClasses.pointOnly,
      pointPrice: ticketClasses.pointPrice,
      // The outer id is spelled out: Drizzle leaves select-list columns of a one-table query unqualified, and a bare
      // "id" inside the subquery would mean session_seats.id.
      available: sql<number>`(case when ${ticketClasses.stock} is not null then ${ticketClasses.stock} - ${ticketClasses.sold}
        else (select count(*) from session_seats ss where ss.ticket_class_id = "ticket_classes"."id"
          and ss.status = 'available') end)::int`,
    })
    .from(ticketClasses)
    .where(
      and(
        inArray(
          ticketClasses.sessionId,
          rows.map((s) => s.id),
        ),
        eq(ticketClasses.welfare, false),
      ),
    )
    .orderBy(asc(ticketClasses.priceFen));
  return rows.map((s) => {
    const own = classes.filter((c) => c.sessionId === s.id).map(({ sessionId: _s, ...c }) => c);
    return {
      id: s.id,
      startTime: s.startTime.toISOString(),
      endTime: s.endTime.toISOString(),
      hallId: s.hallId,
      hasSeatMap: s.hasSeatMap,
      limitPerOrder: s.limitPerOrder,
      limitPerMember: s.limitPerMember,
      saleStatus: sessionSaleStatus(
        s,
        saleStartAt,
        own.reduce((n, c) => n + c.available, 0),
      ),
      ticketClasses: own,
    };
  });
}

export const listHalls = (db: DbOrTx) =>
  db.select({ id: halls.id, code: halls.code, name: halls.name, enName: halls.enName }).from(halls).orderBy(asc(halls.sort));
export const listGenres = (db: DbOrTx) =>
  db.select({ id: genres.id, code: genres.code, name: genres.name, enName: genres.enName }).from(genres).orderBy(asc(genres.sort));
