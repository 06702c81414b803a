import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { listCouponActivities } from '@/lib/hall/coupons';
import { pageMetadata } from '@/lib/seo';
import { PageBanner } from '@/components/content/page-banner';
import { ClientNamespaces } from '@/components/ui/client-namespaces';
import { CouponCollectionPage } from '@/components/coupons/coupon-collection-page';

export const revalidate = 60;

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'coupons' });
  return pageMetadata({ title: t('activityTitle'), description: t('activityLead'), path: '/couponActivity', locale });
}

/**
 * §2 /couponActivity: the coupon activities for anyone, rendered once per language and cached. Collecting
 * asks a visitor to log in; a member's own counts replace the visitor's once the page is in the browser.
 */
export default async function CouponActivityPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('coupons');
  const activities = await listCouponActivities(locale);
  return (
    <>
      <PageBanner title={t('activityTitle')} lead={t('activityLead')} />
      <div className="mx-auto max-w-7xl px-4 py-8 lg:py-12">
        <ClientNamespaces names={['coupons']}>
          <CouponCollectionPage initial={activities} linkDetails />
        </ClientNamespaces>
      </div>
    </>
  );
}
