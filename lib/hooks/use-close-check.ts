import useSWR, { mutate } from 'swr';
import type { CloseCheck } from '@/lib/contract/data-rights';
import { swrFetcher } from '@/lib/client/bff';
import { accountSwr } from './account-swr';

const KEY: [string] = ['/api/member/close_account'];

/**
 * GET /api/member/close_account: what stands in the way of closing the account, asked only while the member is
 * looking at the closing (`asking`), and afresh each time: what they settled a moment ago counts at once.
 */
export const useCloseCheck = (asking: boolean) =>
  useSWR<CloseCheck>(asking ? KEY : null, swrFetcher, { ...accountSwr, dedupingInterval: 0, revalidateOnMount: true });

/** Forgets the last answer, so the next look at the closing shows nothing stale while it asks again. */
export const forgetCloseCheck = () => mutate(KEY, undefined, { revalidate: false });
