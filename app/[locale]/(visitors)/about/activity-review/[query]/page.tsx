import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { listContent } from '@/lib/hall/content';
import { activityReviewHref } from '@/lib/links';
import { readQuery } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { PageBanner } from '@/components/content/page-banner';
import { Pagination } from '@/components/ui/pagination';
import { ActivityReviews } from '@/components/about/activity-reviews';
import { contentListCalls } from '@/lib/contract/content-calls';

export const revalidate = 60;
export const generateStaticParams = () => [];

const PAGE_SIZE = 8;
type Props = { params: Promise<{ locale: Locale; query: string }> };
const pageOf = (query: string) => Number(readQuery(query).get('page') ?? 1);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  const t = await getTranslations({ locale, namespace: 'activityReview' });
  return pageMetadata({ title: t('title'), description: t('lead'), path: activityReviewHref(pageOf(query)), locale });
}

/** §1 activity review (the spec names no route): the hall's past activities, with their pictures and stories. */
export default async function ActivityReviewPage({ params }: Props) {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const page = pageOf(query);
  const t = await getTranslations({ locale, namespace: 'activityReview' });
  const reviews = await listContent(locale, contentListCalls.pastReviews, page, PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(reviews.total / PAGE_SIZE));
  if (page > pages) notFound();
  return (
    <>
      <PageBanner kicker={t('kicker')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-5xl px-4 py-8 md:py-12">
        {reviews.list.length === 0 ? (
          <p className="text-muted py-12 text-center">{t('empty')}</p>
        ) : (
          <ActivityReviews items={reviews.list} locale={locale} />
        )}
        <Pagination page={page} pages={pages} href={activityReviewHref} />
      </div>
    </>
  );
}
