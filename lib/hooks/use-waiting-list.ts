import useSWR from 'swr';
import type { WaitingEntryView } from '@/lib/contract/waiting-list';
import { swrFetcher } from '@/lib/client/bff';
import { accountSwr } from './account-swr';

/**
 * GET /api/waiting_list: the member's places in line and offers (of one session, or all). Read again every
 * 30 seconds while open: a place moves up and an offer arrives without the member doing anything.
 */
export const useWaitingList = (sessionId?: number, enabled = true) =>
  useSWR<WaitingEntryView[]>(enabled ? ['/api/waiting_list', sessionId ? { sessionId } : {}] : null, swrFetcher, {
    ...accountSwr,
    refreshInterval: 30_000,
  });
