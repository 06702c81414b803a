import { ProjectStepsRoute, projectStepsMetadata, type ProjectStepsPageProps } from '@/components/enterprise/project-steps-route';

// The project comes from `?id=`: rendered per request, like every personal page.
export const dynamic = 'force-dynamic';
export const generateMetadata = projectStepsMetadata('coordination');

export default function ProjectCoordinationPage(props: ProjectStepsPageProps) {
  return <ProjectStepsRoute {...props} process="coordination" />;
}
