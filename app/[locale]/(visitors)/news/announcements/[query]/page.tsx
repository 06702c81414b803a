import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { NewsIndex, newsIndexMetadata, pageOf } from '@/components/content/news-index';

export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ locale: Locale; query: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  return newsIndexMetadata(2, locale, pageOf(query));
}

export default async function NewsDwPage({ params }: Props) {
  const { locale, query } = await params;
  setRequestLocale(locale);
  return <NewsIndex index={2} locale={locale} page={pageOf(query)} />;
}
