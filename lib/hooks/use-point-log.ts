import { memberCalls } from '@/lib/contract/member-calls';
import { accountSwr } from './account-swr';
import { useCall } from './use-call';

export const POINT_LOG_PAGE_SIZE = 15;

/** One page of the points ledger, newest first, with the current balance. */
export const usePointLog = (page: number) =>
  useCall(memberCalls.pointLog, { query: { page, pageSize: POINT_LOG_PAGE_SIZE } }, { ...accountSwr, keepPreviousData: true });
