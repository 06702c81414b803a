import useSWR, { type SWRConfiguration } from 'swr';
import { readKey } from '@/lib/contract/address';
import type { CallAnswer, CallDescription, CallInput } from '@/lib/contract/call';
import { sendCall, type Transport } from '@/lib/client/call';
import { bff } from '@/lib/client/bff';

/**
 * A call's read through SWR, keyed by its address and input (two inputs, two entries of the cache); no read while
 * `input` is null. The answer is typed, and checked by the call's schema in development and tests. The console
 * passes its own transport (`staffBff`).
 */
export function useCall<C extends CallDescription>(
  call: C,
  input: CallInput<C> | null,
  config?: SWRConfiguration<CallAnswer<C>>,
  transport: Transport = bff,
) {
  return useSWR<CallAnswer<C>, unknown, readonly [string, CallInput<C>] | null>(
    input ? readKey(call, input) : null,
    ([, given]) => sendCall(transport, call, given),
    config,
  );
}
