import { enterpriseAccountCalls } from '@/lib/contract/account-calls';
import { accountSwr } from './account-swr';
import { useCall } from './use-call';

/** The logged-in venue renter's company information. */
export const useEnterprise = () => useCall(enterpriseAccountCalls.detail, {}, accountSwr);
