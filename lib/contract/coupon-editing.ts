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

/** An activity as the console reads it back: the payload's fields as stored, and how many coupons were claimed. */
export const staffCouponActivity = z.object({
  id: z.number(),
  name: z.string(),
  enName: z.string(),
  showInfo: z.string(),
  enShowInfo: z.string(),
  couponType: z.enum(['performance', 'activity', 'cafe']),
  amountFen: z.number(),
  minSpendFen: z.number(),
  maxOrderFen: z.number().nullable(),
  projectIds: z.array(z.number()),
  total: z.number(),
  claimed: z.number(),
  perMemberLimit: z.number(),
  claimFrom: z.string(),
  claimTo: z.string(),
  validDays: z.number(),
});
export type StaffCouponActivity = z.infer<typeof staffCouponActivity>;

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
export const staffDiscountCode = z.object({
  code: z.string(),
  amountFen: z.number(),
  usageLimit: z.number(),
  used: z.number(),
  validTo: z.string(),
});
export type StaffDiscountCode = z.infer<typeof staffDiscountCode>;
export const discountCodeParam = z.object({ code: z.string().regex(/^[A-Z0-9]{4,20}$/) });
