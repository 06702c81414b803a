// A staff member signed in on a hall API from outside it (the bench's and the e2e's content editor): the first
// sign-in's enrolment confirmed with the authenticator's code, then calls with the session's token.
import { codeAt } from '../hall/services/staff/totp';
import { callHref, type CallAnswer, type CallDescription, type CallInput, type HrefInput } from '../lib/contract/call';
import { staffSessionCalls } from '../lib/contract/staff-session-calls';

/** A call of the staff console made with the session's token: its address from the call, its answer parsed with it. */
export type StaffCall = <C extends CallDescription>(call: C, input: CallInput<C>) => Promise<CallAnswer<C>>;

async function call<T>(hall: string, method: string, url: string, body?: object, token?: string): Promise<T> {
  const res = await fetch(`${hall}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { staff_token: token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (json.code !== 20000) throw new Error(`${method} ${url}: ${JSON.stringify(json)}`);
  return json.data;
}

export async function staffSession(hall: string, username: string, password: string): Promise<StaffCall> {
  const { login: signIn, confirm } = staffSessionCalls;
  const login = await call<{ ticket: string; secret: string }>(hall, signIn.method, signIn.path, { username, password });
  const { token } = await call<{ token: string }>(hall, confirm.method, confirm.path, {
    ticket: login.ticket,
    code: codeAt(login.secret, Date.now()),
  });
  return async (c, input) => {
    const { body, ...address } = input as {
      body?: object;
      query?: Record<string, string | number>;
      params?: Record<string, string | number>;
    };
    return c.answer.parse(await call(hall, c.method, callHref(c, address as HrefInput<typeof c>), body, token)) as CallAnswer<typeof c>;
  };
}
