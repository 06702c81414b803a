'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { PROJECT_STEPS } from '@/lib/contract/project-steps';
import { useEnterpriseProjects } from '@/lib/hooks/use-enterprise-projects';
import { Panel } from '@/components/ui/panel';
import { primaryButton, secondaryButton } from '@/components/ui/form-field';
import { ProjectStatusBadge } from './project-status-badge';

/** Shown on /myCompany before "all projects": the newest few, each opening at its current step. */
const SHOWN = 3;

/** /myCompany's way to the enterprise's projects: the newest with their current step and status, or the way to start one. */
export function CompanyProjects() {
  const t = useTranslations('enterprise.projects');
  const { data } = useEnterpriseProjects();
  if (!data) return null;
  return (
    <Panel
      title={t('list.title')}
      action={
        data.length > 0 && (
          <Link href="/siteConsultation" className={secondaryButton} data-testid="company-projects-all">
            {t('company.all', { count: data.length })}
          </Link>
        )
      }
      testId="company-projects"
    >
      {data.length === 0 ? (
        <>
          <p className="text-muted">{t('company.none')}</p>
          <Link href="/siteConsultation" className={`${primaryButton} mt-4`} data-testid="company-projects-start">
            {t('newConsultation')}
          </Link>
        </>
      ) : (
        <ul className="divide-line border-line divide-y border-t">
          {data.slice(0, SHOWN).map((project) => {
            const step = PROJECT_STEPS.find((s) => s.process === project.process)!;
            return (
              <li key={project.id}>
                <Link
                  href={`${step.path}?id=${project.id}`}
                  className="hover:text-brand flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
                  data-testid="company-project"
                >
                  <span className="min-w-0 font-medium">{project.name}</span>
                  <span className="flex items-center gap-3 text-sm">
                    <span className="text-muted">{t('list.currentStep', { step: t(`steps.${project.process}`) })}</span>
                    <ProjectStatusBadge status={project.status} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
