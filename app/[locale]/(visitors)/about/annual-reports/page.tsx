import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { listAllContent } from '@/lib/hall/content';
import { pageMetadata } from '@/lib/seo';
import { PageBanner } from '@/components/content/page-banner';
import { AnnualReports, annualReportsOf } from '@/components/about/annual-reports';
import { contentListCalls } from '@/lib/contract/content-calls';

export const revalidate = 60;

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'annualReport' });
  return pageMetadata({ title: t('title'), description: t('lead'), path: '/annualReport', locale });
}

/** §1 annual report (the spec names no route): the hall's reports by year, each a file to read or keep. */
export default async function AnnualReportPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'annualReport' });
  const reports = annualReportsOf(await listAllContent(locale, contentListCalls.yearMaterials));
  return (
    <>
      <PageBanner kicker={t('kicker')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-4xl px-4 py-8 md:py-12">
        {reports.length === 0 ? (
          <p className="text-muted py-12 text-center">{t('empty')}</p>
        ) : (
          <AnnualReports reports={reports} locale={locale} />
        )}
      </div>
    </>
  );
}
