import { ConsoleTabs } from '../console-tabs';

const TABS = [
  { tab: 'activities', href: '/console/coupons' },
  { tab: 'codes', href: '/console/coupons/codes' },
] as const;

/** The coupons area's two sections. */
export function CouponTabs({ active }: { active: (typeof TABS)[number]['tab'] }) {
  return <ConsoleTabs area="coupons" testIdPrefix="coupon" tabs={TABS} active={active} />;
}
