import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localized, type Locale } from '@/lib/i18n/locales';
import { getNewsDetail } from '@/lib/hall/content';
import { readQuery } from '@/lib/routes';
import { pageMetadata, textOf } from '@/lib/seo';
import { newsDetailHref, newsListHref } from '@/lib/links';
import { NewsArticle } from '@/components/content/news-article';
import { MissingSelection, missingSelectionMetadata } from '@/components/ui/missing-selection';

export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ locale: Locale; query: string }> };

function articleOf(segment: string) {
  const q = readQuery(segment);
  return { id: Number(q.get('id')), index: Number(q.get('index') ?? 0) as 0 | 1 | 2 };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  const { id, index } = articleOf(query);
  if (!id) return missingSelectionMetadata;
  const item = await getNewsDetail(locale, index, id);
  if (!item) return {};
  return pageMetadata({
    title: localized(item, 'title', locale),
    description: localized(item, 'summary', locale) || textOf(localized(item, 'body', locale)),
    path: newsDetailHref(item.id, index),
    locale,
    image: item.image ?? undefined,
  });
}

export default async function NewsDetailPage({ params }: Props) {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const { id, index } = articleOf(query);
  if (!id) return <MissingSelection back={newsListHref(index)} />;
  const item = await getNewsDetail(locale, index, id);
  if (!item) notFound();
  const t = await getTranslations('news');
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 md:py-12">
      <nav aria-label={t('breadcrumb')} className="text-muted mb-6 text-sm">
        <Link href={newsListHref(0)} className="hover:text-brand">
          {t('title')}
        </Link>
        <span aria-hidden className="mx-2">
          /
        </span>
        <Link href={newsListHref(index)} className="hover:text-brand" data-testid="news-back">
          {t(`tabs.${(['media', 'video', 'announcements'] as const)[index]}`)}
        </Link>
      </nav>
      <NewsArticle item={item} index={index} locale={locale} />
    </div>
  );
}
