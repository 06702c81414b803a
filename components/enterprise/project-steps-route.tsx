import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { ProjectProcess } from '@/lib/contract/project-steps';
import { getRichText } from '@/lib/hall/content';
import { listGenres, listHalls } from '@/lib/hall/performance';
import { RichText } from '@/components/content/rich-text';
import { Panel } from '@/components/ui/panel';
import { EnterpriseShell, enterpriseMetadata } from './enterprise-shell';
import { ProjectSteps } from './project-steps';
import { ProjectStepsGuide } from './project-steps-guide';
import { richTextCalls } from '@/lib/contract/content-calls';

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
  const [contact, halls, genres] = await Promise.all([getRichText(locale, richTextCalls.contactUs), listHalls(locale), listGenres(locale)]);
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

/**
 * /siteConsultation also explains how renting works, by the tracker's own nine steps (not the venue page's
 * summary of the process, which groups them), and what a project must observe.
 */
async function ConsultationGuide({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'enterprise.projects' });
  const notice = await getRichText(locale, richTextCalls.enterpriseProjectNotice);
  return (
    <>
      <ProjectStepsGuide locale={locale} />
      <Panel title={t('notice')} testId="project-notice">
        <RichText html={notice} />
      </Panel>
    </>
  );
}
