import 'server-only';
import { couponCalls } from '@/lib/contract/coupon-calls';
import type { Locale } from '@/lib/i18n/locales';
import { hallReadOrThrow, TAGS } from './client';

/** The coupon activities as a visitor sees them (nobody holds any yet); the page's client asks for the member's. */
export const listCouponActivities = (locale: Locale) => hallReadOrThrow(couponCalls.activities, {}, { locale, tags: [TAGS.content] });

/** The coupon activities of one performance, as its overlay lists them: the detail page offers the overlay when there are any. */
export const listPerformanceCoupons = (locale: Locale, projectId: number) =>
  hallReadOrThrow(couponCalls.forPerformance, { query: { projectId } }, { locale, tags: [TAGS.content] });
