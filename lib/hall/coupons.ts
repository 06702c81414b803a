import 'server-only';
import { couponActivitiesSchema } from '@/lib/contract/coupon';
import type { Locale } from '@/lib/i18n/locales';
import { hallGetOrThrow, TAGS } from './client';

/** The coupon activities as a visitor sees them (nobody holds any yet); the page's client asks for the member's. */
export const listCouponActivities = (locale: Locale) =>
  hallGetOrThrow('/api/code_promotion_activity', couponActivitiesSchema, { locale, tags: [TAGS.content] });

/** The coupon activities of one performance, as its overlay lists them: the detail page offers the overlay when there are any. */
export const listPerformanceCoupons = (locale: Locale, projectId: number) =>
  hallGetOrThrow('/api/member_code_promotion/event', couponActivitiesSchema, { locale, query: { projectId }, tags: [TAGS.content] });
