'use client';

import { useTranslations } from 'next-intl';
import type { ProjectStatus, StepState } from '@/lib/contract/project-steps';

const pill = 'inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap';

const statusTone: Record<ProjectStatus, string> = {
  draft: 'bg-gold/10 text-gold',
  submitted: 'bg-activity/10 text-activity',
  offered: 'bg-gold/10 text-gold',
  approved: 'bg-green-50 text-green-800',
  rejected: 'bg-brand/10 text-brand',
  withdrawn: 'bg-paper text-muted',
  done: 'bg-green-50 text-green-800',
};
const stateTone: Record<StepState, string> = {
  done: 'bg-green-50 text-green-800',
  current: 'bg-gold/10 text-gold',
  upcoming: 'bg-paper text-muted',
};

/** Where a project stands in its current step. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const t = useTranslations('enterprise.projects.status');
  return (
    <span className={`${pill} ${statusTone[status]}`} data-testid="project-status">
      {t(status)}
    </span>
  );
}

/** Whether a step is done, in progress or not started. */
export function StepStateBadge({ state }: { state: StepState }) {
  const t = useTranslations('enterprise.projects.state');
  return (
    <span className={`${pill} ${stateTone[state]}`} data-testid="step-state">
      {t(state)}
    </span>
  );
}
