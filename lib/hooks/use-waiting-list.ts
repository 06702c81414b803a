import { waitingListAddresses } from '@/lib/contract/addresses';
import type { waitingListCalls } from '@/lib/contract/waiting-list';
import { accountSwr } from './account-swr';
import { useAddress } from './use-address';

/**
 * The member's places in line and offers (of one session, or all). Read again every 30 seconds while open: a place
 * moves up and an offer arrives without the member doing anything.
 */
export const useWaitingList = (sessionId?: number, enabled = true) =>
  useAddress<typeof waitingListCalls.mine>(waitingListAddresses.mine, enabled ? { query: sessionId ? { sessionId } : {} } : null, {
    ...accountSwr,
    refreshInterval: 30_000,
  });
