import type { ProjectProcess } from '@/lib/contract/project-steps';
import { renterCalls } from '@/lib/contract/rental-calls';
import { accountSwr } from './account-swr';
import { useCall } from './use-call';

/** The logged-in venue renter's projects, newest first. */
export const useEnterpriseProjects = () => useCall(renterCalls.projects, {}, accountSwr);

/** How often the ticketing page reads its live sales again. */
const SALES_REFRESH_MS = 30_000;

/**
 * One step of one project (nothing asked without a project); the ticketing step again every 30 s once its
 * performance is on sale, for its live sales.
 */
export const useProjectStep = (id: number | undefined, process: ProjectProcess) =>
  useCall(renterCalls.step, id ? { params: { id, process } } : null, {
    ...accountSwr,
    refreshInterval: (step) => (process === 'ticketing' && step?.ticketing.performanceId ? SALES_REFRESH_MS : 0),
  });
