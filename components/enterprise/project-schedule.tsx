'use client';

import { useTranslations } from 'next-intl';
import type { ScheduleView } from '@/lib/contract/rental-coordination';
import { formatDayTime } from '@/lib/format';

/** The schedule of the days as the hall set it, and when the renter confirmed it; `titled` false inside a panel of that name. */
export function ProjectSchedule({ schedule, titled = true }: { schedule: ScheduleView | null; titled?: boolean }) {
  const t = useTranslations('enterprise.projects.schedule');
  return (
    <section
      aria-label={titled ? undefined : t('title')}
      aria-labelledby={titled ? 'project-schedule-title' : undefined}
      className="mt-5"
      data-testid="project-schedule"
    >
      {titled && (
        <h3 id="project-schedule-title" className="font-serif text-lg font-semibold">
          {t('title')}
        </h3>
      )}
      {!schedule ? (
        <p className="text-muted mt-2">{t('empty')}</p>
      ) : (
        <>
          <ol className="divide-line border-line mt-3 divide-y border-t">
            {schedule.items.map((item, i) => (
              <li key={i} className="grid gap-1 py-3 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-4" data-testid="schedule-item">
                <span className="font-medium">{t(`kinds.${item.kind}`)}</span>
                <span>
                  <span className="tabular-nums">
                    {formatDayTime(item.startsAt)} – {formatDayTime(item.endsAt)}
                  </span>
                  {item.note && <span className="text-muted block text-sm">{item.note}</span>}
                </span>
              </li>
            ))}
          </ol>
          {schedule.confirmedAt && (
            <p className="mt-2 text-sm text-green-800" data-testid="schedule-confirmed">
              {t('confirmedAt', { at: formatDayTime(schedule.confirmedAt) })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
