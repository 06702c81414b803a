import useSWR from 'swr';
import type { EnterpriseProject, ProjectStep } from '@/lib/contract/enterprise-project';
import type { ProjectProcess } from '@/lib/contract/project-steps';
import { swrFetcher } from '@/lib/client/bff';
import { accountSwr } from './account-swr';

/** GET /api/enterpriseprojectrent/detail: the logged-in venue renter's projects, newest first. */
export const useEnterpriseProjects = () => useSWR<EnterpriseProject[]>(['/api/enterpriseprojectrent/detail'], swrFetcher, accountSwr);

/** GET /api/enterpriseprojectrent/{id}/{process}/detail: one step of one project (nothing asked without a project). */
export const useProjectStep = (id: number | undefined, process: ProjectProcess) =>
  useSWR<ProjectStep>(id ? [`/api/enterpriseprojectrent/${id}/${process}/detail`] : null, swrFetcher, accountSwr);
