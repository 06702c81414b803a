'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useCalendar } from '@/lib/hooks/use-calendar';
import { formatDay, formatTime } from '@/lib/format';
import { useToday } from '@/lib/hooks/use-today';
import { localized, type Locale } from '@/lib/i18n/locales';
import { calendarHref, showDetailsHref } from '@/lib/links';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { monthGrid, monthsBetween } from '@/lib/month-grid';
import { CategoryLegend } from '@/components/shows/category-legend';

/** §2 calendar overlay: a month calendar of today through allDay days ahead, shows listed per day. */
export function CalendarOverlay({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('calendar');
  const locale = useLocale() as Locale;
  const { data, error, isLoading, mutate } = useCalendar(true);
  const byDay = useMemo(() => new Map((data?.pcMonthProjectDTOS ?? []).map((d) => [formatDay(d.day), d.projects])), [data]);
  const { today, now } = useToday();
  const last = data ? formatDay(now + (data.allDay - 1) * 86_400_000) : today;
  const months = monthsBetween(today, last);
  const [monthIndex, setMonthIndex] = useState(0);
  const [selected, setSelected] = useState(today);

  if (error)
    return (
      <p role="alert" className="py-8 text-center">
        {t('failed')}{' '}
        <button type="button" className="text-brand underline" onClick={() => mutate()}>
          {t('retry')}
        </button>
      </p>
    );
  if (isLoading || !data) return <p className="text-muted py-8 text-center">{t('loading')}</p>;

  const month = months[Math.min(monthIndex, months.length - 1)];
  const projects = byDay.get(selected) ?? [];
  const weekdays = t('weekdays').split(',');
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
      <div>
        <div className="mb-3 flex items-center justify-between pr-8">
          <button
            type="button"
            aria-label={t('prevMonth')}
            disabled={monthIndex === 0}
            onClick={() => setMonthIndex((i) => i - 1)}
            className="p-1 disabled:opacity-30"
          >
            <ChevronLeft />
          </button>
          <h2 className="font-serif text-lg" aria-live="polite">
            {t('month', { year: month.year, month: month.month })}
          </h2>
          <button
            type="button"
            aria-label={t('nextMonth')}
            disabled={monthIndex >= months.length - 1}
            onClick={() => setMonthIndex((i) => i + 1)}
            className="p-1 disabled:opacity-30"
          >
            <ChevronRight />
          </button>
        </div>
        <div role="grid" aria-label={t('title')} className="grid grid-cols-7 gap-1 text-center text-sm">
          {weekdays.map((w) => (
            <div key={w} role="columnheader" className="text-muted py-1 text-xs">
              {w}
            </div>
          ))}
          {monthGrid(month.year, month.month).map((day, i) => {
            if (!day) return <div key={`blank-${i}`} />;
            const inRange = day >= today && day <= last;
            const shows = byDay.get(day);
            return (
              <button
                key={day}
                type="button"
                role="gridcell"
                disabled={!inRange}
                aria-selected={day === selected}
                aria-label={`${day}${shows ? ` ${t('showCount', { count: shows.length })}` : ''}`}
                data-testid={`calendar-day-${day}`}
                onClick={() => setSelected(day)}
                className={`relative rounded py-2 ${day === selected ? 'bg-brand text-white' : inRange ? 'hover:bg-line' : 'text-ink/25'}`}
              >
                {Number(day.slice(8))}
                {shows && (
                  <span className="absolute bottom-1 left-1/2 flex -translate-x-1/2 gap-0.5">
                    {shows.slice(0, 3).map((p, j) => (
                      <span key={j} className={`h-1 w-1 rounded-full ${p.category === 0 ? 'bg-perf' : 'bg-activity'}`} />
                    ))}
                  </span>
                )}
              </button>
            );
          })}
        </div>
        <CategoryLegend performance={t('performance')} activity={t('activity')} className="mt-3" />
        <Link
          href={calendarHref()}
          onClick={onNavigate}
          className="text-brand mt-3 inline-block text-sm underline"
          data-testid="calendar-month-page"
        >
          {t('fullPage')}
        </Link>
      </div>
      <div>
        <h3 className="mb-2 font-medium">{selected}</h3>
        {projects.length === 0 ? (
          <p className="text-muted py-6 text-center" data-testid="calendar-empty">
            {t('noShows')}
          </p>
        ) : (
          <ul className="max-h-[45vh] space-y-2 overflow-y-auto">
            {projects.map((p) => (
              <li key={`${p.id}-${p.startTime}`}>
                <Link
                  href={showDetailsHref(p)}
                  onClick={onNavigate}
                  data-testid="calendar-show"
                  className={`bg-paper hover:bg-line/60 block border-l-4 p-3 ${p.category === 0 ? 'border-perf' : 'border-activity'}`}
                >
                  <span className="block font-medium">{localized(p, 'mainTitle', locale)}</span>
                  <span className="text-muted mt-1 block text-sm">
                    {formatDay(p.startTime)} {formatTime(p.startTime)} · {locale === 'en-US' ? p.enVenueName : p.venueName}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
