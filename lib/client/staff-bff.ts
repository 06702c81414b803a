import type { CallDescription, CallInput } from '@/lib/contract/call';
import { Code, SUCCESS } from '@/lib/contract/codes';
import { CONSOLE_LOGIN } from '@/lib/console/paths';
import { BffError, call, type BffInit } from './bff';
import { sendCall } from './call';

/**
 * The staff console's way to the hall API. Not the public site's §8 rules (they would open a member's login):
 * a staff session that has ended sends the browser to the console's sign-in, and back here after it.
 */
export async function staffBff<T>(path: string, init: BffInit = {}): Promise<T> {
  const envelope = await call<T>(path, init);
  if (envelope.code === SUCCESS) return envelope.data as T;
  if (envelope.code === Code.unauthorized) {
    const back = window.location.pathname + window.location.search;
    window.location.assign(`${CONSOLE_LOGIN}?redirect=${encodeURIComponent(back)}`);
    throw new BffError(envelope, true);
  }
  throw new BffError(envelope);
}

export const staffFetcher = <T>([path, query]: [string, Record<string, string | number | undefined>?]) => staffBff<T>(path, { query });

/** A call of the staff console (lib/contract/call.ts), through the console's transport. */
export const staffCall = <C extends CallDescription>(call: C, input: CallInput<C>) => sendCall(staffBff, call, input);
