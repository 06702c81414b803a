import { callPath, type CallAnswer, type CallDescription, type CallInput } from '@/lib/contract/call';
import { isAddressOf } from '@/lib/contract/address';
import { devPages } from '@/lib/contract/dev-calls';
import { HALL } from './accounts';

/**
 * A public call of the contract asked of the e2e hall API directly, without a browser or a session (what a journey
 * needs to know of the seed before it starts): its address from the call, its answer parsed with the call's schema.
 */
export async function hallCallOf<C extends CallDescription & { method: 'GET' }>(call: C, input: CallInput<C>): Promise<CallAnswer<C>> {
  const { query, params } = input as { query?: Record<string, string | number>; params?: Record<string, string | number> };
  const url = new URL(callPath(call, params), HALL);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
  const body = (await (await fetch(url)).json()) as { code: number; data: unknown };
  if (body.code !== 20000) throw new Error(`${call.method} ${url.pathname}${url.search} answered ${JSON.stringify(body).slice(0, 200)}`);
  return call.answer.parse(body.data) as CallAnswer<C>;
}

/** Whether the browser is on the payment sandbox's cashier (its page, or its Pay on the way back to the site). */
export const onCashier = (pathname: string) => isAddressOf(devPages.cashier, pathname) || isAddressOf(devPages.cashierPay, pathname);
