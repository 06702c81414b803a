'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { EnterpriseProject } from '@/lib/contract/enterprise-project';
import { PROJECT_STEPS, stepState, type ProjectProcess, type StepState } from '@/lib/contract/project-steps';

const markTone: Record<StepState | 'unknown', string> = {
  done: 'bg-green-700 text-white',
  current: 'bg-gold text-white',
  upcoming: 'border border-line bg-white text-muted',
  unknown: 'border border-line bg-white text-muted',
};
const labelTone: Record<StepState, string> = { done: 'text-green-700', current: 'text-gold', upcoming: 'text-muted' };

/**
 * The nine steps of a venue-rental project, the page's own highlighted, each marked done, current or not
 * reached for the selected project: a scrolling row of chips on phones, a list beside the content from `lg`.
 */
export function ProjectStepsNav({ process, project }: { process: ProjectProcess; project?: EnterpriseProject }) {
  const t = useTranslations('enterprise.projects');
  const list = useRef<HTMLOListElement>(null);

  // On phones the row scrolls sideways; the page's step must be in view, not cut off at the edge.
  useEffect(() => {
    const row = list.current;
    const here = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !here || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = here.offsetLeft - (row.clientWidth - here.offsetWidth) / 2;
  }, [process]);

  return (
    <nav aria-label={t('flow')} className="lg:self-start" data-testid="project-steps-nav">
      <p className="text-gold hidden pb-3 text-xs tracking-[0.2em] uppercase lg:block">{t('flow')}</p>
      <ol
        ref={list}
        className="lg:border-line relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-0 lg:overflow-visible lg:border-l lg:px-0 lg:pb-0"
      >
        {PROJECT_STEPS.map((step, i) => {
          const state = project ? stepState(project, step.process) : null;
          const here = step.process === process;
          return (
            <li key={step.process} className="shrink-0" data-testid={`project-step-${step.process}`} data-state={state ?? undefined}>
              <Link
                href={project ? `${step.path}?id=${project.id}` : step.path}
                aria-current={here ? 'page' : undefined}
                className={`flex min-h-11 items-center gap-2 rounded-full border py-1.5 pr-4 pl-1.5 text-sm whitespace-nowrap lg:-ml-px lg:rounded-none lg:border-0 lg:border-l-2 lg:py-2.5 lg:pl-4 ${
                  here
                    ? 'border-brand bg-brand lg:border-brand lg:text-brand font-medium text-white lg:bg-white'
                    : 'border-line hover:border-brand hover:text-brand bg-white lg:border-transparent lg:bg-transparent'
                }`}
              >
                <span
                  aria-hidden
                  className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${markTone[state ?? 'unknown']}`}
                >
                  {state === 'done' ? <Check /> : i + 1}
                </span>
                <span className="lg:flex lg:flex-col">
                  <span>{t(`steps.${step.process}`)}</span>
                  {state && (
                    <span className={`sr-only text-xs font-normal lg:not-sr-only ${labelTone[state]}`} data-testid="project-step-state">
                      {t(`state.${state}`)}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

const Check = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden>
    <path d="m5 12 5 5 9-10" />
  </svg>
);
