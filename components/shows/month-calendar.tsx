import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { CalendarPerformance } from '@/lib/contract/performance';
import { formatDay, formatTime, weekdayIndex } from '@/lib/format';
import { localized, type Locale } from '@/lib/i18n/locales';
import { showDetailsHref } from '@/lib/links';
import { monthGrid } from '@/lib/month-grid';

type Props = { month: string; days: { day: number; projects: CalendarPerformance[] }[]; today: string; locale: Locale };

/**
 * /CalendarDiv: one month of shows. From `md` a table of weeks with every show in its day's cell; on phones,
 * where seven columns leave no room for a title, the same shows as a list of the days that have any.
 */
export async function MonthCalendar({ month, days, today, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'calendar' });
  const byDay = new Map(days.map((d) => [formatDay(d.day), d.projects]));
  const [year, m] = month.split('-').map(Number);
  const cells = monthGrid(year, m);
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const weekdays = t('weekdays').split(',');
  const busyDays = cells.filter((day): day is string => !!day && byDay.has(day));

  return (
    <>
      <table className="hidden w-full table-fixed border-collapse md:table" data-testid="month-table">
        <caption className="sr-only">{t('month', { year, month: m })}</caption>
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w} scope="col" className="text-muted pb-2 text-xs font-normal">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={i}>
              {week.map((day, j) =>
                day ? (
                  <td
                    key={day}
                    data-testid={`month-day-${day}`}
                    aria-current={day === today ? 'date' : undefined}
                    className={`border-line h-28 border p-1.5 align-top ${day === today ? 'bg-brand/5' : 'bg-white'}`}
                  >
                    <span className={`block text-sm ${day === today ? 'text-brand font-semibold' : day < today ? 'text-muted' : ''}`}>
                      {Number(day.slice(8))}
                    </span>
                    <ShowLinks projects={byDay.get(day) ?? []} locale={locale} compact />
                  </td>
                ) : (
                  <td key={`blank-${j}`} className="border-line bg-paper border" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>

      <div className="md:hidden" data-testid="month-agenda">
        {busyDays.length === 0 ? (
          <p className="text-muted py-12 text-center" data-testid="month-empty">
            {t('noShowsInMonth')}
          </p>
        ) : (
          <ol className="space-y-5">
            {busyDays.map((day) => (
              <li key={day} data-testid={`agenda-day-${day}`}>
                <h2 className={`mb-2 text-sm font-medium ${day === today ? 'text-brand' : ''}`}>
                  {t('agendaDay', { day: Number(day.slice(8)), weekday: weekdays[(weekdayIndex(`${day}T12:00:00+08:00`) + 6) % 7] })}
                  {day === today && ` · ${t('today')}`}
                </h2>
                <ShowLinks projects={byDay.get(day)!} locale={locale} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

function ShowLinks({ projects, locale, compact }: { projects: CalendarPerformance[]; locale: Locale; compact?: boolean }) {
  if (projects.length === 0) return null;
  return (
    <ul className={compact ? 'mt-1 space-y-1' : 'space-y-2'}>
      {projects.map((p) => (
        <li key={`${p.id}-${p.startTime}`}>
          <Link
            href={showDetailsHref(p)}
            data-testid="month-show"
            className={`hover:bg-line/60 block border-l-4 ${p.category === 0 ? 'border-perf' : 'border-activity'} ${compact ? 'bg-paper px-1.5 py-1 text-xs leading-snug' : 'bg-white p-3'}`}
          >
            <span className={compact ? 'text-muted tabular-nums' : 'text-muted block text-sm tabular-nums'}>{formatTime(p.startTime)}</span>{' '}
            <span className={compact ? 'line-clamp-2' : 'block font-medium'}>{localized(p, 'mainTitle', locale)}</span>
            {!compact && <span className="text-muted block text-sm">{locale === 'en-US' ? p.enVenueName : p.venueName}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
