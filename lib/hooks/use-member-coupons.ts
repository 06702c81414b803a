import useSWR from 'swr';
import type { CouponView } from '@/lib/contract/order';
import type { Paged } from '@/lib/contract/envelope';
import { swrFetcher } from '@/lib/client/bff';
import { accountSwr } from './account-swr';

export const COUPON_PAGE_SIZE = 12;
export type CouponStatus = 'unused' | 'used' | 'expired';

/** GET /api/member/coupon: one page of the member's coupons in one state (unused includes those an unpaid order holds). */
export const useMemberCoupons = (status: CouponStatus, page: number) =>
  useSWR<Paged<CouponView>>(['/api/member/coupon', { status, page, pageSize: COUPON_PAGE_SIZE }], swrFetcher, {
    ...accountSwr,
    keepPreviousData: true,
  });
