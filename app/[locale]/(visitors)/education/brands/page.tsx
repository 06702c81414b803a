import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { listBrands } from '@/lib/hall/content';
import { pageMetadata } from '@/lib/seo';
import { PageBanner } from '@/components/content/page-banner';
import { BrandCard } from '@/components/education/brand-card';

export const revalidate = 60;

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'education' });
  return pageMetadata({ title: t('title'), description: t('description'), path: '/artEducation', locale });
}

export default async function ArtEducationPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('education');
  const brands = await listBrands(locale);
  // Category 0 are the programmes for children and young people; the others are open to everyone.
  const groups = [
    { key: 'young', brands: brands.filter((b) => b.category === 0), grid: 'sm:grid-cols-2' },
    { key: 'everyone', brands: brands.filter((b) => b.category !== 0), grid: 'sm:grid-cols-2 lg:grid-cols-4' },
  ] as const;
  return (
    <>
      <PageBanner kicker={t('kicker')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-8 md:py-12">
        {brands.length === 0 && <p className="text-muted py-16 text-center">{t('empty')}</p>}
        {groups
          .filter((g) => g.brands.length)
          .map((g) => (
            <section key={g.key} aria-labelledby={`edu-${g.key}`}>
              <h2 id={`edu-${g.key}`} className="border-line mb-5 border-b pb-2 font-serif text-2xl font-semibold">
                {t(`groups.${g.key}`)}
              </h2>
              <ul className={`grid gap-6 ${g.grid}`}>
                {g.brands.map((b) => (
                  <li key={b.id}>
                    <BrandCard brand={b} locale={locale} more={t('more')} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </div>
    </>
  );
}
