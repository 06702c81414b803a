import { z } from 'zod';

// GET /api/code_promotion_activity and /api/member_code_promotion/event (§3 "Coupon activity response"). The hall
// API names the activity in the request's language (promotionName, promotionShowInfo); the rest are ours.

export const couponActivitySchema = z.object({
  codePromotionId: z.number(),
  promotionName: z.string(),
  promotionShowInfo: z.string(),
  couponType: z.enum(['performance', 'activity', 'cafe']),
  amountFen: z.number(),
  minSpendFen: z.number(),
  projectIds: z.array(z.number()),
  remaining: z.number(),
  /** How many of it the member holds already (0 for a visitor): below 1 means not collected (§9). */
  countNum: z.number(),
  isUsed: z.boolean(),
});
export type CouponActivity = z.infer<typeof couponActivitySchema>;

export const couponActivitiesSchema = z.object({
  useRule: z.string(),
  memberCodePromotionActivityDTOS: z.array(couponActivitySchema),
});
export type CouponActivities = z.infer<typeof couponActivitiesSchema>;

/** POST /api/member_code_promotion/send answers the new coupon and how many the member now holds. */
export const couponClaimed = z.object({ memberCouponId: z.number(), countNum: z.number() });
export type CouponClaimed = z.infer<typeof couponClaimed>;
