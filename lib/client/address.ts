import { addressPath } from '@/lib/contract/address';
import type { CallAnswer, CallDescription, CallInput } from '@/lib/contract/call';
import { bff } from './bff';

/**
 * A call made by its address, for pages kept free of zod (lib/contract/address.ts): `bffAt<typeof calls.x>(addresses.x,
 * input)`, typed as the call, its answer not parsed (wherever `bffCall` makes the same call in the tests, it is).
 */
export function bffAt<C extends CallDescription>(
  address: Pick<C, 'method' | 'path'>,
  input: CallInput<C>,
  init: { signal?: AbortSignal } = {},
): Promise<CallAnswer<C>> {
  const { query, params, body } = input as {
    query?: Record<string, string | number | undefined>;
    params?: Record<string, string | number>;
    body?: unknown;
  };
  return bff(addressPath(address, params), { method: address.method, query, body, signal: init.signal }) as Promise<CallAnswer<C>>;
}
