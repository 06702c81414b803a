'use client';

import { useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { Genre, Hall } from '@/lib/contract/performance';
import { PROJECT_STEPS, type ProjectProcess } from '@/lib/contract/project-steps';
import { useEnterpriseProjects } from '@/lib/hooks/use-enterprise-projects';
import { AccountState } from '@/components/ui/account-state';
import { Panel } from '@/components/ui/panel';
import { primaryButton, secondaryButton } from '@/components/ui/form-field';
import { ConsultationForm } from './consultation-form';
import { ProjectStepsEmpty } from './project-steps-empty';
import { ProjectStepsList } from './project-steps-list';
import { ProjectStepsNav } from './project-steps-nav';
import { ProjectStepsRecord } from './project-steps-record';

/**
 * The nine project step pages: the steps, "My projects" (the one in `?id=`, else the newest, is selected)
 * and the selected project's record for this page's step; `children` follow (the consultation page's guide).
 * On /siteConsultation a renter starts a new project with its consultation.
 */
export function ProjectSteps({
  process,
  selectedId,
  halls,
  genres,
  contact,
  children,
}: {
  process: ProjectProcess;
  selectedId?: number;
  /** The halls a consultation may ask for. */
  halls: Hall[];
  /** The performance types a ticketed event may be sold as. */
  genres: Genre[];
  /** Venue Operations' contacts, for an enterprise without a project. */
  contact: ReactNode;
  children?: ReactNode;
}) {
  const t = useTranslations('enterprise.projects');
  const { data, error, mutate } = useEnterpriseProjects();
  const router = useRouter();
  const [creating, setCreating] = useState(false);
  const selected = data && (selectedId ? data.find((p) => p.id === selectedId) : data[0]);
  const path = PROJECT_STEPS.find((step) => step.process === process)!.path;
  // With no project yet it is the page's one way on, so the primary action; beside the list, a secondary one.
  const startNew = process === 'consultation' && (
    <button
      type="button"
      onClick={() => setCreating(true)}
      className={data?.length === 0 ? primaryButton : secondaryButton}
      data-testid="consultation-new"
    >
      {t('newConsultation')}
    </button>
  );
  const created = (projectId: number) => {
    setCreating(false);
    void mutate();
    router.replace(`/siteConsultation?id=${projectId}`);
  };
  return (
    <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
      <ProjectStepsNav process={process} project={creating ? undefined : selected} />
      <div className="mt-5 min-w-0 space-y-5 lg:mt-0 lg:space-y-6">
        {creating ? (
          <Panel title={t('newConsultation')} testId="consultation-new-panel">
            <ConsultationForm halls={halls} saved={null} proposal={null} onSaved={created} onCancel={() => setCreating(false)} />
          </Panel>
        ) : !data ? (
          <AccountState area="enterprise" error={error} retry={() => mutate()} />
        ) : data.length === 0 ? (
          <ProjectStepsEmpty contact={contact} start={startNew} />
        ) : (
          <>
            <ProjectStepsList projects={data} selectedId={selected?.id} path={path} />
            {startNew && <div>{startNew}</div>}
            {selected ? (
              <ProjectStepsRecord project={selected} process={process} halls={halls} genres={genres} changed={() => mutate()} />
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
