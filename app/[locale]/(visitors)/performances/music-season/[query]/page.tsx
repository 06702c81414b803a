import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { listAllContent } from '@/lib/hall/content';
import { extraText } from '@/lib/extra';
import { pageMetadata } from '@/lib/seo';
import { musicHref, showListHref } from '@/lib/links';
import { listPerformances } from '@/lib/hall/performance';
import { readQuery } from '@/lib/routes';
import { PerformanceCard, PerformanceGrid } from '@/components/shows/performance-card';
import { ShowFilters, type ShowFilterValues } from '@/components/shows/show-filters';
import { Pagination } from '@/components/ui/pagination';
import { PageBanner } from '@/components/content/page-banner';
import { ContentCards, dayLabel } from '@/components/content/content-cards';
import { SeasonThemes } from '@/components/music/season-themes';
import { SectionHeading } from '@/components/ui/section-heading';
import { contentListCalls } from '@/lib/contract/content-calls';

export const revalidate = 60;

type Props = { params: Promise<{ locale: Locale; query: string }> };

function filtersOf(segment: string) {
  const q = readQuery(segment);
  return {
    time: (q.get('time') ?? 'all') as ShowFilterValues['time'],
    hall: q.get('hall') ?? undefined,
    genre: q.get('genre') ?? undefined,
    page: Number(q.get('page') ?? 1),
  };
}

export const generateStaticParams = () => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'music' });
  return pageMetadata({ title: t('title'), description: t('description'), path: musicHref(), locale });
}

/** §2 /music?activeType=2: the season's concerts (filtered like /showByTickets), then its themes, guides and publications. */
export default async function MusicSeasonPage({ params }: Props) {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('music');
  const ts = await getTranslations('showList');
  const f = filtersOf(query);
  const current: ShowFilterValues = { time: f.time, hall: f.hall, genre: f.genre };
  const href = (change: Partial<ShowFilterValues> & { page?: number }) => musicHref({ ...current, ...change });
  const [concerts, themes, materials, albums, yearly, friends] = await Promise.all([
    listPerformances(locale, { activeType: 2, time: f.time, hallId: f.hall, genreId: f.genre, page: f.page, pageSize: 12 }),
    listAllContent(locale, contentListCalls.musicThemes),
    listAllContent(locale, contentListCalls.musicMaterials),
    listAllContent(locale, contentListCalls.programAlbums),
    listAllContent(locale, contentListCalls.yearMaterials),
    listAllContent(locale, contentListCalls.musicFriends),
  ]);
  const publication = (item: (typeof yearly)[number]) => {
    const kind = extraText(item.extra, 'kind', locale);
    return kind === 'brochure' || kind === 'report' ? t(`publication.${kind}`) : null;
  };
  return (
    <>
      <PageBanner kicker={t('kicker')} title={t('title')} lead={t('lead')}>
        <Link
          href={showListHref(0)}
          className="text-ink hover:bg-gold inline-flex min-h-11 items-center rounded bg-white px-6 font-medium hover:text-white"
        >
          {t('allPerformances')}
        </Link>
      </PageBanner>
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-8 md:py-12">
        <section aria-labelledby="season-heading" data-testid="season-concerts">
          <SectionHeading id="season-heading" title={t('concerts')} />
          <ShowFilters locale={locale} current={current} href={href} />
          <p className="text-muted mt-6 mb-4 text-sm" data-testid="list-count">
            {ts('count', { count: concerts.total })}
          </p>
          {concerts.list.length === 0 ? (
            <p className="text-muted py-12 text-center" data-testid="list-empty">
              {ts('empty')}
            </p>
          ) : (
            <PerformanceGrid>
              {concerts.list.map((p) => (
                <PerformanceCard key={p.id} performance={p} />
              ))}
            </PerformanceGrid>
          )}
          <Pagination page={f.page} pages={Math.max(1, Math.ceil(concerts.total / concerts.pageSize))} href={(page) => href({ page })} />
        </section>
        {themes.length > 0 && (
          <section aria-labelledby="themes-heading">
            <SectionHeading id="themes-heading" title={t('themes')} />
            <SeasonThemes themes={themes} locale={locale} />
          </section>
        )}
        {materials.length > 0 && (
          <section aria-labelledby="materials-heading">
            <SectionHeading id="materials-heading" title={t('materials')} />
            <ContentCards items={materials} locale={locale} label={dayLabel} testId="music-materials" />
          </section>
        )}
        {albums.length > 0 && (
          <section aria-labelledby="albums-heading">
            <SectionHeading id="albums-heading" title={t('albums')} />
            <ContentCards items={albums} locale={locale} shape="portrait" testId="program-albums" />
          </section>
        )}
        {yearly.length > 0 && (
          <section aria-labelledby="yearly-heading">
            <SectionHeading id="yearly-heading" title={t('yearly')} />
            <ContentCards items={yearly} locale={locale} label={publication} testId="year-materials" />
          </section>
        )}
        {friends.length > 0 && (
          <section aria-labelledby="friends-heading">
            <SectionHeading id="friends-heading" title={t('friends')} />
            <ContentCards items={friends} locale={locale} label={dayLabel} testId="music-friends" />
          </section>
        )}
        {[themes, materials, albums, yearly, friends].every((l) => l.length === 0) && (
          <p className="text-muted py-16 text-center">{t('empty')}</p>
        )}
      </div>
    </>
  );
}
