import useSWR from 'swr';
import type { EnterpriseProject, ProjectStep } from '@/lib/contract/enterprise-project';
import type { ProjectProcess } from '@/lib/contract/project-steps';
import { swrFetcher } from '@/lib/client/bff';
import { accountSwr } from './account-swr';

/** GET /api/enterpriseprojectrent/detail: the logged-in venue renter's projects, newest first. */
export const useEnterpriseProjects = () => useSWR<EnterpriseProject[]>(['/api/enterpriseprojectrent/detail'], swrFetcher, accountSwr);

/** How often the ticketing page reads its live sales again. */
const SALES_REFRESH_MS = 30_000;

/**
 * GET /api/enterpriseprojectrent/{id}/{process}/detail: one step of one project (nothing asked without a project);
 * the ticketing step again every 30 s once its performance is on sale, for its live sales.
 */
export const useProjectStep = (id: number | undefined, process: ProjectProcess) =>
  useSWR<ProjectStep>(id ? [`/api/enterpriseprojectrent/${id}/${process}/detail`] : null, swrFetcher, {
    ...accountSwr,
    refreshInterval: (step) => (process === 'ticketing' && step?.ticketing.performanceId ? SALES_REFRESH_MS : 0),
  });
