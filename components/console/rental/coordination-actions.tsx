'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { RentalProjectView } from '@/lib/contract/rental';
import { staffRentalCalls } from '@/lib/contract/staff-rental-calls';
import { staffCall } from '@/lib/client/staff-bff';
import { useAction } from '@/lib/client/use-action';
import { Panel } from '@/components/ui/panel';
import { TextAreaField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { ProjectAdjustments } from '@/components/enterprise/project-adjustments';

type Props = { project: RentalProjectView; changed: () => void };

/**
 * Coordination for the rental staff: the requests so far, the answer to the one waiting (accepted or declined,
 * with words for the renter), and closing coordination when none waits.
 */
export function CoordinationActions({ project, changed }: Props) {
  const t = useTranslations('console.rental.coordination');
  const [answer, setAnswer] = useState('');
  const { notice, busy, run } = useAction();
  const atCoordination = project.process === 'coordination';
  if (!atCoordination && project.adjustments.length === 0) return null;
  const waiting = atCoordination && project.status === 'submitted';
  const decide = async (accepted: boolean) => {
    const body = { accepted, answer };
    if (await run(() => staffCall(staffRentalCalls.answerAdjustment, { params: { id: project.id }, body }), t('answered'))) {
      setAnswer('');
      changed();
    }
  };
  const close = async () => {
    if (await run(() => staffCall(staffRentalCalls.closeCoordination, { params: { id: project.id }, body: {} }), t('closed'))) changed();
  };
  return (
    <Panel title={t('title')} testId="rental-coordination">
      <ProjectAdjustments adjustments={project.adjustments} viewer="staff" />
      {waiting && (
        <div className="border-line mt-5 grid gap-3 border-t pt-4" data-testid="adjustment-decision">
          <TextAreaField
            id="adjustment-answer"
            label={t('answer')}
            rows={2}
            maxLength={500}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
          />
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              disabled={busy || !answer.trim()}
              onClick={() => decide(true)}
              className={primaryButton}
              data-testid="adjustment-accept"
            >
              {t('accept')}
            </button>
            <button
              type="button"
              disabled={busy || !answer.trim()}
              onClick={() => decide(false)}
              className={secondaryButton}
              data-testid="adjustment-decline"
            >
              {t('decline')}
            </button>
          </div>
        </div>
      )}
      {atCoordination && project.status === 'draft' && (
        <div className="border-line mt-5 border-t pt-4">
          <p className="text-muted text-sm">{t('closeLead')}</p>
          <button type="button" disabled={busy} onClick={close} className={`${primaryButton} mt-3`} data-testid="coordination-close">
            {t('close')}
          </button>
        </div>
      )}
      <FormMessage text={notice?.text} ok={notice?.ok} className="mt-3" />
    </Panel>
  );
}
