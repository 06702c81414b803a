import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { localized, type Locale } from '@/lib/i18n/locales';
import { getBrand, listBrands, listBrandsOf } from '@/lib/hall/content';
import { readQuery } from '@/lib/routes';
import { pageMetadata, textOf } from '@/lib/seo';
import { educationHref } from '@/lib/links';
import { BrandDetailView } from './brand-detail';
import { MissingSelection, missingSelectionMetadata } from '@/components/ui/missing-selection';

type Props = { params: Promise<{ locale: Locale; query: string }> };
const idOf = (segment: string) => Number(readQuery(segment).get('param'));

/** /artEducationDes and /artEducationDes2 show an education brand; they differ only in layout. */
export async function brandMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  if (!idOf(query)) return missingSelectionMetadata;
  const brand = await getBrand(locale, idOf(query));
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

export async function BrandRoute({ params, layout }: Props & { layout: 'feature' | 'banner' }) {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const id = idOf(query);
  if (!id) return <MissingSelection back="/artEducation" />;
  const brand = await getBrand(locale, id);
  if (!brand) notFound();
  if (layout === 'feature') {
    const all = await listBrands(locale);
    return <BrandDetailView brand={brand} others={all.filter((b) => b.id !== brand.id)} locale={locale} layout={layout} />;
  }
  // /artEducationDes2 keeps the brand's type and category (§2): beside it, the other brands of its category
  // (§7 /api/brand?category=), those of the same type first. A link that names no or stale values reads the brand's own.
  const q = readQuery(query);
  const category = Number(q.get('category') ?? brand.category) || brand.category;
  const type = q.has('type') ? Number(q.get('type')) : brand.type;
  const inCategory = (await listBrandsOf(locale, category)).filter((b) => b.id !== brand.id);
  const others = [...inCategory.filter((b) => b.type === type), ...inCategory.filter((b) => b.type !== type)];
  return (
    <BrandDetailView brand={brand} others={others} sameType={inCategory.some((b) => b.type === type)} locale={locale} layout={layout} />
  );
}
