import { notFound } from 'next/navigation';
import { ProjectStepsRoute, projectStepsMetadata, type ProjectStepsPageProps } from '@/components/enterprise/project-steps-route';
import type { Locale } from '@/lib/i18n/locales';
import { PROJECT_PROCESSES, type ProjectProcess } from '@/lib/contract/project-steps';

// The project comes from `?id=`: rendered per request, like every personal page.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale; step: string }>; searchParams: ProjectStepsPageProps['searchParams'] };

/** The step a venue-rental project page shows (§2's nine pages: lib/routes.ts sends each here with its step). */
async function stepOf(params: Props['params']): Promise<ProjectProcess> {
  const { step } = await params;
  if (!(PROJECT_PROCESSES as readonly string[]).includes(step)) notFound();
  return step as ProjectProcess;
}

export async function generateMetadata(props: Props) {
  return projectStepsMetadata(await stepOf(props.params))(props);
}

export default async function ProjectStepPage(props: Props) {
  return <ProjectStepsRoute {...props} process={await stepOf(props.params)} />;
}
