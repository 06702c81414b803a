import { memberCalls } from '@/lib/contract/member-calls';
import { accountSwr } from './account-swr';
import { useCall } from './use-call';

/** Profile, membership card, level, points and VIP expiry. */
export const useMember = () => useCall(memberCalls.detail, {}, accountSwr);
