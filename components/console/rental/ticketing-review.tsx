'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { RentalProjectView } from '@/lib/contract/rental';
import { callHref } from '@/lib/contract/call';
import { staffRentalCalls } from '@/lib/contract/staff-rental-calls';
import { staffCall } from '@/lib/client/staff-bff';
import { useAction } from '@/lib/client/use-action';
import { Panel } from '@/components/ui/panel';
import { TextAreaField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { TicketingSales, TicketingSummary } from '@/components/enterprise/ticketing-view';

type Props = { project: RentalProjectView; changed: () => void };

/**
 * The renter's performance for the rental staff: its data and poster, approve (on sale at once) or send back
 * while it waits; once on sale, its sales and the performance in the publishing console.
 */
export function TicketingReview({ project, changed }: Props) {
  const t = useTranslations('console.rental.ticketing');
  const [note, setNote] = useState('');
  const { notice, busy, run } = useAction();
  const { submission, performanceId, sales } = project.ticketing;
  if (!submission) return null;
  const waiting = project.process === 'ticketing' && project.status === 'submitted';
  const decide = async (approve: boolean) => {
    const params = { id: project.id };
    // Sending it back takes a reason (its button waits for one); approving, a note if any.
    const decided = () =>
      approve
        ? staffCall(staffRentalCalls.approveTicketing, { params, body: { note: note.trim() || undefined } })
        : staffCall(staffRentalCalls.returnTicketing, { params, body: { note: note.trim() } });
    if (await run(decided, t(approve ? 'approved' : 'returned'))) changed();
  };
  return (
    <Panel title={t('title')} testId="rental-ticketing">
      {waiting && <p className="text-muted text-sm">{t('lead')}</p>}
      <TicketingSummary submission={submission} />
      <a
        href={callHref(staffRentalCalls.file, { params: { id: submission.posterFileId } })}
        className="text-brand mt-2 inline-block text-sm hover:underline"
      >
        {project.files.find((f) => f.id === submission.posterFileId)?.name}
      </a>
      {performanceId !== null && (
        <p className="mt-3">
          <Link
            href={`/console/performances/${performanceId}`}
            className="text-brand hover:underline"
            data-testid="rental-performance-link"
          >
            {t('performance')}
          </Link>
        </p>
      )}
      <TicketingSales sales={sales} />
      {waiting && (
        <div className="border-line mt-5 grid gap-3 border-t pt-4">
          <TextAreaField
            id="ticketing-note"
            label={t('note')}
            hint={t('returnNote')}
            rows={2}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" disabled={busy} onClick={() => decide(true)} className={primaryButton} data-testid="ticketing-approve">
              {t('approve')}
            </button>
            <button
              type="button"
              disabled={busy || !note.trim()}
              onClick={() => decide(false)}
              className={secondaryButton}
              data-testid="ticketing-return"
            >
              {t('return')}
            </button>
            <FormMessage text={notice?.text} ok={notice?.ok} />
          </div>
        </div>
      )}
    </Panel>
  );
}
