'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ProjectStep } from '@/lib/contract/enterprise-project';
import { bffCall } from '@/lib/client/call';
import { renterCalls } from '@/lib/contract/rental-calls';
import { useAction } from '@/lib/client/use-action';
import { TextAreaField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';

type Props = { step: ProjectStep; changed: () => void };

/** On /projectImplementation while the schedule waits for the renter: confirming it moves on to the settlement. */
export function ScheduleConfirm({ step, changed }: Props) {
  const t = useTranslations('enterprise.projects.schedule');
  const { notice, busy, run } = useAction();
  if (step.process !== 'implementation' || step.state !== 'current' || step.project.status !== 'draft' || !step.schedule) return null;
  const confirm = async () => {
    const body = { id: step.project.id };
    if (await run(() => bffCall(renterCalls.confirmSchedule, { body }), t('done'))) changed();
  };
  return (
    <div className="border-gold/40 bg-gold/5 mt-5 rounded border p-4" data-testid="schedule-confirm">
      <p className="text-sm">{t('lead')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" disabled={busy} onClick={confirm} className={primaryButton} data-testid="schedule-confirm-button">
          {t('confirm')}
        </button>
        <FormMessage text={notice?.text} ok={notice?.ok} />
      </div>
    </div>
  );
}

/** On /projectSettlement while the statement waits for the renter: confirm it, or say what is wrong. */
export function StatementAnswer({ step, changed }: Props) {
  const t = useTranslations('enterprise.projects.statement');
  const [questioning, setQuestioning] = useState(false);
  const [note, setNote] = useState('');
  const { notice, busy, run } = useAction();
  if (step.process !== 'settlement' || step.state !== 'current' || step.project.status !== 'draft' || !step.statement) return null;
  const answer = async (confirmed: boolean) => {
    const body = { id: step.project.id, confirmed, note: note.trim() || undefined };
    const sent = () => bffCall(renterCalls.answerStatement, { body });
    if (await run(sent, t(confirmed ? 'confirmed' : 'questioned'))) changed();
  };
  return (
    <div className="border-gold/40 bg-gold/5 mt-5 grid gap-3 rounded border p-4" data-testid="statement-answer">
      {questioning && (
        <TextAreaField
          id="statement-question"
          label={t('questionNote')}
          rows={3}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        {questioning ? (
          <button type="button" disabled={busy || !note.trim()} onClick={() => answer(false)} className={primaryButton}>
            {t('questionSubmit')}
          </button>
        ) : (
          <>
            <button type="button" disabled={busy} onClick={() => answer(true)} className={primaryButton} data-testid="statement-confirm">
              {t('confirm')}
            </button>
            <button type="button" onClick={() => setQuestioning(true)} className={secondaryButton} data-testid="statement-question-open">
              {t('question')}
            </button>
          </>
        )}
        <FormMessage text={notice?.text} ok={notice?.ok} />
      </div>
    </div>
  );
}
