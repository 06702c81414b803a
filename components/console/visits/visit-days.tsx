'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { StaffVisitSlot } from '@/lib/contract/visit-editing';
import { formatDay } from '@/lib/format';
import { staffVisitCalls } from '@/lib/contract/staff-visit-calls';
import { staffCall } from '@/lib/client/staff-bff';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useFailureText } from '@/lib/client/failure-text';
import { useAction } from '@/lib/client/use-action';
import { TextField, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { VisitSlotRow } from './visit-slot-row';
import { VisitSlotForm } from './visit-slot-form';

/** How many days the editor shows at once: two weeks, a week more than the public booking opens. */
const SHOWN_DAYS = 14;
const DAY_MS = 86_400_000;

const dayAfter = (ymd: string, days: number) => formatDay(Date.parse(`${ymd}T12:00:00+08:00`) + days * DAY_MS);

/**
 * The visit-day editor: two weeks from a chosen day, each day with its slots (places booked of capacity, price,
 * open or closed) and a switch for the whole day; a slot's places and state change in place, new slots are added
 * below. The public booking page reads the slots afresh, so every change shows there at once.
 */
export function VisitDays() {
  const t = useTranslations('console.visits.days');
  const tc = useTranslations('common');
  const failure = useFailureText();
  const [from, setFrom] = useState(() => formatDay(Date.now()));
  const to = dayAfter(from, SHOWN_DAYS - 1);
  const { data, error, mutate } = useStaffCall(staffVisitCalls.slots, { query: { from, to } });
  const days = Array.from({ length: SHOWN_DAYS }, (_, i) => dayAfter(from, i));

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Panel title={t('title')} testId="visit-days">
        <div className="mb-4 flex flex-wrap items-end gap-3">
          <TextField
            id="visit-days-from"
            label={t('from')}
            type="date"
            value={from}
            onChange={(e) => e.target.value && setFrom(e.target.value)}
          />
          <button type="button" className={secondaryButton} onClick={() => setFrom(dayAfter(from, -7))}>
            {t('earlier')}
          </button>
          <button type="button" className={secondaryButton} onClick={() => setFrom(dayAfter(from, 7))}>
            {t('later')}
          </button>
        </div>
        {error ? <FormMessage text={failure(error)} /> : null}
        {!data && !error && <p>{tc('loading')}</p>}
        {data && (
          <ul className="divide-line divide-y">
            {days.map((day) => (
              <VisitDay key={day} day={day} slots={data.filter((s) => s.date === day)} onChanged={() => void mutate()} />
            ))}
          </ul>
        )}
      </Panel>
      <VisitSlotForm defaultDate={from} onSaved={() => void mutate()} />
    </div>
  );
}

/** One day: its weekday, whether it is closed, its slots. */
function VisitDay({ day, slots, onChanged }: { day: string; slots: StaffVisitSlot[]; onChanged: () => void }) {
  const t = useTranslations('console.visits.days');
  const locale = useLocale();
  const { notice, busy, run } = useAction();
  const closed = slots.length > 0 && slots.every((s) => s.closed);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'Asia/Shanghai' }).format(
    Date.parse(`${day}T12:00:00+08:00`),
  );
  const setClosed = (value: boolean) =>
    run(
      () => staffCall(staffVisitCalls.changeDay, { params: { date: day }, body: { closed: value } }),
      value ? t('dayClosed') : t('dayOpened'),
    ).then((ok) => ok && onChanged());

  return (
    <li className="py-3" data-testid={`visit-day-${day}`} data-closed={closed}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {day} <span className="text-muted">{weekday}</span>
          {closed && <span className="bg-paper text-brand ml-2 rounded px-2 py-0.5 text-xs">{t('closedDay')}</span>}
        </p>
        {slots.length > 0 && (
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={() => void setClosed(!closed)}
            data-testid={`visit-day-${day}-toggle`}
          >
            {closed ? t('openDay') : t('closeDay')}
          </button>
        )}
      </div>
      {slots.length === 0 ? (
        <p className="text-muted mt-1 text-sm">{t('noSlots')}</p>
      ) : (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {slots.map((slot) => (
            <VisitSlotRow key={slot.id} slot={slot} onChanged={onChanged} />
          ))}
        </ul>
      )}
      <FormMessage text={notice?.text} ok={notice?.ok} />
    </li>
  );
}
