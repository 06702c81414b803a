import { buyerCalls } from '@/lib/contract/member-calls';
import { accountSwr } from './account-swr';
import { useCall } from './use-call';

/** The member's regular purchasers (certificate numbers come masked). */
export const useBuyers = () => useCall(buyerCalls.list, {}, accountSwr);
