'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { HallCalendarHold } from '@/lib/contract/rental';
import { formatDayTime } from '@/lib/format';
import { staffRentalCalls } from '@/lib/contract/staff-rental-calls';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useFailureText } from '@/lib/client/failure-text';

/** How far either side of the asked dates the calendar reads: an offer is often a few days off the enquiry. */
const AROUND_MS = 14 * 86_400_000;

type Asked = { hallId: string; startsAt: string | null; endsAt: string | null };

/**
 * The hall's holds around the dates being offered, beside the offer form: which project holds what as a first or
 * second option or definitely, so the staff offer dates that are free (definite dates are refused) and know whether
 * theirs would be a first or a second option.
 */
export function HallCalendar({ projectId, asked }: { projectId: number; asked: Asked }) {
  const t = useTranslations('console.rental.calendar');
  const failure = useFailureText();
  const from = Date.parse(asked.startsAt ?? '');
  const to = Date.parse(asked.endsAt ?? '');
  const ready = asked.hallId !== '' && Number.isFinite(from) && Number.isFinite(to) && from < to;
  const query = ready
    ? { hallId: asked.hallId, from: new Date(from - AROUND_MS).toISOString(), to: new Date(to + AROUND_MS).toISOString() }
    : undefined;
  // Read afresh each time it is shown, however soon after the last read: the offer form around it is shown anew
  // after each move of the project (rental-project.tsx keys it by the history's length), so an offer just made shows.
  const { data, error } = useStaffCall(staffRentalCalls.holds, query ? { query } : null, { dedupingInterval: 0 });
  return (
    <aside className="bg-paper rounded p-4 text-sm" data-testid="rental-hall-calendar">
      <h3 className="font-medium">{t('title')}</h3>
      <p className="text-muted mt-1 text-xs">{t('lead')}</p>
      {!ready ? (
        <p className="text-muted mt-3">{t('askDates')}</p>
      ) : error ? (
        <p className="text-brand mt-3">{failure(error)}</p>
      ) : !data ? (
        <p className="text-muted mt-3">{t('loading')}</p>
      ) : (
        <HallHoldsList holds={data} projectId={projectId} asked={{ startsAt: from, endsAt: to }} />
      )}
    </aside>
  );
}

/** The holds in date order: option or definite, the project (a link to it), its dates, and whether it meets the asked dates. */
export function HallHoldsList({
  holds,
  projectId,
  asked,
}: {
  holds: HallCalendarHold[];
  projectId: number;
  asked: { startsAt: number; endsAt: number };
}) {
  const t = useTranslations('console.rental.calendar');
  const th = useTranslations('enterprise.projects.holds');
  if (!holds.length) return <p className="text-muted mt-3">{t('empty')}</p>;
  return (
    <ul className="mt-3 space-y-2">
      {holds.map((h) => {
        const meets = Date.parse(h.startsAt) < asked.endsAt && Date.parse(h.endsAt) > asked.startsAt;
        return (
          <li
            key={h.id}
            className={`rounded border bg-white p-2 ${meets ? 'border-brand/50' : 'border-line'}`}
            data-testid="calendar-hold"
            data-option={h.option}
          >
            <p className="flex flex-wrap items-center gap-2">
              <span className={`rounded-full px-2 py-0.5 text-xs ${h.option === 'definite' ? 'bg-brand/10 text-brand' : 'bg-gold/10'}`}>
                {th(h.option)}
              </span>
              {h.projectId === projectId ? (
                <span className="font-medium">{t('thisProject')}</span>
              ) : (
                <Link href={`/console/rental/${h.projectId}`} className="font-medium hover:underline">
                  {h.projectName}
                </Link>
              )}
            </p>
            <p className="mt-1 tabular-nums">
              {formatDayTime(h.startsAt)} – {formatDayTime(h.endsAt)}
            </p>
            {(h.expiresAt || meets) && (
              <p className="text-muted mt-0.5 text-xs">
                {[h.expiresAt && t('lapses', { at: formatDayTime(h.expiresAt) }), meets && t('meets')].filter(Boolean).join(' · ')}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
