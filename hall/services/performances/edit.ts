// Performances and activities as the content staff edit them: every field the public pages show, drafts
// included. Rich text is cleaned before it is stored; each write is audited with the record before and after.
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { Paged } from '@/lib/contract/envelope';
import type { PerformancePayload, StaffPerformance, StaffPerformanceListItem } from '@/lib/contract/publishing';
import type { Db, DbOrTx } from '../../db/client';
import { halls, performances } from '../../db/schema/index';
import { HallError, notFound } from '../../errors';
import { isForeignKeyViolation } from '../../platform/db-errors';
import { containing } from '../../platform/like';
import { iso } from './read';
import { audit, type Actor } from '../staff/audit';
import { staffSessions } from './session-edit';
import { cleanRichText } from '../content/rich-text';

type PerformanceRow = typeof performances.$inferSelect;

export function performanceFields(row: PerformanceRow): PerformancePayload {
  return {
    category: row.category === 1 ? 1 : 0,
    genreId: row.genreId,
    hallId: row.hallId,
    mainTitle: row.mainTitle,
    enMainTitle: row.enMainTitle,
    subtitle: row.subtitle,
    enSubtitle: row.enSubtitle,
    series: row.series,
    enSeries: row.enSeries,
    monthQuarter: row.monthQuarter,
    enMonthQuarter: row.enMonthQuarter,
    organizer: row.organizer,
    enOrganizer: row.enOrganizer,
    host: row.host,
    enHost: row.enHost,
    coHost: row.coHost,
    enCoHost: row.enCoHost,
    poster: row.poster,
    intro: row.intro,
    enIntro: row.enIntro,
    purchaseNotes: row.purchaseNotes,
    enPurchaseNotes: row.enPurchaseNotes,
    discount: row.discount,
    enDiscount: row.enDiscount,
    artists: row.artists.map(({ name, enName, role, enRole }) => ({ name, enName, role, enRole })),
    repertoire: row.repertoire,
    durationMinutes: row.durationMinutes,
    saleStartAt: row.saleStartAt.toISOString(),
    isRecommend: row.isRecommend,
    isHot: row.isHot,
    realName: row.realName,
    season: row.season,
    childHeightLimitCm: row.childHeightLimitCm,
    visible: row.visible,
  };
}

/** The payload as stored: rich text cleaned, the sale start a Date. */
const columnsOf = (input: PerformancePayload) => ({
  ...input,
  intro: cleanRichText(input.intro),
  enIntro: cleanRichText(input.enIntro),
  purchaseNotes: cleanRichText(input.purchaseNotes),
  enPurchaseNotes: cleanRichText(input.enPurchaseNotes),
  saleStartAt: new Date(input.saleStartAt),
});

/** A hall or genre that does not exist is the editor's mistake, not a server error. */
async function referencing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HallError('unknownReference', Code.badRequest);
    throw error;
  }
}

export async function listStaffPerformances(
  db: DbOrTx,
  query: { q: string; page: number; pageSize: number },
): Promise<Paged<StaffPerformanceListItem>> {
  const pattern = containing(query.q);
  const where = query.q ? or(ilike(performances.mainTitle, pattern), ilike(performances.enMainTitle, pattern)) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: performances.id,
        category: performances.category,
        mainTitle: performances.mainTitle,
        enMainTitle: performances.enMainTitle,
        poster: performances.poster,
        visible: performances.visible,
        hallName: halls.name,
        hallEnName: halls.enName,
        sessionCount: sql<number>`(select count(*) from sessions s where s.performance_id = ${performances.id})::int`,
        firstTime: sql<string | null>`(select min(start_time) from sessions s where s.performance_id = ${performances.id})`,
        lastTime: sql<string | null>`(select max(start_time) from sessions s where s.performance_id = ${performances.id})`,
      })
      .from(performances)
      .innerJoin(halls, eq(halls.id, performances.hallId))
      .where(where)
      .orderBy(desc(performances.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(performances).where(where),
  ]);
  return {
    list: rows.map((r) => ({ ...r, firstTime: iso(r.firstTime), lastTime: iso(r.lastTime) })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getStaffPerformance(db: DbOrTx, id: number): Promise<StaffPerformance> {
  const [row] = await db.select().from(performances).where(eq(performances.id, id));
  if (!row) throw notFound();
  return { id, ...performanceFields(row), sessions: await staffSessions(db, { performanceId: id }) };
}

export async function createPerformance(db: Db, actor: Actor, input: PerformancePayload): Promise<{ id: number }> {
  return referencing(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(performances).values(columnsOf(input)).returning();
      await audit(tx, actor, { action: 'performance.create', target: `performance:${row.id}`, after: performanceFields(row) });
      return { id: row.id };
    }),
  );
}

export async function updatePerformance(db: Db, actor: Actor, id: number, input: PerformancePayload): Promise<{ id: number }> {
  return referencing(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(performances).where(eq(performances.id, id)).for('update');
      if (!before) throw notFound();
      const [after] = await tx.update(performances).set(columnsOf(input)).where(eq(performances.id, id)).returning();
      await audit(tx, actor, {
        action: 'performance.update',
        target: `performance:${id}`,
        before: performanceFields(before),
        after: performanceFields(after),
      });
      return { id };
    }),
  );
}
