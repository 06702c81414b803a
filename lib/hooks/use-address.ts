import useSWR, { type SWRConfiguration } from 'swr';
import type { CallAnswer, CallDescription, CallInput } from '@/lib/contract/call';
import { bffAt } from '@/lib/client/address';
import { readKey } from '@/lib/contract/address';

/** `useCall` by address, for pages kept free of zod: the same cache key as the call's, so either one refreshes both. */
export function useAddress<C extends CallDescription>(
  address: Pick<C, 'method' | 'path'>,
  input: CallInput<C> | null,
  config?: SWRConfiguration<CallAnswer<C>>,
) {
  return useSWR<CallAnswer<C>, unknown, readonly [string, CallInput<C>] | null>(
    input ? readKey(address, input) : null,
    ([, given]) => bffAt<C>(address, given),
    config,
  );
}
