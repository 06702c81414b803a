'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { EnterpriseProject } from '@/lib/contract/enterprise-project';
import { PROJECT_PROCESSES, PROJECT_STEPS, type ProjectProcess } from '@/lib/contract/project-steps';
import { StepGuideFacts } from './step-guide-facts';

/**
 * A step the project has not reached: what will happen at it, who acts and roughly when, and, from the project's
 * state, where it is now and which steps come first (or that it has ended and never will).
 */
export function StepUpcoming({ project, process }: { project: EnterpriseProject; process: ProjectProcess }) {
  const t = useTranslations('enterprise.projects');
  const locale = useLocale();
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  // Chinese sentences follow one another without a space.
  const space = locale === 'zh-CN' ? '' : ' ';
  const at = PROJECT_PROCESSES.indexOf(project.process);
  const between = PROJECT_PROCESSES.slice(at + 1, PROJECT_PROCESSES.indexOf(process));
  const ended = project.status === 'rejected' || project.status === 'withdrawn';
  const current = PROJECT_STEPS[at];
  return (
    <div className="bg-paper mt-3 space-y-3 rounded p-4" data-testid="step-upcoming">
      <p className="font-medium">{t('upcoming.title')}</p>
      <StepGuideFacts
        guide={{ what: t(`guide.${process}.what`), who: t(`guide.${process}.who`), when: t(`guide.${process}.when`) }}
        labels={{ what: t('guide.what'), who: t('guide.who'), when: t('guide.when') }}
      />
      <p className="border-line border-t pt-3 text-sm" data-testid="step-upcoming-at">
        {ended ? (
          t('upcoming.ended', { status: t(`status.${project.status}`) })
        ) : (
          <>
            {t('upcoming.at', { n: at + 1, step: t(`steps.${current.process}`), status: t(`status.${project.status}`) })}
            {between.length > 0 && space + t('upcoming.before', { steps: list.format(between.map((p) => t(`steps.${p}`))) })}
            {space}
            <Link href={`${current.path}?id=${project.id}`} className="text-brand underline" data-testid="step-upcoming-current">
              {t('upcoming.goCurrent')}
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
