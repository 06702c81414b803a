import { z } from 'zod';
import { calendarAddresses, couponAddresses } from './addresses';
import { defineCall } from './call';
import { id, idQuery } from './common';
import { couponActivitiesSchema, couponClaimed } from './coupon';
import { pageQuery, paged } from './envelope';
import { couponView } from './order';
import { calendarSchema } from './performance';

// Coupons (§4 "Coupon action", §7): the activities a visitor sees and a member claims from, the member's coupons,
// and the upcoming calendar that §7 files under the same prefix.

export const memberCouponQuery = pageQuery.extend({ status: z.enum(['unused', 'used', 'expired']).catch('unused').default('unused') });

export const couponCalls = {
  activities: defineCall({
    ...couponAddresses.activities,
    summary: 'The coupon activities (with the member’s claims when logged in)',
    access: 'public',
    answer: couponActivitiesSchema,
  }),
  forPerformance: defineCall({
    ...couponAddresses.forPerformance,
    summary: 'The coupon activities that apply to one performance',
    access: 'public',
    query: z.object({ projectId: id }),
    answer: couponActivitiesSchema,
  }),
  mine: defineCall({
    method: 'GET',
    path: '/api/member/coupon',
    summary: 'The member’s coupons in one state, a page',
    access: 'member',
    query: memberCouponQuery,
    answer: paged(couponView),
  }),
  mineForTickets: defineCall({
    method: 'GET',
    path: '/api/member/ticket_coupon',
    summary: 'The member’s coupons usable for tickets now',
    access: 'member',
    answer: z.array(couponView),
  }),
  mineForPerformance: defineCall({
    ...couponAddresses.mineForPerformance,
    summary: 'The member’s coupons this performance accepts',
    access: 'member',
    query: idQuery,
    answer: z.array(couponView),
  }),
  claim: defineCall({
    ...couponAddresses.claim,
    summary: 'Claims a coupon of an activity',
    access: 'member',
    body: z.object({ codePromotionId: id }),
    answer: couponClaimed,
  }),
  calendar: defineCall({
    ...calendarAddresses.upcoming,
    summary: 'The calendar of upcoming sessions',
    access: 'public',
    answer: calendarSchema,
  }),
};
