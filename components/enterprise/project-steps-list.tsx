'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { EnterpriseProject } from '@/lib/contract/enterprise-project';
import { formatDay } from '@/lib/format';
import { Panel } from '@/components/ui/panel';
import { ProjectStatusBadge } from './project-status-badge';

/** "My projects": each project with its hall, current step and status; choosing one keeps the page's step. */
export function ProjectStepsList({ projects, selectedId, path }: { projects: EnterpriseProject[]; selectedId?: number; path: string }) {
  const t = useTranslations('enterprise.projects');
  const locale = useLocale();
  return (
    <Panel
      title={t('list.title')}
      action={<span className="text-muted text-sm">{t('list.count', { count: projects.length })}</span>}
      testId="project-list"
    >
      <ul className="grid gap-3 md:grid-cols-2">
        {projects.map((project) => {
          const selected = project.id === selectedId;
          const hall = project.hall ? (locale === 'en-US' ? project.hall.enName : project.hall.name) : t('list.noHall');
          return (
            <li key={project.id}>
              <Link
                href={`${path}?id=${project.id}`}
                aria-current={selected ? 'true' : undefined}
                data-testid="project-item"
                className={`flex h-full flex-col rounded border p-4 transition-colors ${
                  selected ? 'border-brand ring-brand bg-brand/[0.03] ring-1' : 'border-line hover:border-brand'
                }`}
              >
                <span className="flex items-start justify-between gap-3">
                  <span className="leading-snug font-medium" data-testid="project-name">
                    {project.name}
                  </span>
                  <ProjectStatusBadge status={project.status} />
                </span>
                <span className="text-muted mt-1 text-sm">
                  {hall} · {t('list.updated', { date: formatDay(project.updatedAt) })}
                </span>
                <span className="mt-3 flex items-center justify-between gap-3 text-sm">
                  <span data-testid="project-current-step">{t('list.currentStep', { step: t(`steps.${project.process}`) })}</span>
                  {selected && <span className="text-brand shrink-0 text-xs">{t('list.viewing')}</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
