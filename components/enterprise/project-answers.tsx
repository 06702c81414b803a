'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ProjectStep } from '@/lib/contract/enterprise-project';
import type { ProjectProcess, ProjectStatus } from '@/lib/contract/project-steps';
import { bffCall } from '@/lib/client/call';
import { renterCalls } from '@/lib/contract/rental-calls';
import { useAction } from '@/lib/client/use-action';
import { formatDayTime, formatYuanGrouped } from '@/lib/format';
import { primaryButton, secondaryButton } from '@/components/ui/form-field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormMessage } from '@/components/ui/form-message';

/** Where the renter may still withdraw (hall/services/enterprise/flow.ts: until money has changed hands). */
const WITHDRAWABLE: [ProjectProcess, ProjectStatus][] = [
  ['consultation', 'draft'],
  ['consultation', 'submitted'],
  ['intention', 'offered'],
  ['deposit', 'draft'],
];

type Offer = {
  startsAt: string;
  endsAt: string;
  option: 'first' | 'second';
  expiresAt: string;
  quoteFen: number;
  depositFen: number;
  note: string | null;
};

/**
 * The renter's answers on the step they are at: the hall's offer with Accept (on /intentionReservation), and
 * Withdraw wherever the flow allows it. `changed` reloads the project after an answer.
 */
export function ProjectAnswers({ step, changed }: { step: ProjectStep; changed: () => void }) {
  const t = useTranslations('enterprise.projects.offer');
  const tHolds = useTranslations('enterprise.projects.holds');
  const { notice, busy, run } = useAction();
  const [asking, setAsking] = useState(false);
  const { project } = step;
  const here = step.state === 'current';
  const offered = here && step.process === 'intention' && project.status === 'offered';
  const withdrawable = here && WITHDRAWABLE.some(([p, s]) => p === project.process && s === project.status);
  if (!offered && !withdrawable) return null;

  const answer = async (verb: 'accept' | 'withdraw') => {
    const sent = () => bffCall(renterCalls[verb], { body: { id: project.id } });
    const done = await run(sent, t(verb === 'accept' ? 'accepted' : 'withdrawn'));
    setAsking(false);
    if (done) changed();
  };

  const offer = offered ? (step.form as unknown as Offer | null) : null;
  const lines: [string, string][] = offer
    ? [
        [t('hall'), project.hall?.name ?? ''],
        [t('period'), `${formatDayTime(offer.startsAt)} – ${formatDayTime(offer.endsAt)}`],
        [t('option'), tHolds(offer.option)],
        [t('quote'), formatYuanGrouped(offer.quoteFen)],
        [t('deposit'), formatYuanGrouped(offer.depositFen)],
        [t('expires'), formatDayTime(offer.expiresAt)],
        ...(offer.note ? [[t('note'), offer.note] as [string, string]] : []),
      ]
    : [];
  return (
    <div className={offer ? 'border-gold/40 bg-gold/5 mt-5 rounded border p-4' : 'mt-5'} data-testid="project-answers">
      {offer && (
        <>
          <h3 className="font-serif text-lg font-semibold">{t('title')}</h3>
          <p className="text-muted mt-1 text-sm leading-relaxed">{t('lead')}</p>
          <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-2" data-testid="project-offer">
            {lines.map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-muted text-xs">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <FormMessage text={notice?.text} ok={notice?.ok} className="mt-3" />
      <div className={`${offer ? 'mt-4' : ''} flex flex-col gap-3 sm:flex-row`}>
        {offer && (
          <button
            type="button"
            disabled={busy}
            onClick={() => answer('accept')}
            className={`${primaryButton} sm:min-w-40`}
            data-testid="offer-accept"
          >
            {t('accept')}
          </button>
        )}
        {withdrawable && (
          <button type="button" disabled={busy} onClick={() => setAsking(true)} className={secondaryButton} data-testid="project-withdraw">
            {t('withdraw')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('withdraw')}
        message={t('withdrawConfirm')}
        confirmLabel={t('withdraw')}
        cancelLabel={t('keep')}
        onConfirm={() => answer('withdraw')}
        onClose={() => setAsking(false)}
        testId="withdraw-dialog"
      />
    </div>
  );
}
