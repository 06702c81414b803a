import { couponCalls } from '@/lib/contract/coupon-calls';
import { accountSwr } from './account-swr';
import { useCall } from './use-call';

export const COUPON_PAGE_SIZE = 12;
export type CouponStatus = 'unused' | 'used' | 'expired';

/** One page of the member's coupons in one state (unused includes those an unpaid order holds). */
export const useMemberCoupons = (status: CouponStatus, page: number) =>
  useCall(couponCalls.mine, { query: { status, page, pageSize: COUPON_PAGE_SIZE } }, { ...accountSwr, keepPreviousData: true });
