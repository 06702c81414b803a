'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { EnterpriseProject } from '@/lib/contract/enterprise-project';
import { stepState, type ProjectProcess } from '@/lib/contract/project-steps';
import { formatDay, formatYuanGrouped } from '@/lib/format';
import { showDetailsHref } from '@/lib/links';
import { useProjectStep } from '@/lib/hooks/use-enterprise-projects';
import type { Genre, Hall } from '@/lib/contract/performance';
import type { ProjectStep } from '@/lib/contract/enterprise-project';
import type { Consultation } from '@/lib/contract/rental';
import { callHref } from '@/lib/contract/call';
import { renterCalls } from '@/lib/contract/rental-calls';
import { AccountState } from '@/components/ui/account-state';
import { Panel } from '@/components/ui/panel';
import { ConsultationForm } from './consultation-form';
import { ProjectAnswers } from './project-answers';
import { DepositPayment } from './deposit-payment';
import { ContractSignatures, ContractSigning } from './contract-signing';
import { InstalmentPay } from './instalment-pay';
import { ProjectPayments } from './project-payments';
import { ProjectFiles, ProjectHolds } from './project-files';
import { ProjectHistory } from './project-history';
import { StepStateBadge } from './project-status-badge';
import { StepUpcoming } from './step-upcoming';
import { useFormLines } from './project-steps-fields';
import { TicketingForm } from './ticketing-form';
import { TicketingSales, TicketingSummary } from './ticketing-view';
import { AdjustmentForm } from './adjustment-form';
import { ProjectAdjustments } from './project-adjustments';
import { ProjectSchedule } from './project-schedule';
import { ProjectStatement } from './project-statement';
import { ScheduleConfirm, StatementAnswer } from './renter-confirmations';

/**
 * The selected project at a glance, then its page's step: the consultation's form while it is the renter's
 * draft, otherwise what was recorded, with the renter's answers where the step waits for them; then the holds,
 * the files and the history.
 */
export function ProjectStepsRecord({
  project,
  process,
  halls,
  genres,
  changed,
}: {
  project: EnterpriseProject;
  process: ProjectProcess;
  halls: Hall[];
  /** The performance types a ticketed event may be sold as. */
  genres: Genre[];
  /** Reloads the renter's projects after an answer or a save. */
  changed: () => void;
}) {
  const t = useTranslations('enterprise.projects');
  const locale = useLocale();
  const none = t('summary.none');
  const summary: [string, string][] = [
    [t('summary.hall'), project.hall ? (locale === 'en-US' ? project.hall.enName : project.hall.name) : t('list.noHall')],
    [t('summary.deposit'), project.depositFen === null ? none : formatYuanGrouped(project.depositFen)],
    [t('summary.contract'), project.contractFen === null ? none : formatYuanGrouped(project.contractFen)],
    [t('summary.created'), formatDay(project.createdAt)],
  ];
  return (
    <Panel title={project.name} testId="project-record">
      <dl className="bg-paper grid grid-cols-2 gap-x-4 gap-y-3 rounded p-4 sm:grid-cols-4">
        {summary.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-muted text-xs">{label}</dt>
            <dd className="mt-0.5 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <h3 className="font-serif text-lg font-semibold">{t('record.title', { step: t(`steps.${process}`) })}</h3>
        <StepStateBadge state={stepState(project, process)} />
      </div>
      <StepDetail project={project} process={process} halls={halls} genres={genres} changed={changed} />
    </Panel>
  );
}

function StepDetail({
  project,
  process,
  halls,
  genres,
  changed,
}: {
  project: EnterpriseProject;
  process: ProjectProcess;
  halls: Hall[];
  genres: Genre[];
  changed: () => void;
}) {
  const { data, error, mutate } = useProjectStep(project.id, process);
  // What counts as overdue: due before the page was opened.
  const [now] = useState(() => Date.now());
  if (!data) return <AccountState area="enterprise" error={error} retry={() => mutate()} />;
  const reload = () => {
    void mutate();
    changed();
  };
  const drafting = process === 'consultation' && project.process === 'consultation' && project.status === 'draft';
  const saved = (data.form ?? null) as Consultation | null;
  // The offer waiting for the renter is shown whole with its answers (ProjectAnswers), not twice.
  const offered = process === 'intention' && data.state === 'current' && project.status === 'offered';
  // Likewise the deposit due, with its ways to pay (DepositPayment).
  const paying = (process === 'deposit' || process === 'contract') && data.state === 'current';
  // The later steps show their own records (the performance, the requests, the schedule, the statement).
  const recorded =
    (process === 'ticketing' && data.ticketing.submission !== null) ||
    (process === 'ticketing' && data.state === 'current' && project.status === 'draft') ||
    (process === 'coordination' && data.adjustments.length > 0) ||
    (process === 'implementation' && data.schedule !== null) ||
    (process === 'settlement' && data.statement !== null);
  return (
    <>
      {drafting ? (
        <div className="mt-4">
          <ConsultationForm
            halls={halls}
            projectId={project.id}
            saved={saved}
            proposal={
              data.files.findLast((f) => f.kind === 'proposal' && (!saved?.proposalFileId || f.id === saved.proposalFileId)) ?? null
            }
            onSaved={reload}
          />
        </div>
      ) : offered || paying || recorded ? null : (
        <StepForm step={data} />
      )}
      <DepositPayment step={data} changed={reload} />
      <ContractSigning step={data} changed={reload} />
      <InstalmentPay step={data} changed={reload} />
      <ProjectAnswers step={data} changed={reload} />
      <TicketingForm key={data.events.length} step={data} genres={genres} changed={reload} />
      {process === 'ticketing' && data.ticketing.submission && !(data.state === 'current' && project.status === 'draft') && (
        <TicketingSummary submission={data.ticketing.submission} />
      )}
      {process === 'ticketing' && data.ticketing.performanceId !== null && <TicketingStatus performanceId={data.ticketing.performanceId} />}
      {process === 'ticketing' && <TicketingSales sales={data.ticketing.sales} />}
      {process === 'coordination' && <AdjustmentForm step={data} changed={reload} />}
      {process === 'coordination' && (data.adjustments.length > 0 || data.state !== 'upcoming') && (
        <ProjectAdjustments adjustments={data.adjustments} />
      )}
      {process === 'implementation' && data.schedule && <ProjectSchedule schedule={data.schedule} />}
      <ScheduleConfirm step={data} changed={reload} />
      {process === 'settlement' && data.statement && (
        <ProjectStatement statement={data.statement} pdfHref={callHref(renterCalls.statementPdf, { query: { id: project.id } })} />
      )}
      <StatementAnswer step={data} changed={reload} />
      {(process === 'deposit' || process === 'contract_payment') && <ProjectPayments payments={data.payments} now={now} />}
      {(process === 'contract' || process === 'contract_payment') && <ContractSignatures signatures={data.signatures} files={data.files} />}
      <ProjectHolds holds={data.holds} />
      <ProjectFiles files={data.files} />
      <ProjectHistory events={data.events} />
    </>
  );
}

function StepForm({ step: data }: { step: ProjectStep }) {
  const t = useTranslations('enterprise.projects');
  const lines = useFormLines();
  if (data.state === 'upcoming' && !data.form) return <StepUpcoming project={data.project} process={data.process} />;
  if (!data.form) {
    const why = data.state === 'current' ? 'pending' : 'doneEmpty';
    return (
      <p className="text-muted mt-3" data-testid="step-empty">
        {t(`record.${why}`)}
      </p>
    );
  }
  return (
    <>
      {data.state !== 'current' && <p className="text-muted mt-2 text-sm">{t('record.readOnly')}</p>}
      <dl className="divide-line border-line mt-3 divide-y border-t" data-testid="step-form">
        {lines(data.form).map(({ key, label, text }) => (
          <div key={key} className="grid gap-1 py-3 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
            <dt className="text-muted text-sm sm:text-base">{label}</dt>
            <dd className="break-words whitespace-pre-line">{text}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The performance on sale, with its public page. */
function TicketingStatus({ performanceId }: { performanceId: number }) {
  const t = useTranslations('enterprise.projects.ticketing');
  return (
    <p className="mt-4 flex flex-wrap items-center gap-3 rounded bg-green-50 p-3 text-sm text-green-800" data-testid="ticketing-on-sale">
      {t('onSale')}
      <a
        href={showDetailsHref({ id: performanceId, category: 0 })}
        className="text-brand hover:underline"
        data-testid="ticketing-show-link"
      >
        {t('view')}
      </a>
    </p>
  );
}
