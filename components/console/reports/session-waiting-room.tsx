'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { waitingRoomCalls, waitingRoomSettings, type StaffWaitingRoom, type WaitingRoomSettings } from '@/lib/contract/waiting-room';
import { fromHallInput, toHallInput } from '@/lib/hall-time';
import { staffCall } from '@/lib/client/staff-bff';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useFormFields } from '@/lib/client/form-errors';
import { CheckboxField, TextField, primaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { useSave } from '../form-kit/use-save';

/** Read again while the panel is open: at an on-sale the box office watches the line move. */
const COUNTS_INTERVAL_MS = 5_000;

/** A room's defaults before the staff set one: admissions a seat map and the hall API carry at an on-sale's peak. */
const DEFAULTS = { admitPerMinute: '200', maxActive: '500', stayMinutes: '15' };

/**
 * A session's waiting room for the box office: on or off, when the sale opens, how many visitors are let in
 * a minute and at once, and how long each may stay to buy; with the room's counts as they stand.
 */
export function SessionWaitingRoom({ sessionId }: { sessionId: number }) {
  const t = useTranslations('console.reports.room');
  const { data, mutate } = useStaffCall(waitingRoomCalls.session, { params: { id: sessionId } }, { refreshInterval: COUNTS_INTERVAL_MS });
  if (!data) return null;
  const counts = [
    ['waiting', data.counts.waiting],
    ['inside', data.counts.inside],
    ['admittedLastMinute', data.admittedLastMinute],
    ['passExpired', data.counts.passExpired],
    ['left', data.counts.left],
  ] as const;
  return (
    <Panel title={t('title')} testId="waiting-room">
      <p className="text-muted mb-4 text-sm">{t('intro')}</p>
      {data.settings ? (
        <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="room-counts">
          {counts.map(([key, value]) => (
            <div key={key} className="border-line rounded border p-3">
              <dt className="text-muted text-xs">{t(key)}</dt>
              <dd className="mt-1 text-lg font-semibold tabular-nums" data-testid={`room-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mb-4 text-sm">{t('notSet')}</p>
      )}
      <RoomForm key={JSON.stringify(data.settings)} sessionId={sessionId} current={data} onSaved={(next) => mutate(next, false)} />
    </Panel>
  );
}

function RoomForm({
  sessionId,
  current,
  onSaved,
}: {
  sessionId: number;
  current: StaffWaitingRoom;
  onSaved: (next: StaffWaitingRoom) => void;
}) {
  const t = useTranslations('console.reports.room');
  const s = current.settings;
  const { values, setErrors, field } = useFormFields({
    opensAt: toHallInput(s?.opensAt ?? null),
    admitPerMinute: s ? String(s.admitPerMinute) : DEFAULTS.admitPerMinute,
    maxActive: s ? String(s.maxActive) : DEFAULTS.maxActive,
    stayMinutes: s ? String(s.stayMinutes) : DEFAULTS.stayMinutes,
  });
  const [enabled, setEnabled] = useState(s?.enabled ?? false);
  const { notice, busy, save } = useSave({ setErrors });

  function submit(e: FormEvent) {
    e.preventDefault();
    const payload = { ...values, enabled, opensAt: fromHallInput(values.opensAt) ?? '' };
    const send = async (body: WaitingRoomSettings) =>
      onSaved(await staffCall(waitingRoomCalls.updateSession, { params: { id: sessionId }, body }));
    void save(waitingRoomSettings, payload, send, t('saved'));
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))] lg:items-start"
      data-testid="room-settings"
    >
      <TextField id="room-opens-at" type="datetime-local" label={t('opensAt')} {...field('opensAt')} />
      <TextField id="room-admit-per-minute" label={t('admitPerMinute')} inputMode="numeric" {...field('admitPerMinute')} />
      <TextField id="room-max-active" label={t('maxActive')} inputMode="numeric" {...field('maxActive')} />
      <TextField id="room-stay-minutes" label={t('stayMinutes')} inputMode="numeric" {...field('stayMinutes')} />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-4">
        <CheckboxField id="room-enabled" label={t('enabled')} checked={enabled} onChange={setEnabled} />
        <button type="submit" className={primaryButton} disabled={busy} data-testid="room-save">
          {t('save')}
        </button>
      </div>
      <div className="sm:col-span-2 lg:col-span-4">
        <FormMessage text={notice?.text} ok={notice?.ok} />
      </div>
    </form>
  );
}
