import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { readQuery } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { aboutHref } from '@/lib/links';
import { PageBanner } from '@/components/content/page-banner';
import { LinkTabs } from '@/components/ui/link-tabs';
import { ABOUT_MENU, ABOUT_SECTIONS, AboutSection, type AboutIdx } from '@/components/about/about-sections';

export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ locale: Locale; query: string }> };
const idxOf = (segment: string) => Number(readQuery(segment).get('activeIdx') ?? 4) as AboutIdx;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  const idx = idxOf(query);
  const t = await getTranslations({ locale, namespace: 'about' });
  return pageMetadata({
    title: t(`menu.${ABOUT_SECTIONS[idx]}`),
    description: t(`descriptions.${ABOUT_SECTIONS[idx]}`),
    path: aboutHref(idx),
    locale,
  });
}

export default async function AboutUsPage({ params }: Props) {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const idx = idxOf(query);
  const t = await getTranslations('about');
  const key = ABOUT_SECTIONS[idx];
  return (
    <>
      <PageBanner kicker={t('kicker')} title={t('title')} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 md:py-10 lg:grid-cols-[220px_1fr] lg:gap-12">
        <aside className="min-w-0">
          <LinkTabs
            variant="side"
            label={t('menuLabel')}
            tabs={ABOUT_MENU[locale].map((i) => ({
              href: aboutHref(i),
              label: t(`menu.${ABOUT_SECTIONS[i]}`),
              active: i === idx,
              testId: `about-menu-${i}`,
            }))}
          />
        </aside>
        <section aria-labelledby="about-section-heading" className="min-w-0" data-testid={`about-section-${idx}`}>
          <h2 id="about-section-heading" className="mb-6 font-serif text-2xl font-semibold md:text-3xl">
            {t(`menu.${key}`)}
          </h2>
          <AboutSection idx={idx} locale={locale} />
        </section>
      </div>
    </>
  );
}
