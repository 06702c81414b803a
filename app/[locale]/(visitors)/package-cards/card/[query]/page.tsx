import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { getPackageCard, packagesOpen } from '@/lib/hall/packages';
import { readQuery } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { PackageCardDetail } from '@/components/packages/package-card-detail';

export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ locale: Locale; query: string }> };

const idOf = (segment: string) => Number(readQuery(segment).get('id')) || undefined;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  const t = await getTranslations({ locale, namespace: 'packages' });
  if (!(await packagesOpen(locale))) return { title: t('title') };
  const card = await getPackageCard(locale, idOf(query));
  const name = card ? (locale === 'en-US' ? card.enName : card.name) : t('title');
  return pageMetadata({
    title: name,
    description: card ? (locale === 'en-US' ? card.enSummary : card.summary) : t('lead'),
    path: '/falaCardDetail?activeType=3',
    locale,
  });
}

/** §2 /falaCardDetail?activeType=3: the package card on sale, only while the package feature is open (home otherwise). */
export default async function PackageCardPage({ params }: Props) {
  const { locale, query } = await params;
  setRequestLocale(locale);
  if (!(await packagesOpen(locale))) redirect('/');
  const card = await getPackageCard(locale, idOf(query));
  if (!card) redirect('/');
  return <PackageCardDetail card={card} locale={locale} />;
}
