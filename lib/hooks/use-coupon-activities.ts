import useSWR from 'swr';
import type { CouponActivities } from '@/lib/contract/coupon';
import { swrFetcher } from '@/lib/client/bff';

/**
 * The coupon activities with what this member holds of each: all of them (GET /api/code_promotion_activity),
 * or those of one performance (GET /api/member_code_promotion/event). A public page hands in what it rendered
 * for a visitor, and the member's counts replace it once they arrive.
 */
export const useCouponActivities = (projectId?: number, fallbackData?: CouponActivities) =>
  useSWR<CouponActivities>(projectId ? ['/api/member_code_promotion/event', { projectId }] : ['/api/code_promotion_activity'], swrFetcher, {
    fallbackData,
    revalidateOnMount: true,
  });
