import { mutate } from 'swr';
import { readKey } from '@/lib/contract/address';
import { dataRightsCalls } from '@/lib/contract/member-calls';
import { accountSwr } from './account-swr';
import { useCall } from './use-call';

const check = dataRightsCalls.check;
/** `useCall`'s key for the check (its address and its empty input), so the answer can be forgotten from outside. */
const KEY = readKey(check, {});

/**
 * GET /api/member/close_account: what stands in the way of closing the account, asked only while the member is
 * looking at the closing (`asking`), and afresh each time: what they settled a moment ago counts at once.
 */
export const useCloseCheck = (asking: boolean) =>
  useCall(check, asking ? {} : null, { ...accountSwr, dedupingInterval: 0, revalidateOnMount: true });

/** Forgets the last answer, so the next look at the closing shows nothing stale while it asks again. */
export const forgetCloseCheck = () => mutate(KEY, undefined, { revalidate: false });
