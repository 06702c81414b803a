import { waitingListCalls } from '@/lib/contract/waiting-list';
import { accountSwr } from './account-swr';
import { useCall } from './use-call';

/**
 * The member's places in line and offers (of one session, or all). Read again every 30 seconds while open: a place
 * moves up and an offer arrives without the member doing anything.
 */
export const useWaitingList = (sessionId?: number, enabled = true) =>
  useCall(waitingListCalls.mine, enabled ? { query: sessionId ? { sessionId } : {} } : null, { ...accountSwr, refreshInterval: 30_000 });
