import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { ProjectProcess } from '@/lib/contract/project-steps';
import { getRichText, listAllContent } from '@/lib/hall/content';
import { listGenres, listHalls } from '@/lib/hall/project';
import { RichText } from '@/components/content/rich-text';
import { Panel } from '@/components/ui/account-state';
import { ProcessSteps } from '@/components/venue/process-steps';
import { EnterpriseShell, enterpriseMetadata } from './enterprise-shell';
import { ProjectSteps } from './project-steps';

export type ProjectStepsPageProps = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ id?: string | string[] }> };

export const projectStepsMetadata = (process: ProjectProcess) => enterpriseMetadata(`projects.steps.${process}`);

/**
 * The nine venue-rental project pages (§2, Chinese only like the venue-rental login) are one page about
 * different steps; proxy.ts lets only a well-formed `id` through.
 */
export async function ProjectStepsRoute({ params, searchParams, process }: ProjectStepsPageProps & { process: ProjectProcess }) {
  const { locale } = await params;
  if (locale !== 'zh-CN') notFound();
  setRequestLocale(locale);
  const id = Number((await searchParams).id) || undefined;
  const [contact, halls, genres] = await Promise.all([getRichText(locale, '/api/contact_us'), listHalls(locale), listGenres(locale)]);
  return (
    <EnterpriseShell locale={locale} titleKey={`projects.steps.${process}`} wide>
      <ProjectSteps
        process={process}
        selectedId={id}
        halls={halls}
        genres={genres}
        contact={<RichText html={contact} className="text-sm [&_p:last-child]:mb-0!" />}
      >
        {process === 'consultation' && <ConsultationGuide locale={locale} />}
      </ProjectSteps>
    </EnterpriseShell>
  );
}

/** /siteConsultation also explains how renting works and what a project must observe. */
async function ConsultationGuide({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'enterprise.projects' });
  const [steps, notice] = await Promise.all([
    listAllContent(locale, '/api/rental_process'),
    getRichText(locale, '/api/enterprise_project_notice'),
  ]);
  return (
    <>
      {steps.length > 0 && (
        <Panel title={t('process')} testId="project-rental-process">
          <ProcessSteps items={steps} locale={locale} />
        </Panel>
      )}
      <Panel title={t('notice')} testId="project-notice">
        <RichText html={notice} />
      </Panel>
    </>
  );
}
