'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { groupDecisionPayload, type StaffGroupIntention } from '@/lib/contract/visit-editing';
import { staffVisitCalls } from '@/lib/contract/staff-visit-calls';
import { staffCall } from '@/lib/client/staff-bff';
import { useErrorText, type FieldErrors } from '@/lib/client/form-errors';
import { TextField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { useSave } from '../form-kit/use-save';
import { SaveBar } from '../form-kit/save-bar';

/** The usual start of a morning or an afternoon visit, offered first. */
const USUAL_TIME = { morning: '10:00', afternoon: '14:00' } as const;

/**
 * The hall's answer to one intention: confirm on a date within the asked range at a time, or reject with a reason the
 * member will read. The member's page and a station letter carry it; it cannot be changed afterwards.
 */
export function GroupDecisionForm({ group: g, onDecided }: { group: StaffGroupIntention; onDecided: () => void }) {
  const t = useTranslations('console.visits.decide');
  const errorText = useErrorText();
  const [decision, setDecision] = useState<'confirm' | 'reject'>('confirm');
  const [date, setDate] = useState(g.dateFrom);
  const [time, setTime] = useState<string>(USUAL_TIME[g.period]);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { notice, busy, save } = useSave({ setErrors });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const payload = decision === 'confirm' ? { decision, date, time } : { decision, reason };
    if (await save(groupDecisionPayload, payload, (body) => staffCall(staffVisitCalls.decideGroup, { params: { id: g.id }, body })))
      onDecided();
  }

  const id = (name: string) => `group-${g.id}-${name}`;
  return (
    <form onSubmit={submit} noValidate className="border-line mt-3 rounded border p-3" data-testid={id('decide')}>
      <div role="radiogroup" aria-label={t('label')} className="mb-3 flex gap-2">
        {(['confirm', 'reject'] as const).map((d) => (
          <button
            key={d}
            type="button"
            role="radio"
            aria-checked={decision === d}
            className={decision === d ? primaryButton : secondaryButton}
            onClick={() => setDecision(d)}
          >
            {t(d)}
          </button>
        ))}
      </div>
      {decision === 'confirm' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id={id('date')}
            label={t('date')}
            type="date"
            min={g.dateFrom}
            max={g.dateTo}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            error={errorText(errors.date)}
          />
          <TextField
            id={id('time')}
            label={t('time')}
            type="time"
            value={time}
            onChange={(e) => setTime(e.target.value)}
            error={errorText(errors.time)}
          />
        </div>
      ) : (
        <TextField
          id={id('reason')}
          label={t('reason')}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={errorText(errors.reason)}
        />
      )}
      <SaveBar
        label={decision === 'confirm' ? t('sendConfirm') : t('sendReject')}
        testId={id('send')}
        busy={busy}
        notice={notice}
        className="mt-3"
      />
      <p className="text-muted mt-2 text-xs">{t('final')}</p>
    </form>
  );
}
