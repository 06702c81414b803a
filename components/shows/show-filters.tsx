import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { listGenres, listHalls } from '@/lib/hall/performance';
import { FilterRow } from './filter-row';

export type ShowFilterValues = { time: 'all' | 'week' | 'month' | 'next_month'; hall?: string; genre?: string };
type Change = Partial<ShowFilterValues> & { page?: number };

/** The time, hall and genre filters of a list of performances (/showByTickets, the music season), as links. */
export async function ShowFilters({
  locale,
  current,
  href,
}: {
  locale: Locale;
  current: ShowFilterValues;
  href: (change: Change) => string;
}) {
  const [t, halls, genres] = await Promise.all([getTranslations({ locale, namespace: 'showList' }), listHalls(locale), listGenres(locale)]);
  const name = (x: { name: string; enName: string }) => (locale === 'en-US' ? x.enName : x.name);
  return (
    <div className="space-y-3" data-testid="filters">
      <FilterRow
        label={t('time')}
        name="time"
        options={(['all', 'week', 'month', 'next_month'] as const).map((v) => ({
          value: v,
          label: t(`times.${v}`),
          href: href({ time: v, page: 1 }),
        }))}
        selected={current.time}
      />
      <FilterRow
        label={t('hall')}
        name="hall"
        options={[
          { value: 'all', label: t('all'), href: href({ hall: undefined, page: 1 }) },
          ...halls.map((h) => ({ value: String(h.id), label: name(h), href: href({ hall: String(h.id), page: 1 }) })),
        ]}
        selected={current.hall ?? 'all'}
      />
      <FilterRow
        label={t('genre')}
        name="genre"
        options={[
          { value: 'all', label: t('all'), href: href({ genre: undefined, page: 1 }) },
          ...genres.map((g) => ({ value: String(g.id), label: name(g), href: href({ genre: String(g.id), page: 1 }) })),
        ]}
        selected={current.genre ?? 'all'}
      />
    </div>
  );
}
