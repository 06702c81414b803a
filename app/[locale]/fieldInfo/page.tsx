import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata, twinAlternates } from '@/lib/seo';
import { VenueRental } from '@/components/venue/venue-rental';

export const revalidate = 60;

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'venue' });
  return {
    ...pageMetadata({ title: t('title'), description: t('description'), path: '/fieldInfo', locale }),
    alternates: twinAlternates('/fieldInfo', '/enFieldInfo', locale),
  };
}

export default async function FieldInfoPage({ params }: Props) {
  const { locale } = await params;
  // proxy.ts sends readers of the other language to the twin page.
  if (locale !== 'zh-CN') notFound();
  setRequestLocale(locale);
  return <VenueRental locale={locale} />;
}
