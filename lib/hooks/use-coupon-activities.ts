import { couponAddresses } from '@/lib/contract/addresses';
import type { CouponActivities } from '@/lib/contract/coupon';
import type { couponCalls } from '@/lib/contract/coupon-calls';
import { useAddress } from './use-address';

/**
 * The coupon activities with what this member holds of each: all of them, or those of one performance. A public
 * page hands in what it rendered for a visitor, and the member's counts replace it once they arrive (by address:
 * these are public pages).
 */
export function useCouponActivities(projectId?: number, fallbackData?: CouponActivities) {
  const options = { fallbackData, revalidateOnMount: true };
  const all = useAddress<typeof couponCalls.activities>(couponAddresses.activities, projectId ? null : {}, options);
  const one = useAddress<typeof couponCalls.forPerformance>(
    couponAddresses.forPerformance,
    projectId ? { query: { projectId } } : null,
    options,
  );
  return projectId ? one : all;
}
