'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { RentalProjectView } from '@/lib/contract/rental';
import { SCHEDULE_KINDS, scheduleBody } from '@/lib/contract/rental-coordination';
import { staffRentalCalls } from '@/lib/contract/staff-rental-calls';
import { staffCall } from '@/lib/client/staff-bff';
import { useErrorText, type FieldErrors } from '@/lib/client/form-errors';
import { useRows } from '@/lib/client/use-rows';
import { fromHallInput, toHallInput } from '@/lib/hall-time';
import { Panel } from '@/components/ui/panel';
import { SelectField, TextField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { ProjectSchedule } from '@/components/enterprise/project-schedule';
import { useSave } from '../form-kit/use-save';

type Props = { project: RentalProjectView; changed: () => void };
type Row = { kind: (typeof SCHEDULE_KINDS)[number]; start: string; end: string; note: string };

/**
 * The schedule of the days for the rental staff: set (or set again until the renter confirms it) within the
 * definite booking, whose times fill in a first row of each kind; afterwards it is shown as confirmed.
 */
export function ScheduleForm({ project, changed }: Props) {
  const t = useTranslations('console.rental.schedule');
  const tk = useTranslations('enterprise.projects.schedule.kinds');
  const errorText = useErrorText();
  const booking = project.holds.find((h) => h.option === 'definite' && !h.released);
  const { rows, set, remove, add } = useRows<Row>(() =>
    project.schedule
      ? project.schedule.items.map((i) => ({ kind: i.kind, start: toHallInput(i.startsAt), end: toHallInput(i.endsAt), note: i.note }))
      : [{ kind: 'loadIn', start: toHallInput(booking?.startsAt ?? null), end: '', note: '' }],
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const { notice, busy, save } = useSave({ setErrors });
  const settable = project.process === 'implementation' && project.status !== 'approved';
  if (!settable)
    return project.schedule ? (
      <Panel title={t('title')} testId="rental-schedule">
        <ProjectSchedule schedule={project.schedule} titled={false} />
      </Panel>
    ) : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const payload = {
      items: rows.map((r) => ({ kind: r.kind, startsAt: fromHallInput(r.start), endsAt: fromHallInput(r.end), note: r.note })),
    };
    const sent = await save(
      scheduleBody,
      payload,
      (body) => staffCall(staffRentalCalls.setSchedule, { params: { id: project.id }, body }),
      t('sent'),
    );
    if (sent) changed();
  }

  return (
    <Panel title={t('title')} testId="rental-schedule">
      <p className="text-muted text-sm">{t('lead')}</p>
      {project.schedule && <ProjectSchedule schedule={project.schedule} titled={false} />}
      <form onSubmit={submit} noValidate className="border-line mt-4 grid gap-3 border-t pt-4" data-testid="schedule-form">
        {rows.map((row, i) => (
          <div key={i} className="grid items-end gap-3 sm:grid-cols-[9rem_1fr_1fr_1fr_auto]">
            <SelectField
              id={`schedule-${i}-kind`}
              label={t('kind')}
              value={row.kind}
              onChange={(e) => set(i, { kind: e.target.value as Row['kind'] })}
            >
              {SCHEDULE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {tk(k)}
                </option>
              ))}
            </SelectField>
            <TextField
              id={`schedule-${i}-start`}
              type="datetime-local"
              label={t('startsAt')}
              value={row.start}
              onChange={(e) => set(i, { start: e.target.value })}
            />
            <TextField
              id={`schedule-${i}-end`}
              type="datetime-local"
              label={t('endsAt')}
              value={row.end}
              onChange={(e) => set(i, { end: e.target.value })}
            />
            <TextField
              id={`schedule-${i}-note`}
              label={t('note')}
              maxLength={200}
              value={row.note}
              onChange={(e) => set(i, { note: e.target.value })}
            />
            {rows.length > 1 && (
              <button type="button" onClick={() => remove(i)} className={secondaryButton}>
                {t('remove')}
              </button>
            )}
          </div>
        ))}
        {errors.items && (
          <p role="alert" className="text-brand text-sm">
            {errorText(errors.items)}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => add((all) => ({ kind: 'show', start: all.at(-1)?.end ?? '', end: '', note: '' }))}
            className={secondaryButton}
            data-testid="schedule-add"
          >
            {t('add')}
          </button>
          <button type="submit" disabled={busy} className={primaryButton} data-testid="schedule-submit">
            {t('submit')}
          </button>
          <FormMessage text={notice?.text} ok={notice?.ok} />
        </div>
      </form>
    </Panel>
  );
}
