import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { LinkTabs } from '@/components/ui/link-tabs';
import { MemberLayout, memberMetadata } from '@/components/member/member-layout';
import { MemberCoupons } from '@/components/coupons/member-coupons';
import { COUPON_STATUSES, couponListHref } from '@/components/coupons/coupon-paths';

// The tab and page come from the query: rendered per request, like every personal page.
export const dynamic = 'force-dynamic';
export const generateMetadata = memberMetadata('coupons');

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ status?: string; page?: string }> };

/** §2 /coupon: the member's coupons, unused / used / expired (proxy.ts passes only those, unused by default). */
export default async function CouponPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const status = COUPON_STATUSES.find((s) => s === query.status) ?? 'unused';
  const page = Number(query.page) || 1;
  const t = await getTranslations({ locale, namespace: 'coupons' });
  const tabs = COUPON_STATUSES.map((s) => ({
    href: couponListHref(s),
    label: t(`tabs.${s}`),
    active: s === status,
    testId: `coupon-tab-${s}`,
  }));
  return (
    <MemberLayout locale={locale} active="coupons" namespaces={['coupons']}>
      <div className="space-y-5">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
          <div className="min-w-0 flex-1">
            <LinkTabs tabs={tabs} label={t('tabsLabel')} />
          </div>
          <Link href="/getCode" className="text-brand hover:text-brand-dark pb-2 text-sm font-medium" data-testid="coupon-collect-more">
            {t('collectMore')} <span aria-hidden>→</span>
          </Link>
        </div>
        <MemberCoupons status={status} page={page} />
      </div>
    </MemberLayout>
  );
}
