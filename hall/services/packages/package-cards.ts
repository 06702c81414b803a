import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { CoveredPerformance, PackageCardView, SaleState } from '@/lib/contract/package';
import type { DbOrTx } from '../../db/client';
import { packageCardPerformances, packageCards, performances, sessions, ticketClasses } from '../../db/schema';
import { switchedOn } from '../content/switches';
import { notFound } from '../../errors';

type PackageCard = typeof packageCards.$inferSelect;

/** Whether the console has the package sale switched on: while it is off, no card is shown or sold. */
export const packagesOpen = (db: DbOrTx) => switchedOn(db, 'packageOpen');

export const saleStateOf = (card: Pick<PackageCard, 'saleFrom' | 'saleTo'>, now: Date): SaleState =>
  card.saleFrom > now ? 'upcoming' : card.saleTo <= now ? 'ended' : 'onSale';

/**
 * The card asked for, or without an id the one the hall sells now: on sale first, then the next to open, then
 * the last that ended (its page still says what it was). Hidden cards are not found.
 */
async function cardRow(db: DbOrTx, id: number | undefined, now: Date): Promise<PackageCard> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select()
    .from(packageCards)
    .where(and(eq(packageCards.visible, true), id ? eq(packageCards.id, id) : undefined))
    .orderBy(
      sql`case when ${packageCards.saleFrom} <= ${at} and ${packageCards.saleTo} > ${at} then 0 when ${packageCards.saleFrom} > ${at} then 1 else 2 end`,
      asc(packageCards.saleFrom),
      desc(packageCards.id),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The performances a card covers, each with its sessions still ahead and the classes it pays there. */
export async function coveredPerformances(db: DbOrTx, packageCardId: number, now = new Date()): Promise<CoveredPerformance[]> {
  const covered = await db
    .select({
      id: performances.id,
      title: performances.mainTitle,
      enTitle: performances.enMainTitle,
      poster: performances.poster,
      maxPriceFen: packageCardPerformances.maxPriceFen,
    })
    .from(packageCardPerformances)
    .innerJoin(performances, eq(performances.id, packageCardPerformances.performanceId))
    .where(and(eq(packageCardPerformances.packageCardId, packageCardId), eq(performances.visible, true)));
  if (!covered.length) return [];
  const ids = covered.map((p) => p.id);
  const [times, classes] = await Promise.all([
    db
      .select({
        performanceId: sessions.performanceId,
        first: sql<string | null>`min(${sessions.startTime})`.mapWith((v) => (v ? new Date(v).toISOString() : null)),
        last: sql<string | null>`max(${sessions.startTime})`.mapWith((v) => (v ? new Date(v).toISOString() : null)),
      })
      .from(sessions)
      .where(and(inArray(sessions.performanceId, ids), gt(sessions.startTime, now), eq(sessions.saleState, 'on_sale')))
      .groupBy(sessions.performanceId),
    db
      .selectDistinct({
        performanceId: sessions.performanceId,
        name: ticketClasses.name,
        enName: ticketClasses.enName,
        priceFen: ticketClasses.priceFen,
      })
      .from(ticketClasses)
      .innerJoin(sessions, eq(sessions.id, ticketClasses.sessionId))
      .innerJoin(
        packageCardPerformances,
        and(eq(packageCardPerformances.performanceId, sessions.performanceId), eq(packageCardPerformances.packageCardId, packageCardId)),
      )
      .where(
        and(
          eq(ticketClasses.pointOnly, false),
          eq(ticketClasses.welfare, false),
          lte(ticketClasses.priceFen, packageCardPerformances.maxPriceFen),
        ),
      )
      .orderBy(desc(ticketClasses.priceFen)),
  ]);
  return covered
    .map((p) => {
      const time = times.find((t) => t.performanceId === p.id);
      return {
        ...p,
        firstStart: time?.first ?? null,
        lastStart: time?.last ?? null,
        classes: classes.filter((c) => c.performanceId === p.id).map(({ performanceId: _p, ...c }) => c),
      };
    })
    .sort((a, b) => (a.firstStart ?? '9').localeCompare(b.firstStart ?? '9'));
}

/** GET /api/fala_card/detail: the card, what is left of it and what it covers. */
export async function packageCardDetail(db: DbOrTx, id: number | undefined, now = new Date()): Promise<PackageCardView> {
  const card = await cardRow(db, id, now);
  return {
    id: card.id,
    name: card.name,
    enName: card.enName,
    summary: card.summary,
    enSummary: card.enSummary,
    terms: card.terms,
    enTerms: card.enTerms,
    image: card.image,
    priceFen: card.priceFen,
    credits: card.credits,
    perPerformance: card.perPerformance,
    stockLeft: Math.max(0, card.stock - card.sold),
    limitPerMember: card.limitPerMember,
    saleFrom: card.saleFrom.toISOString(),
    saleTo: card.saleTo.toISOString(),
    validUntil: card.validUntil.toISOString(),
    saleState: saleStateOf(card, now),
    performances: await coveredPerformances(db, card.id, now),
  };
}
