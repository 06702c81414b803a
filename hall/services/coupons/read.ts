import { and, asc, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { CouponView } from '@/lib/contract/order';
import type { Paged } from '@/lib/contract/envelope';
import type { Db, DbOrTx } from '../../db/client';
import { codePromotions, memberCoupons, members, performances } from '../../db/schema/index';
import { HallError, notFound } from '../../errors';

/** A member's coupon with its activity's terms, as pricing and the coupon lists read it. */
export const couponColumns = {
  id: memberCoupons.id,
  status: memberCoupons.status,
  expiresAt: memberCoupons.expiresAt,
  name: codePromotions.name,
  enName: codePromotions.enName,
  couponType: codePromotions.couponType,
  amountFen: codePromotions.amountFen,
  minSpendFen: codePromotions.minSpendFen,
  maxOrderFen: codePromotions.maxOrderFen,
  projectIds: codePromotions.projectIds,
};

import type { CouponRow as Row } from '../tickets/price';

export const toCouponView = (r: Row, now = new Date()): CouponView => ({
  id: r.id,
  couponType: r.couponType,
  name: r.name,
  enName: r.enName,
  amountFen: r.amountFen,
  minSpendFen: r.minSpendFen,
  maxOrderFen: r.maxOrderFen,
  expiresAt: r.expiresAt.toISOString(),
  // A coupon held by an unpaid order is still the member's; it shows as unused until the order is paid.
  status: r.status === 'used' ? 'used' : r.expiresAt <= now ? 'expired' : r.status === 'held' ? 'held' : 'unused',
  projectIds: r.projectIds,
});

/** /coupon tabs: unused (including held by an unpaid order), used, expired. */
export async function listMemberCoupons(
  db: DbOrTx,
  memberId: number,
  status: 'unused' | 'used' | 'expired',
  page: number,
  pageSize: number,
  now = new Date(),
): Promise<Paged<CouponView>> {
  const filter: SQL =
    status === 'used'
      ? eq(memberCoupons.status, 'used')
      : status === 'expired'
        ? and(sql`${memberCoupons.status} <> 'used'`, lte(memberCoupons.expiresAt, now))!
        : and(sql`${memberCoupons.status} <> 'used'`, gt(memberCoupons.expiresAt, now))!;
  const where = and(eq(memberCoupons.memberId, memberId), filter);
  const [{ total }] = await db.select({ total: count() }).from(memberCoupons).where(where);
  const rows = await db
    .select(couponColumns)
    .from(memberCoupons)
    .innerJoin(codePromotions, eq(codePromotions.id, memberCoupons.codePromotionId))
    .where(where)
    .orderBy(status === 'unused' ? asc(memberCoupons.expiresAt) : desc(memberCoupons.expiresAt))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { list: rows.map((r) => toCouponView(r, now)), total, page, pageSize };
}

/** Unused ticket coupons of the member (GET /api/member/ticket_coupon; the settlement page's choices). */
export async function ticketCoupons(db: DbOrTx, memberId: number, now = new Date()) {
  return db
    .select(couponColumns)
    .from(memberCoupons)
    .innerJoin(codePromotions, eq(codePromotions.id, memberCoupons.codePromotionId))
    .where(
      and(
        eq(memberCoupons.memberId, memberId),
        eq(memberCoupons.status, 'unused'),
        gt(memberCoupons.expiresAt, now),
        eq(codePromotions.couponType, 'performance'),
      ),
    )
    .orderBy(desc(codePromotions.amountFen));
}

/**
 * GET /api/project/user_coupon: the member's unused ticket coupons that this performance accepts (an activity that
 * names no performance accepts every one), best first; the same ones its settlement page will offer.
 */
export async function performanceCoupons(db: DbOrTx, memberId: number, projectId: number, now = new Date()) {
  const [project] = await db
    .select({ id: performances.id })
    .from(performances)
    .where(and(eq(performances.id, projectId), eq(performances.visible, true)));
  if (!project) throw notFound();
  const coupons = await ticketCoupons(db, memberId, now);
  return coupons.filter((c) => c.projectIds.length === 0 || c.projectIds.includes(projectId)).map((c) => toCouponView(c, now));
}

/**
 * POST /api/member_code_promotion/send: claims one coupon. The activity's stock is a conditional increment
 * and the member's row is locked while their count is checked, so neither limit can be passed by a race.
 */
export async function claimCoupon(db: Db, memberId: number, codePromotionId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const [promotion] = await tx.select().from(codePromotions).where(eq(codePromotions.id, codePromotionId));
    if (!promotion || promotion.claimFrom > now || promotion.claimTo < now) throw new HallError('couponGone', Code.badRequest);
    const [{ held }] = await tx
      .select({ held: count() })
      .from(memberCoupons)
      .where(and(eq(memberCoupons.memberId, memberId), eq(memberCoupons.codePromotionId, codePromotionId)));
    if (held >= promotion.perMemberLimit) throw new HallError('couponClaimLimit', Code.badRequest);
    const taken = await tx
      .update(codePromotions)
      .set({ claimed: sql`${codePromotions.claimed} + 1` })
      .where(and(eq(codePromotions.id, codePromotionId), sql`${codePromotions.claimed} < ${codePromotions.total}`))
      .returning({ id: codePromotions.id });
    if (!taken.length) throw new HallError('couponGone', Code.badRequest);
    const [coupon] = await tx
      .insert(memberCoupons)
      .values({ memberId, codePromotionId, expiresAt: new Date(now.getTime() + promotion.validDays * 86_400_000) })
      .returning({ id: memberCoupons.id });
    return { memberCouponId: coupon.id, countNum: held + 1 };
  });
}
