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
/** The page's own chip is filled on phones, so its state reads in white there and in its tone from `lg`. */
const hereLabelTone: Record<StepState, string> = {
  done: 'text-white/85 lg:text-green-700',
  current: 'text-white/85 lg:text-gold',
  upcoming: 'text-white/85 lg:text-muted',
};
/** The chips on phones: the page's own filled, the project's current one gold, the rest plain. */
const chipTone = (here: boolean, state: StepState | null) =>
  here
    ? 'border-brand bg-brand lg:border-brand lg:text-brand font-medium text-white lg:bg-white'
    : state === 'current'
      ? 'border-gold bg-gold/10 hover:border-brand lg:border-transparent lg:bg-transparent'
      : 'border-line hover:border-brand hover:text-brand bg-white lg:border-transparent lg:bg-transparent';

/**
 * The nine steps of a venue-rental project, the page's own highlighted, each marked done, current or not
 * reached for the selected project: a scrolling row of chips on phones, a list beside the content from `lg`.
 * Every chip says its state in words; on phones, where the row shows a few chips at a time, a line under it says
 * which step is viewed and which one the project is at, with the way there.
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
                className={`flex min-h-11 items-center gap-2 rounded-full border py-1 pr-4 pl-1.5 text-sm whitespace-nowrap lg:-ml-px lg:rounded-none lg:border-0 lg:border-l-2 lg:py-2.5 lg:pl-4 ${chipTone(here, state)}`}
              >
                <span
                  aria-hidden
                  className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${markTone[state ?? 'unknown']}`}
                >
                  {state === 'done' ? <Check /> : i + 1}
                </span>
                <span className="flex flex-col leading-tight">
                  <span>{t(`steps.${step.process}`)}</span>
                  {state && (
                    <span
                      className={`text-xs font-normal ${here ? hereLabelTone[state] : labelTone[state]}`}
                      data-testid="project-step-state"
                    >
                      {t(`state.${state}`)}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
      {project && project.process !== process && <Viewing process={process} project={project} />}
    </nav>
  );
}

/** On phones: the step viewed and the project's current one, which the row may have out of sight. */
function Viewing({ process, project }: { process: ProjectProcess; project: EnterpriseProject }) {
  const t = useTranslations('enterprise.projects');
  const [n, m] = [PROJECT_STEPS.findIndex((s) => s.process === process), PROJECT_STEPS.findIndex((s) => s.process === project.process)];
  return (
    <p className="text-muted mt-3 text-sm lg:hidden" data-testid="project-steps-viewing">
      {t('viewing', { n: n + 1, step: t(`steps.${process}`), m: m + 1, current: t(`steps.${project.process}`) })}{' '}
      <Link href={`${PROJECT_STEPS[m].path}?id=${project.id}`} className="text-brand underline">
        {t('upcoming.goCurrent')}
      </Link>
    </p>
  );
}

const Check = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden>
    <path d="m5 12 5 5 9-10" />
  </svg>
);
