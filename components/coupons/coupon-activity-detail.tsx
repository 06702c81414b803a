import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { CouponActivities, CouponActivity } from '@/lib/contract/coupon';
import { formatYuan } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { listPerformances } from '@/lib/hall/performance';
import { couponUseHref } from '@/lib/links';
import { PageBanner } from '@/components/content/page-banner';
import { RichText } from '@/components/content/rich-text';
import { ClientNamespaces } from '@/components/ui/client-namespaces';
import { SectionHeading } from '@/components/ui/section-heading';
import { PerformanceCard, PerformanceGrid } from '@/components/shows/performance-card';
import { CouponCollectionPage } from './coupon-collection-page';

/** Enough for a detail page; the rest are one link away in the performance list filtered by the coupon. */
const PROJECTS_SHOWN = 12;

export async function CouponActivityDetail({ all, activity, locale }: { all: CouponActivities; activity: CouponActivity; locale: Locale }) {
  const t = await getTranslations('coupons');
  const activeType = activity.couponType === 'activity' ? 1 : 0;
  const projects =
    activity.couponType !== 'cafe' && activity.projectIds.length
      ? await listPerformances(locale, { activeType, projectIds: activity.projectIds.join(','), pageSize: PROJECTS_SHOWN })
      : null;
  const facts = [
    [t('facts.amount'), formatYuan(activity.amountFen)],
    [t('facts.minSpend'), activity.minSpendFen > 0 ? formatYuan(activity.minSpendFen) : t('noMinimum')],
    [t('facts.type'), t(`types.${activity.couponType}`)],
    [t('facts.remaining'), t('remaining', { count: activity.remaining })],
  ];
  return (
    <>
      <PageBanner kicker={t('activityTitle')} title={activity.promotionName} lead={activity.promotionShowInfo} />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 lg:py-12">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
          <ClientNamespaces names={['coupons']}>
            <CouponCollectionPage initial={all} only={activity.codePromotionId} />
          </ClientNamespaces>
          <dl className="border-line grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg border bg-white p-4 text-sm" data-testid="coupon-facts">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-muted">{label}</dt>
                <dd className="mt-0.5 font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <section aria-labelledby="coupon-projects-heading" data-testid="coupon-projects">
          <SectionHeading id="coupon-projects-heading" title={t(activeType === 1 ? 'appliesToActivities' : 'appliesTo')} />
          {activity.couponType === 'cafe' ? (
            <p className="text-muted">{t('appliesCafe')}</p>
          ) : !projects ? (
            <p className="text-muted">
              {t('appliesAll')}{' '}
              <Link href={couponUseHref([], 0)} className="text-brand underline underline-offset-2">
                {t('browseAll')}
              </Link>
            </p>
          ) : projects.list.length === 0 ? (
            <p className="text-muted">{t('noProjects')}</p>
          ) : (
            <>
              <PerformanceGrid>
                {projects.list.map((p) => (
                  <PerformanceCard key={p.id} performance={p} />
                ))}
              </PerformanceGrid>
              {projects.total > projects.list.length && (
                <Link
                  href={couponUseHref(activity.projectIds, activeType)}
                  className="text-brand mt-6 inline-block underline underline-offset-2"
                >
                  {t('browseAll')}
                </Link>
              )}
            </>
          )}
        </section>
        {all.useRule && (
          <section aria-labelledby="coupon-rules-heading" className="bg-paper border-line rounded-lg border p-4 text-sm lg:p-6">
            <h2 id="coupon-rules-heading" className="mb-3 font-serif text-lg font-semibold">
              {t('rules')}
            </h2>
            <RichText html={all.useRule} className="[&_p:last-child]:mb-0" />
          </section>
        )}
      </div>
    </>
  );
}
