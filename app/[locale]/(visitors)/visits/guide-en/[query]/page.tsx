import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { readQuery } from '@/lib/routes';
import { pageMetadata, twinAlternates } from '@/lib/seo';
import { PageBanner } from '@/components/content/page-banner';
import { LinkTabs } from '@/components/ui/link-tabs';
import { VisitAside, VisitBookingSection, VisitText } from '@/components/visit/visit-sections';

export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ locale: Locale; query: string }> };
const typeOf = (segment: string) => (readQuery(segment).get('activeType') === '1' ? 1 : 0);
const href = (type: 0 | 1) => `/enVisit?activeType=${type}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  const type = typeOf(query);
  const t = await getTranslations({ locale, namespace: 'visit' });
  return {
    ...pageMetadata({ title: t(type === 0 ? 'individual.title' : 'group.title'), description: t('description'), path: href(type), locale }),
    alternates: twinAlternates('/visit', href(type), locale),
  };
}

/** §2 /enVisit (English): individual (activeType 0) and group (1) visits as tabs. */
export default async function EnVisitPage({ params }: Props) {
  const { locale, query } = await params;
  if (locale !== 'en-US') notFound();
  setRequestLocale(locale);
  const type = typeOf(query);
  const t = await getTranslations('visit');
  return (
    <>
      <PageBanner kicker={t('kicker')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl px-4 py-6 md:py-10">
        <LinkTabs
          label={t('tabsLabel')}
          tabs={([0, 1] as const).map((i) => ({
            href: href(i),
            label: t(i === 0 ? 'individual.tab' : 'group.tab'),
            active: i === type,
            testId: `visit-tab-${i}`,
          }))}
        />
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_360px] lg:gap-12">
          <div className="min-w-0">
            <VisitText type={type} locale={locale} />
            {type === 0 && (
              <div className="mt-12">
                <VisitBookingSection locale={locale} />
              </div>
            )}
          </div>
          <VisitAside types={[type]} />
        </div>
      </div>
    </>
  );
}
