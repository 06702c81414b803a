import { z } from 'zod';
import { defineCall } from './call';
import { idParam } from './common';
import { couponActivityPayload, discountCodeParam, discountCodePayload, staffCouponActivity, staffDiscountCode } from './coupon-editing';

const content = { access: 'staff', roles: ['content'] } as const;

/** The console's coupon calls (ours): the activities members claim coupons from, and the discount codes. */
export const staffCouponCalls = {
  activities: defineCall({
    method: 'GET',
    path: '/api/staff/coupon-activities',
    summary: 'Every coupon activity with what was claimed',
    ...content,
    answer: z.array(staffCouponActivity),
  }),
  createActivity: defineCall({
    method: 'POST',
    path: '/api/staff/coupon-activities',
    summary: 'Creates a coupon activity',
    ...content,
    body: couponActivityPayload,
    answer: staffCouponActivity,
  }),
  updateActivity: defineCall({
    method: 'PUT',
    path: '/api/staff/coupon-activities/:id',
    summary: 'Changes a coupon activity (its total never below what was claimed)',
    ...content,
    params: idParam,
    body: couponActivityPayload,
    answer: staffCouponActivity,
  }),
  codes: defineCall({
    method: 'GET',
    path: '/api/staff/discount-codes',
    summary: 'Every discount code with its uses',
    ...content,
    answer: z.array(staffDiscountCode),
  }),
  createCode: defineCall({
    method: 'POST',
    path: '/api/staff/discount-codes',
    summary: 'Creates a discount code',
    ...content,
    body: discountCodePayload,
    answer: staffDiscountCode,
  }),
  updateCode: defineCall({
    method: 'PUT',
    path: '/api/staff/discount-codes/:code',
    summary: 'Changes a discount code’s amount, uses and end (its uses never below those made)',
    ...content,
    params: discountCodeParam,
    body: discountCodePayload,
    answer: staffDiscountCode,
  }),
};
