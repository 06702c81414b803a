import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { packageCardPerformances, packageCards, sessions, ticketClasses } from '../schema';
import type { SeededPerformance } from './performances';
import { daysFrom, html } from './util';

/** The class the season pass reaches up to: "Category B and below", in the words of the class tags (乙等票, Category B). */
const PASS_CEILING_CLASS = '乙等票';

/**
 * The season 10-concert pass: ten tickets of the hall's own season concerts, Category B and below, at
 * most two of one performance, good until the season ends. Covers every season performance that has a Category B.
 */
export async function seedPackageCard(tx: Tx, now: Date, perfs: SeededPerformance[]) {
  const [card] = await tx
    .insert(packageCards)
    .values({
      name: '乐季十场通票',
      enName: 'Season 10-concert pass',
      summary: '十张乐季音乐会门票，乙等及以下，每场最多两张。',
      enSummary: 'Ten tickets to this season’s concerts, Category B and below, at most two per concert.',
      terms: html([
        '一张卡，十场音乐会：通票可支付本乐季音乐厅自营音乐会乙等及以下门票共十张，每场演出最多两张。',
        '在选座结算时选择“使用套票卡支付”即可，所用门票不再收费；订单取消或超时关闭，额度退回卡内。',
        '通票自购买之日起至乐季结束有效，过期未用的额度作废。',
        '通票售出后不退不换，与门票相同；一位会员最多购买两张。',
      ]),
      enTerms: html([
        'One card, ten concerts: the pass pays ten tickets, Category B and below, to the hall’s own concerts this season, at most two per performance.',
        'Choose “pay with package card” at the settlement of your seats and those tickets cost nothing more; if the order is cancelled or runs out of time, the credit returns to the card.',
        'The pass is valid from purchase to the end of the season; credits not used by then lapse.',
        'Like tickets, the pass cannot be returned once sold; each member may buy at most two.',
      ]),
      image: '/art/package-card.svg',
      priceFen: 168000,
      credits: 10,
      perPerformance: 2,
      stock: 200,
      sold: 23,
      limitPerMember: 2,
      saleFrom: daysFrom(now, -7),
      saleTo: daysFrom(now, 60),
      validUntil: daysFrom(now, 120),
    })
    .returning({ id: packageCards.id });

  const season = perfs.filter((p) => p.season);
  if (!season.length) return;
  const ceilings = await tx
    .selectDistinct({ performanceId: sessions.performanceId, priceFen: ticketClasses.priceFen })
    .from(ticketClasses)
    .innerJoin(sessions, eq(sessions.id, ticketClasses.sessionId))
    .where(
      and(
        inArray(
          sessions.performanceId,
          season.map((p) => p.id),
        ),
        eq(ticketClasses.name, PASS_CEILING_CLASS),
      ),
    );
  await tx
    .insert(packageCardPerformances)
    .values(ceilings.map((c) => ({ packageCardId: card.id, performanceId: c.performanceId, maxPriceFen: c.priceFen })))
    .onConflictDoNothing();
}
