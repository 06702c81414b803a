import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { listContent, NEWS_LISTS } from '@/lib/hall/content';
import { newsListHref } from '@/lib/links';
import { pageMetadata } from '@/lib/seo';
import { readQuery } from '@/lib/routes';
import { Pagination } from '@/components/ui/pagination';
import { PageBanner } from './page-banner';
import { NewsList } from './news-list';
import { VideoGrid } from './video-grid';
import { AnnouncementList } from './announcement-list';
import { NEWS_TAB_KEYS, NewsTabs } from './news-tabs';

const PAGE_SIZE = { 0: 10, 1: 12, 2: 15 } as const;

export const pageOf = (segment: string) => Number(readQuery(segment).get('page') ?? 1);

export async function newsIndexMetadata(index: 0 | 1 | 2, locale: Locale, page: number) {
  const t = await getTranslations({ locale, namespace: 'news' });
  const key = NEWS_TAB_KEYS[index];
  const title = page > 1 ? t('titlePaged', { title: t(`tabs.${key}`), page }) : t(`tabs.${key}`);
  return pageMetadata({ title, description: t(`descriptions.${key}`), path: newsListHref(index, page), locale });
}

/** One of the three news tabs (/news, /materialVideo, /newsDw): a page of its list call and the pager. */
export async function NewsIndex({ index, locale, page }: { index: 0 | 1 | 2; locale: Locale; page: number }) {
  const t = await getTranslations('news');
  const result = await listContent(locale, NEWS_LISTS[index], page, PAGE_SIZE[index]);
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  if (page > pages) notFound();
  const key = NEWS_TAB_KEYS[index];
  return (
    <>
      <PageBanner kicker={t('kicker')} title={t('title')} />
      <div className="mx-auto max-w-7xl px-4 py-6 md:py-10">
        <NewsTabs index={index} />
        <h2 className="sr-only">{t(`tabs.${key}`)}</h2>
        <div className="mt-6 md:mt-8">
          {result.list.length === 0 ? (
            <p className="text-muted py-20 text-center" data-testid="list-empty">
              {t('empty')}
            </p>
          ) : index === 0 ? (
            <NewsList items={result.list} index={0} locale={locale} />
          ) : index === 1 ? (
            <VideoGrid items={result.list} locale={locale} />
          ) : (
            <AnnouncementList items={result.list} locale={locale} />
          )}
        </div>
        <Pagination page={page} pages={pages} href={(p) => newsListHref(index, p)} />
      </div>
    </>
  );
}
