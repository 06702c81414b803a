import { receiverCalls } from '@/lib/contract/member-calls';
import { accountSwr } from './account-swr';
import { useCall } from './use-call';

/** The member's addresses, the default first. */
export const useReceivers = () => useCall(receiverCalls.list, {}, accountSwr);
