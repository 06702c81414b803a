import type { z } from 'zod';
import { callPath, type CallAnswer, type CallDescription, type CallInput } from '@/lib/contract/call';
import { bff, type BffInit } from './bff';

/**
 * The answer is read with the call's own schema where a renamed field should fail loudly: in development and in
 * the test builds (`NEXT_PUBLIC_CHECK_ANSWERS=1`, set by scripts/test.sh); production trusts the hall API it ships with.
 */
const CHECK_ANSWERS = process.env.NODE_ENV === 'development' || process.env.NEXT_PUBLIC_CHECK_ANSWERS === '1';

/** The way a call goes: the site's BFF with §8's rules (`bff`) or the console's (`staffBff`). */
export type Transport = (path: string, init: BffInit) => Promise<unknown>;

/** A call of the hall API through a transport: its address from the contract, its input typed, its answer checked. */
export async function sendCall<C extends CallDescription>(
  transport: Transport,
  call: C,
  input: CallInput<C>,
  signal?: AbortSignal,
): Promise<CallAnswer<C>> {
  const { query, params, body } = input as {
    query?: Record<string, string | number | undefined>;
    params?: Record<string, string | number>;
    body?: unknown;
  };
  const data = await transport(callPath(call, params), { method: call.method, query, body, signal });
  return checkedAnswer(call, data);
}

/** The answer, read with the call's schema in development and the test builds (see CHECK_ANSWERS). */
export const checkedAnswer = <C extends Pick<CallDescription, 'answer'>>(call: C, data: unknown) =>
  (CHECK_ANSWERS ? call.answer.parse(data) : data) as z.output<C['answer']>;

/** A call from the public site's browser code, through the BFF. */
export const bffCall = <C extends CallDescription>(call: C, input: CallInput<C>, init: { signal?: AbortSignal } = {}) =>
  sendCall(bff, call, input, init.signal);
