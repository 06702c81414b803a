import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { CouponTabs } from '@/components/console/coupons/coupon-tabs';
import { CouponActivities } from '@/components/console/coupons/coupon-activities';

export const generateMetadata = consoleMetadata('coupons');

/** /console/coupons (content): the coupon activities members claim from. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="coupons" intro>
      <CouponTabs active="activities" />
      <CouponActivities />
    </ConsoleScreen>
  );
}
