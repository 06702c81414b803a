import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

const TABS = [
  { tab: 'activities', href: '/console/coupons' },
  { tab: 'codes', href: '/console/coupons/codes' },
] as const;

/** The coupons area's two sections. */
export async function CouponTabs({ active }: { active: (typeof TABS)[number]['tab'] }) {
  const t = await getTranslations('console.coupons.tabs');
  return (
    <nav aria-label={t('label')} className="border-line mb-6 flex flex-wrap gap-1 border-b">
      {TABS.map(({ tab, href }) => (
        <Link
          key={tab}
          href={href}
          aria-current={tab === active ? 'page' : undefined}
          className={`-mb-px border-b-2 px-3 py-2 text-sm ${tab === active ? 'border-brand text-brand font-medium' : 'text-ink hover:text-brand border-transparent'}`}
          data-testid={`coupon-tab-${tab}`}
        >
          {t(tab)}
        </Link>
      ))}
    </nav>
  );
}
