// The console's coupon calls (/api/staff/coupon-activities, /api/staff/discount-codes; content role): the coupon
// activities members claim coupons from, and the discount codes typed at checkout.
import { z } from 'zod';
import { id } from './common';

const text = (max: number) => z.string().trim().max(max, 'errors.textTooLong');
const title = (max: number) => text(max).min(1, 'errors.titleRequired');
const instant = z.iso.datetime({ offset: true, message: 'errors.dateTimeFormat' });
const fen = z.number().int().min(0, 'errors.amountRange').max(10_000_000, 'errors.amountRange');

/** POST /api/staff/coupon-activities, PUT /api/staff/coupon-activities/:id. */
export const couponActivityPayload = z
  .object({
    name: title(60),
    enName: title(120),
    showInfo: text(200),
    enShowInfo: text(300),
    couponType: z.enum(['performance', 'activity', 'cafe']),
    amountFen: fen.min(1, 'errors.amountRange'),
    minSpendFen: fen,
    /** An order above this cannot use the coupon ("over the permitted amount"); null for no ceiling. */
    maxOrderFen: fen.nullable(),
    /** The performances it applies to; empty for every one. */
    projectIds: z.array(id).max(50),
    total: z.number().int().min(1, 'errors.countRange').max(1_000_000, 'errors.countRange'),
    perMemberLimit: z.number().int().min(1, 'errors.countRange').max(100, 'errors.countRange'),
    claimFrom: instant,
    claimTo: instant,
    validDays: z.number().int().min(1, 'errors.validDaysRange').max(3650, 'errors.validDaysRange'),
  })
  .refine((c) => Date.parse(c.claimTo) > Date.parse(c.claimFrom), { message: 'errors.claimEndsBeforeStart', path: ['claimTo'] })
  .refine((c) => c.maxOrderFen === null || c.maxOrderFen >= c.minSpendFen, {
    message: 'errors.ceilingBelowMinimum',
    path: ['maxOrderFen'],
  });
export type CouponActivityPayload = z.infer<typeof couponActivityPayload>;
export type StaffCouponActivity = CouponActivityPayload & { id: number; claimed: number };

/** POST /api/staff/discount-codes (the code is kept in capitals), PUT /api/staff/discount-codes/:code. */
export const discountCodePayload = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,20}$/, 'errors.discountCodeFormat')
    .transform((c) => c.toUpperCase()),
  amountFen: fen.min(1, 'errors.amountRange'),
  usageLimit: z.number().int().min(1, 'errors.countRange').max(1_000_000, 'errors.countRange'),
  validTo: instant,
});
export type DiscountCodePayload = z.infer<typeof discountCodePayload>;
export type StaffDiscountCode = DiscountCodePayload & { used: number };
export const discountCodeParam = z.object({ code: z.string().regex(/^[A-Z0-9]{4,20}$/) });
