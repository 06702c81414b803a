import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata, twinAlternates } from '@/lib/seo';
import { PageBanner } from '@/components/content/page-banner';
import { VisitAside, VisitBookingSection, VisitText } from '@/components/visit/visit-sections';

export const revalidate = 60;

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'visit' });
  return {
    ...pageMetadata({ title: t('title'), description: t('description'), path: '/visit', locale }),
    alternates: twinAlternates('/visit', '/enVisit', locale),
  };
}

/** §2 /visit (Chinese; English readers are sent to /enVisit by proxy.ts): individual and group visits on one page. */
export default async function VisitPage({ params }: Props) {
  const { locale } = await params;
  if (locale !== 'zh-CN') notFound();
  setRequestLocale(locale);
  const t = await getTranslations('visit');
  return (
    <>
      <PageBanner kicker={t('kicker')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:py-12 lg:grid-cols-[1fr_360px] lg:gap-12">
        <div className="min-w-0 space-y-12">
          <VisitText type={0} locale={locale} />
          <VisitBookingSection locale={locale} />
          <VisitText type={1} locale={locale} />
        </div>
        <VisitAside types={[0, 1]} />
      </div>
    </>
  );
}
