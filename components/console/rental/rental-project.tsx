'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { PROJECT_STEPS } from '@/lib/contract/project-steps';
import type { StepForm } from '@/lib/contract/enterprise-project';
import { formatYuanGrouped } from '@/lib/format';
import { staffRentalCalls } from '@/lib/contract/staff-rental-calls';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useFailureText } from '@/lib/client/failure-text';
import { Panel } from '@/components/ui/panel';
import { FormMessage } from '@/components/ui/form-message';
import { useFormLines } from '@/components/enterprise/project-steps-fields';
import { ProjectFiles, ProjectHolds } from '@/components/enterprise/project-files';
import { ProjectHistory } from '@/components/enterprise/project-history';
import { ProjectPayments } from '@/components/enterprise/project-payments';
import { ContractSignatures } from '@/components/enterprise/contract-signing';
import { ContractUpload, Countersign, OfferForm, ReceiptDecision, RejectForm, StaffUpload } from './rental-actions';
import { whoseMove } from './whose-move';
import { TicketingReview } from './ticketing-review';
import { CoordinationActions } from './coordination-actions';
import { ScheduleForm } from './schedule-form';
import { StatementForm } from './statement-form';

/** One enterprise project for the rental staff: who and what, the hall's moves at its step, the steps' data, holds, files and history. */
export function RentalProject({ id }: { id: number }) {
  const t = useTranslations('console.rental');
  const tp = useTranslations('enterprise.projects');
  const tc = useTranslations('common');
  const failure = useFailureText();
  const locale = useLocale();
  const lines = useFormLines();
  // What counts as overdue: due before the page was opened.
  const [now] = useState(() => Date.now());
  const { data: p, error, mutate } = useStaffCall(staffRentalCalls.project, { params: { id } });
  if (error) return <FormMessage text={failure(error)} />;
  if (!p) return <p>{tc('loading')}</p>;
  const changed = () => void mutate();
  const move = whoseMove(p.status);
  const at = (process: string, status: string) => p.process === process && p.status === status;
  const offerable = at('consultation', 'submitted') || at('intention', 'offered');
  const current = p.files.findLast((f) => f.kind === 'contract');
  // The renter's live signature on the current version: the hall may countersign.
  const renterSigned =
    at('contract', 'submitted') &&
    current !== undefined &&
    p.signatures.some((s) => s.party === 'renter' && s.fileId === current.id && !s.voided);
  const summary: [string, string][] = [
    [t('company'), p.company.name],
    [t('contact'), p.company.contactName ?? '—'],
    [t('phone'), p.company.phone],
    [t('email'), p.company.email ?? '—'],
    [tp('summary.hall'), p.hall ? (locale === 'en-US' ? p.hall.enName : p.hall.name) : t('noHall')],
    [tp('summary.deposit'), p.depositFen === null ? '—' : formatYuanGrouped(p.depositFen)],
    [tp('summary.contract'), p.contractFen === null ? '—' : formatYuanGrouped(p.contractFen)],
  ];
  // The performance, the schedule and the statement have their own panels above.
  const ownPanel = { ticketing: p.ticketing.submission, implementation: p.schedule, settlement: p.statement } as Record<string, unknown>;
  const steps = PROJECT_STEPS.filter(({ process }) => p.steps[process] && typeof p.steps[process] === 'object' && !ownPanel[process]);
  return (
    <div className="space-y-5">
      <Link href="/console/rental" className="text-brand text-sm hover:underline">
        ← {t('back')}
      </Link>
      <Panel title={p.name} testId="rental-project">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium" data-testid="rental-project-step">
            {tp(`steps.${p.process}`)}
          </span>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs ${move === 'hall' ? 'bg-brand/10 text-brand' : 'bg-paper text-muted'}`}
            data-testid="rental-project-move"
          >
            {t(`whoseMove.${move}`)}
          </span>
        </p>
        <dl className="bg-paper mt-4 grid grid-cols-2 gap-x-4 gap-y-3 rounded p-4 lg:grid-cols-4">
          {summary.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-muted text-xs">{label}</dt>
              <dd className="mt-0.5 break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      {/* Offered again before the deposit is paid (other dates, the hold replaced); declined until it is paid. Each
          move starts the form afresh, its calendar read again with the hold just made. */}
      {(offerable || at('deposit', 'draft')) && <OfferForm key={p.events.length} project={p} changed={changed} />}
      {(offerable || at('deposit', 'draft') || at('deposit', 'submitted')) && <RejectForm project={p} changed={changed} />}
      {at('deposit', 'submitted') && <ReceiptDecision project={p} changed={changed} />}
      {p.process === 'contract' && (
        <Panel title={t('contract.title')} testId="rental-contract">
          <ContractUpload project={p} changed={changed} />
          {renterSigned && <Countersign project={p} changed={changed} />}
        </Panel>
      )}
      <TicketingReview project={p} changed={changed} />
      <CoordinationActions project={p} changed={changed} />
      <ScheduleForm project={p} changed={changed} />
      <StatementForm project={p} changed={changed} />
      <Panel title={t('steps')} testId="rental-project-steps">
        {steps.map(({ process }) => (
          <section key={process} className="mb-5 last:mb-0">
            <h3 className="font-medium">{tp(`steps.${process}`)}</h3>
            <dl className="divide-line border-line mt-2 divide-y border-t text-sm">
              {lines(p.steps[process] as StepForm).map(({ key, label, text }) => (
                <div key={key} className="grid gap-1 py-2 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
                  <dt className="text-muted">{label}</dt>
                  <dd className="break-words whitespace-pre-line">{text}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <ProjectPayments payments={p.payments} now={now} />
        <ContractSignatures signatures={p.signatures} files={p.files} />
        <ProjectHolds holds={p.holds} />
        <ProjectFiles files={p.files} viewer="staff" />
        <StaffUpload project={p} changed={changed} />
        <ProjectHistory events={p.events} viewer="staff" />
      </Panel>
    </div>
  );
}
