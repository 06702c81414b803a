'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { PROJECT_STEPS, type ProjectProcess } from '@/lib/contract/project-steps';
import { useEnterpriseProjects } from '@/lib/hooks/use-enterprise-projects';
import { AccountState, Panel } from '@/components/ui/account-state';
import { ProjectStepsEmpty } from './project-steps-empty';
import { ProjectStepsList } from './project-steps-list';
import { ProjectStepsNav } from './project-steps-nav';
import { ProjectStepsRecord } from './project-steps-record';

/**
 * The nine project step pages: the steps, "My projects" (the one in `?id=`, else the newest, is selected)
 * and the selected project's record for this page's step; `children` follow (the consultation page's guide).
 */
export function ProjectSteps({
  process,
  selectedId,
  contact,
  children,
}: {
  process: ProjectProcess;
  selectedId?: number;
  /** Venue Operations' contacts, for an enterprise without a project. */
  contact: ReactNode;
  children?: ReactNode;
}) {
  const t = useTranslations('enterprise.projects');
  const { data, error, mutate } = useEnterpriseProjects();
  const selected = data && (selectedId ? data.find((p) => p.id === selectedId) : data[0]);
  const path = PROJECT_STEPS.find((step) => step.process === process)!.path;
  return (
    <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
      <ProjectStepsNav process={process} project={selected} />
      <div className="mt-5 min-w-0 space-y-5 lg:mt-0 lg:space-y-6">
        {!data ? (
          <AccountState area="enterprise" error={error} retry={() => mutate()} />
        ) : data.length === 0 ? (
          <ProjectStepsEmpty contact={contact} />
        ) : (
          <>
            <ProjectStepsList projects={data} selectedId={selected?.id} path={path} />
            {selected ? (
              <ProjectStepsRecord project={selected} process={process} />
            ) : (
              <Panel testId="project-missing">
                <p className="text-muted">{t('missing')}</p>
              </Panel>
            )}
          </>
        )}
        {children}
      </div>
    </div>
  );
}
