import type { CouponStatus } from '@/lib/hooks/use-member-coupons';

/** /coupon's tabs live in its query, as does the page of the list. */
export const COUPON_STATUSES: CouponStatus[] = ['unused', 'used', 'expired'];
export const couponListHref = (status: CouponStatus, page = 1) => `/coupon?status=${status}${page > 1 ? `&page=${page}` : ''}`;
