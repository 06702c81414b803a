import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { localized, type Locale } from '@/lib/i18n/locales';
import { getBrand, listBrands } from '@/lib/hall/content';
import { readQuery } from '@/lib/routes';
import { pageMetadata, textOf } from '@/lib/seo';
import { educationHref } from '@/lib/links';
import { BrandDetailView } from '@/components/education/brand-detail';

export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ locale: Locale; query: string }> };
const idOf = (segment: string) => Number(readQuery(segment).get('param'));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  const brand = idOf(query) ? await getBrand(locale, idOf(query)) : null;
  if (!brand) return {};
  return pageMetadata({
    title: localized(brand, 'name', locale),
    description: localized(brand, 'summary', locale) || textOf(localized(brand, 'body', locale)),
    // A brand has one page; the canonical names the route its category belongs to.
    path: educationHref(brand),
    locale,
    image: brand.image ?? undefined,
  });
}

export default async function ArtEducationDetailPage({ params }: Props) {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const id = idOf(query);
  const [brand, all] = await Promise.all([id ? getBrand(locale, id) : null, listBrands(locale)]);
  if (!brand) notFound();
  return <BrandDetailView brand={brand} others={all.filter((b) => b.id !== brand.id)} locale={locale} layout="feature" />;
}
