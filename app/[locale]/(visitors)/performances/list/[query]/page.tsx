import Link from 'next/link';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { listPerformances } from '@/lib/hall/performance';
import { readQuery } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { activityReviewHref, showListHref } from '@/lib/links';
import { PerformanceCard, PerformanceGrid } from '@/components/shows/performance-card';
import { ShowFilters } from '@/components/shows/show-filters';
import { Pagination } from '@/components/ui/pagination';

export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ locale: Locale; query: string }> };

function filtersOf(segment: string) {
  const q = readQuery(segment);
  return {
    activeType: (q.get('activeType') === '1' ? 1 : 0) as 0 | 1,
    time: (q.get('time') ?? 'all') as 'all' | 'week' | 'month' | 'next_month',
    hall: q.get('hall') ?? undefined,
    genre: q.get('genre') ?? undefined,
    projectIds: q.get('projectIds') ?? undefined,
    page: Number(q.get('page') ?? 1),
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  const f = filtersOf(query);
  const t = await getTranslations({ locale, namespace: 'showList' });
  return pageMetadata({
    title: t(f.activeType === 0 ? 'performances' : 'activities'),
    description: t('description'),
    path: showListHref(f.activeType),
    locale,
  });
}

export default async function ShowListPage({ params }: Props) {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('showList');
  const f = filtersOf(query);
  const result = await listPerformances(locale, {
    activeType: f.activeType,
    time: f.time,
    hallId: f.hall,
    genreId: f.genre,
    projectIds: f.projectIds,
    page: f.page,
    pageSize: 12,
  });
  const current = { time: f.time, hall: f.hall, genre: f.genre, projectIds: f.projectIds };
  const href = (change: Partial<typeof current> & { page?: number }) => showListHref(f.activeType, { ...current, ...change });
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {/* On phones the review link takes a line of its own above the tabs (which keep their underline on the row's
          border): beside them, in a wide English face, it pushed the row past a 375 px screen. */}
      <nav aria-label={t('type')} className="border-line mb-6 flex flex-wrap items-end gap-x-6 gap-y-3 border-b sm:flex-nowrap">
        {([0, 1] as const).map((type) => (
          <a
            key={type}
            href={showListHref(type)}
            aria-current={type === f.activeType ? 'page' : undefined}
            className={`-mb-px border-b-2 pb-2 font-serif text-2xl whitespace-nowrap ${type === f.activeType ? 'border-brand text-ink' : 'text-muted border-transparent'}`}
          >
            {t(type === 0 ? 'performances' : 'activities')}
          </a>
        ))}
        {f.activeType === 1 && (
          <Link
            href={activityReviewHref()}
            className="text-brand order-first w-full pb-1 text-sm underline sm:order-none sm:ml-auto sm:w-auto sm:self-center sm:pb-0 sm:whitespace-nowrap"
            data-testid="activity-review-link"
          >
            {t('pastActivities')}
          </Link>
        )}
      </nav>
      <h1 className="sr-only">{t(f.activeType === 0 ? 'performances' : 'activities')}</h1>
      <ShowFilters locale={locale} current={current} href={href} />
      <p className="text-muted mt-6 mb-4 text-sm" data-testid="list-count">
        {t('count', { count: result.total })}
      </p>
      {result.list.length === 0 ? (
        <p className="text-muted py-20 text-center" data-testid="list-empty">
          {t('empty')}
        </p>
      ) : (
        <PerformanceGrid>
          {result.list.map((p, i) => (
            <PerformanceCard key={p.id} performance={p} priority={i < 2} />
          ))}
        </PerformanceGrid>
      )}
      <Pagination page={f.page} pages={pages} href={(page) => href({ page })} />
    </div>
  );
}
