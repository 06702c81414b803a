import useSWR from 'swr';
import type { PointLog } from '@/lib/contract/member';
import type { Paged } from '@/lib/contract/envelope';
import { swrFetcher } from '@/lib/client/bff';
import { accountSwr } from './account-swr';

export const POINT_LOG_PAGE_SIZE = 15;

/** GET /api/member/point_list: one page of the points ledger, newest first, with the current balance. */
export const usePointLog = (page: number) =>
  useSWR<Paged<PointLog> & { balance: number }>(['/api/member/point_list', { page, pageSize: POINT_LOG_PAGE_SIZE }], swrFetcher, {
    ...accountSwr,
    keepPreviousData: true,
  });
