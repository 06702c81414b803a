import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { codePromotions, siteParams } from '../../db/schema/index';

/**
 * §3 coupon activity response: the usage rules and the claimable activities, each with how many of it the
 * member already holds (countNum; 0 for a visitor) and whether the held one is used.
 */
export async function listCouponActivities(db: DbOrTx, memberId: number | null, locale: 'zh-CN' | 'en-US', now = new Date()) {
  const [rule] = await db.select().from(siteParams).where(eq(siteParams.key, 'coupon_use_rule'));
  // "code_promotions"."id" is spelled out: Drizzle leaves select-list columns of a one-table query unqualified,
  // and a bare "id" inside these subqueries would mean member_coupons.id.
  const held = memberId
    ? sql<number>`(select count(*) from member_coupons mc where mc.code_promotion_id = "code_promotions"."id" and mc.member_id = ${memberId})::int`
    : sql<number>`0`;
  const used = memberId
    ? sql<boolean>`exists (select 1 from member_coupons mc where mc.code_promotion_id = "code_promotions"."id" and mc.member_id = ${memberId} and mc.status = 'used')`
    : sql<boolean>`false`;
  const rows = await db
    .select({
      codePromotionId: codePromotions.id,
      name: codePromotions.name,
      enName: codePromotions.enName,
      showInfo: codePromotions.showInfo,
      enShowInfo: codePromotions.enShowInfo,
      couponType: codePromotions.couponType,
      amountFen: codePromotions.amountFen,
      minSpendFen: codePromotions.minSpendFen,
      projectIds: codePromotions.projectIds,
      remaining: sql<number>`(${codePromotions.total} - ${codePromotions.claimed})::int`,
      countNum: held,
      isUsed: used,
    })
    .from(codePromotions)
    .where(and(lte(codePromotions.claimFrom, now), gte(codePromotions.claimTo, now)))
    .orderBy(asc(codePromotions.id));
  const en = locale === 'en-US';
  return {
    useRule: (en && rule?.enValue) || rule?.value || '',
    memberCodePromotionActivityDTOS: rows.map((r) => ({
      ...r,
      promotionName: en ? r.enName : r.name,
      promotionShowInfo: en ? r.enShowInfo : r.showInfo,
    })),
  };
}
