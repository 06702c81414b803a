import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { PROJECT_STEPS } from '@/lib/contract/project-steps';
import { Panel } from '@/components/ui/panel';
import { StepGuideFacts } from './step-guide-facts';

/**
 * How renting works, beside the steps' tracker on /siteConsultation: the same nine steps by the same names
 * (PROJECT_STEPS and enterprise.projects.steps), each with what happens, who acts and roughly when, the words a
 * step page not reached yet also shows.
 */
export async function ProjectStepsGuide({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'enterprise.projects' });
  const labels = { what: t('guide.what'), who: t('guide.who'), when: t('guide.when') };
  return (
    <Panel title={t('process')} testId="project-rental-process">
      <p className="text-muted mb-4 text-sm">{t('processLead')}</p>
      <ol className="divide-line border-line divide-y border-t" data-testid="rental-process">
        {PROJECT_STEPS.map(({ process }, i) => (
          <li key={process} className="flex gap-4 py-4" data-testid={`rental-process-${process}`}>
            <span aria-hidden className="bg-brand flex size-8 shrink-0 items-center justify-center rounded-full font-serif text-white">
              {i + 1}
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="mb-2 font-medium" data-testid="rental-process-name">
                {t(`steps.${process}`)}
              </h3>
              <StepGuideFacts
                guide={{ what: t(`guide.${process}.what`), who: t(`guide.${process}.who`), when: t(`guide.${process}.when`) }}
                labels={labels}
              />
            </div>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
