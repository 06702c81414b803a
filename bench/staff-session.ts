// A staff member signed in on a hall API from outside it (the bench's and the e2e's content editor): the first
// sign-in's enrolment confirmed with the authenticator's code, then calls with the session's token.
import { codeAt } from '../hall/services/staff/totp';

export type StaffCall = <T = any>(method: string, url: string, body?: object) => Promise<T>;

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
  const login = await call<{ ticket: string; secret: string }>(hall, 'POST', '/api/staff/login', { username, password });
  const { token } = await call<{ token: string }>(hall, 'POST', '/api/staff/totp/confirm', {
    ticket: login.ticket,
    code: codeAt(login.secret, Date.now()),
  });
  return (method, url, body) => call(hall, method, url, body, token);
}
