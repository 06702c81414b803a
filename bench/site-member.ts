// A member signed up through the site's BFF, for a bench step that needs someone else buying: the slide puzzle's
// answer and the texted code come from the hall API's development calls (the bench's hall API runs in
// development, with the sandbox providers), as in e2e/support/accounts.ts.
import { request, type APIRequestContext } from '@playwright/test';
import { accountCalls, siteAccountCalls } from '../lib/contract/account-calls';
import { callHref, type CallAnswer, type CallDescription, type CallInput, type HrefInput } from '../lib/contract/call';
import { devCalls } from '../lib/contract/dev-calls';
import { orderCalls } from '../lib/contract/order-calls';

type Envelope<T> = { code: number; subMsg: string | null; data: T };

export async function siteMember(site: string, hall: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: site, extraHTTPHeaders: { origin: site } });
  const call = async <C extends CallDescription>(c: C, input: CallInput<C>): Promise<CallAnswer<C>> => {
    const path = callHref(c, input as HrefInput<C>);
    const body = (await (await api.fetch(path, { method: c.method, data: (input as { body?: unknown }).body })).json()) as Envelope<
      CallAnswer<C>
    >;
    if (body.code !== 20000) throw new Error(`${c.method} ${path}: ${body.code} ${body.subMsg}`);
    return body.data;
  };
  // The sandbox's calls go to the hall API itself: the site never serves them.
  const hallGet = async <C extends CallDescription>(c: C, input: CallInput<C>): Promise<CallAnswer<C>> =>
    ((await (await fetch(`${hall}${callHref(c, input as HrefInput<C>)}`)).json()) as Envelope<CallAnswer<C>>).data;

  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const { id } = await call(accountCalls.slideChallenge, { query: { kind: 'personal' } });
  const { x } = await hallGet(devCalls.slideAnswer, { query: { id } });
  const { ticket } = await call(accountCalls.slideVerify, { body: { id, x, durationMs: 1_200 } });
  await call(accountCalls.sendCode, { body: { phone, codeType: 'REGISTER', ticket } });
  const { code } = await hallGet(devCalls.smsOutbox, { query: { phone } });
  if (!code) throw new Error(`no code texted to ${phone}`);
  await call(siteAccountCalls.register, { body: { phone, code, password: 'Bench2026seat' } });
  return api;
}

/** Places an order for one seat as that member; true when it was held. */
export async function takeSeat(api: APIRequestContext, sessionId: number, seatId: number): Promise<boolean> {
  const { method, path } = orderCalls.place;
  const res = await api.fetch(path, { method, data: { lines: { sessionId, seatIds: [seatId] } } });
  return ((await res.json()) as Envelope<unknown>).code === 20000;
}
