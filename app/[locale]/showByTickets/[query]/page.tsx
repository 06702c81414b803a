import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { listGenres, listHalls, listProjects } from '@/lib/hall/project';
import { readQuery } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { showListHref } from '@/lib/links';
import { ProjectCard, ProjectGrid } from '@/components/shows/project-card';
import { FilterRow } from '@/components/shows/filter-row';
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
  const [result, halls, genres] = await Promise.all([
    listProjects(locale, {
      activeType: f.activeType,
      time: f.time,
      hallId: f.hall,
      genreId: f.genre,
      projectIds: f.projectIds,
      page: f.page,
      pageSize: 12,
    } as never),
    listHalls(locale),
    listGenres(locale),
  ]);
  const current = { time: f.time, hall: f.hall, genre: f.genre, projectIds: f.projectIds };
  const href = (change: Partial<typeof current> & { page?: number }) => showListHref(f.activeType, { ...current, ...change });
  const name = (x: { name: string; enName: string }) => (locale === 'en-US' ? x.enName : x.name);
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label={t('type')} className="border-line mb-6 flex gap-6 border-b">
        {([0, 1] as const).map((type) => (
          <a
            key={type}
            href={showListHref(type)}
            aria-current={type === f.activeType ? 'page' : undefined}
            className={`-mb-px border-b-2 pb-2 font-serif text-2xl ${type === f.activeType ? 'border-brand text-ink' : 'text-muted border-transparent'}`}
          >
            {t(type === 0 ? 'performances' : 'activities')}
          </a>
        ))}
      </nav>
      <h1 className="sr-only">{t(f.activeType === 0 ? 'performances' : 'activities')}</h1>
      <div className="space-y-3" data-testid="filters">
        <FilterRow
          label={t('time')}
          name="time"
          options={(['all', 'week', 'month', 'next_month'] as const).map((v) => ({
            value: v,
            label: t(`times.${v}`),
            href: href({ time: v, page: 1 }),
          }))}
          selected={f.time}
        />
        <FilterRow
          label={t('hall')}
          name="hall"
          options={[
            { value: 'all', label: t('all'), href: href({ hall: undefined, page: 1 }) },
            ...halls.map((h) => ({ value: String(h.id), label: name(h), href: href({ hall: String(h.id), page: 1 }) })),
          ]}
          selected={f.hall ?? 'all'}
        />
        <FilterRow
          label={t('genre')}
          name="genre"
          options={[
            { value: 'all', label: t('all'), href: href({ genre: undefined, page: 1 }) },
            ...genres.map((g) => ({ value: String(g.id), label: name(g), href: href({ genre: String(g.id), page: 1 }) })),
          ]}
          selected={f.genre ?? 'all'}
        />
      </div>
      <p className="text-muted mt-6 mb-4 text-sm" data-testid="list-count">
        {t('count', { count: result.total })}
      </p>
      {result.list.length === 0 ? (
        <p className="text-muted py-20 text-center" data-testid="list-empty">
          {t('empty')}
        </p>
      ) : (
        <ProjectGrid>
          {result.list.map((p, i) => (
            <ProjectCard key={p.id} project={p} priority={i < 2} />
          ))}
        </ProjectGrid>
      )}
      <Pagination page={f.page} pages={pages} href={(page) => href({ page })} />
    </div>
  );
}
