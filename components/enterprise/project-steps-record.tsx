'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { EnterpriseProject } from '@/lib/contract/enterprise-project';
import { stepState, type ProjectProcess } from '@/lib/contract/project-steps';
import { formatDay, formatYuanGrouped } from '@/lib/format';
import { useProjectStep } from '@/lib/hooks/use-enterprise-projects';
import { AccountState, Panel } from '@/components/ui/account-state';
import { StepStateBadge } from './project-status-badge';
import { useFormLines } from './project-steps-fields';

/** The selected project at a glance, then what was recorded for the page's step (read-only for now). */
export function ProjectStepsRecord({ project, process }: { project: EnterpriseProject; process: ProjectProcess }) {
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
      <StepForm project={project} process={process} />
    </Panel>
  );
}

function StepForm({ project, process }: { project: EnterpriseProject; process: ProjectProcess }) {
  const t = useTranslations('enterprise.projects');
  const lines = useFormLines();
  const { data, error, mutate } = useProjectStep(project.id, process);
  if (!data) return <AccountState area="enterprise" error={error} retry={() => mutate()} />;
  if (!data.form) {
    const why = data.state === 'upcoming' ? 'notReached' : data.state === 'current' ? 'pending' : 'doneEmpty';
    return (
      <p className="text-muted mt-3" data-testid="step-empty">
        {t(`record.${why}`)}
      </p>
    );
  }
  return (
    <>
      <p className="text-muted mt-2 text-sm">{t('record.readOnly')}</p>
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
