import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata, twinAlternates } from '@/lib/seo';
import { VenueRental } from './venue-rental';

type Props = { params: Promise<{ locale: Locale }> };

/** /fieldInfo and /enFieldInfo are one page in two languages; each route serves only its own. */
export async function venueRentalMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'venue' });
  const path = locale === 'en-US' ? '/enFieldInfo' : '/fieldInfo';
  return {
    ...pageMetadata({ title: t('title'), description: t('description'), path, locale }),
    alternates: twinAlternates('/fieldInfo', '/enFieldInfo', locale),
  };
}

export async function VenueRentalRoute({ params, only }: Props & { only: Locale }) {
  const { locale } = await params;
  // proxy.ts sends readers of the other language to the twin page.
  if (locale !== only) notFound();
  setRequestLocale(locale);
  return <VenueRental locale={locale} />;
}
