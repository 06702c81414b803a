import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { CouponTabs } from '@/components/console/coupons/coupon-tabs';
import { DiscountCodes } from '@/components/console/coupons/discount-codes';

export const generateMetadata = consoleMetadata('coupons');

/** /console/coupons/codes (content): the discount codes typed at checkout. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="coupons" intro>
      <CouponTabs active="codes" />
      <DiscountCodes />
    </ConsoleScreen>
  );
}
