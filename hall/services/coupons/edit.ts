// Coupon activities and discount codes as the hall's staff set them up: a total never below what members have
// claimed, uses never below what orders have made; each write audited before and after.
import { asc, desc, eq } from 'drizzle-orm';
import type { CouponActivityPayload, DiscountCodePayload, StaffCouponActivity, StaffDiscountCode } from '@/lib/contract/coupon-editing';
import { Code } from '@/lib/contract/codes';
import type { Db, DbOrTx } from '../../db/client';
import { codePromotions, discountCodes } from '../../db/schema/index';
import { HallError, notFound } from '../../errors';
import { isUniqueViolation } from '../../platform/db-errors';
import { audit, type Actor } from '../staff/audit';

type ActivityRow = typeof codePromotions.$inferSelect;
type CodeRow = typeof discountCodes.$inferSelect;

const activityFields = (r: ActivityRow): StaffCouponActivity => ({
  id: r.id,
  name: r.name,
  enName: r.enName,
  showInfo: r.showInfo,
  enShowInfo: r.enShowInfo,
  couponType: r.couponType,
  amountFen: r.amountFen,
  minSpendFen: r.minSpendFen,
  maxOrderFen: r.maxOrderFen,
  projectIds: r.projectIds,
  total: r.total,
  claimed: r.claimed,
  perMemberLimit: r.perMemberLimit,
  claimFrom: r.claimFrom.toISOString(),
  claimTo: r.claimTo.toISOString(),
  validDays: r.validDays,
});

const activityColumns = (input: CouponActivityPayload) => ({
  ...input,
  claimFrom: new Date(input.claimFrom),
  claimTo: new Date(input.claimTo),
});

const codeFields = (r: CodeRow): StaffDiscountCode => ({
  code: r.code,
  amountFen: r.amountFen,
  usageLimit: r.usageLimit,
  used: r.used,
  validTo: r.validTo.toISOString(),
});

export async function listCouponActivities(db: DbOrTx): Promise<StaffCouponActivity[]> {
  return (await db.select().from(codePromotions).orderBy(desc(codePromotions.claimTo), asc(codePromotions.id))).map(activityFields);
}

export async function createCouponActivity(db: Db, actor: Actor, input: CouponActivityPayload): Promise<StaffCouponActivity> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(codePromotions).values(activityColumns(input)).returning();
    const after = activityFields(row);
    await audit(tx, actor, { action: 'couponActivity.create', target: `couponActivity:${row.id}`, after });
    return after;
  });
}

/** Coupons already claimed keep the terms they were claimed under; the total cannot go below them. */
export async function updateCouponActivity(db: Db, actor: Actor, id: number, input: CouponActivityPayload): Promise<StaffCouponActivity> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(codePromotions).where(eq(codePromotions.id, id)).for('update');
    if (!before) throw notFound();
    if (input.total < before.claimed) throw new HallError('totalBelowClaimed', Code.badRequest, null, { claimed: before.claimed });
    const [row] = await tx.update(codePromotions).set(activityColumns(input)).where(eq(codePromotions.id, id)).returning();
    const after = activityFields(row);
    await audit(tx, actor, { action: 'couponActivity.update', target: `couponActivity:${id}`, before: activityFields(before), after });
    return after;
  });
}

export async function listDiscountCodes(db: DbOrTx): Promise<StaffDiscountCode[]> {
  return (await db.select().from(discountCodes).orderBy(desc(discountCodes.validTo), asc(discountCodes.code))).map(codeFields);
}

export async function createDiscountCode(db: Db, actor: Actor, input: DiscountCodePayload): Promise<StaffDiscountCode> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(discountCodes)
        .values({ ...input, validTo: new Date(input.validTo) })
        .returning();
      const after = codeFields(row);
      await audit(tx, actor, { action: 'discountCode.create', target: `discountCode:${row.code}`, after });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HallError('discountCodeTaken', Code.badRequest);
    throw error;
  }
}

/** The code itself stays: orders name it. */
export async function updateDiscountCode(db: Db, actor: Actor, code: string, input: DiscountCodePayload): Promise<StaffDiscountCode> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.code, code)).for('update');
    if (!before) throw notFound();
    if (input.usageLimit < before.used) throw new HallError('limitBelowUsed', Code.badRequest, null, { used: before.used });
    const [row] = await tx
      .update(discountCodes)
      .set({ amountFen: input.amountFen, usageLimit: input.usageLimit, validTo: new Date(input.validTo) })
      .where(eq(discountCodes.code, code))
      .returning();
    const after = codeFields(row);
    await audit(tx, actor, { action: 'discountCode.update', target: `discountCode:${code}`, before: codeFields(before), after });
    return after;
  });
}
