import 'server-only';
import type { NextRequest } from 'next/server';
import { Code, SubCode, SUCCESS, type Envelope } from '@/lib/contract/codes';
import { signOf, type Signed } from '@/lib/sign';
import { getLogin } from '@/lib/login-cookie';
import { forwardToHall, type ForwardOptions } from './forward';
import { signSecret } from './sign-secret';

export const envelopeResponse = (envelope: Envelope<unknown>, status = 200) =>
  Response.json(envelope, { status, headers: { 'cache-control': 'no-store' } });

export async function readEnvelope(res: Response): Promise<Envelope<unknown>> {
  return (await res.json().catch(() => ({ code: Code.internal, subCode: null, subMsg: null, data: null }))) as Envelope<unknown>;
}

export const jsonBody = (payload: Record<string, unknown>): ForwardOptions => ({
  body: JSON.stringify(payload),
  headers: { 'content-type': 'application/json' },
});

/** §8: 40003 (and 40005 + 2006, "the same as 40003") clear the token and the login type. */
const endsLogin = (e: Envelope<unknown>) =>
  e.code === Code.unauthorized || (e.code === Code.forbidden && Number(e.subCode) === SubCode.personalLoginNeeded);

/**
 * Any §7 call: forwarded with the login token as the access_token header. When the answer ends the
 * session (the hall API no longer knows the token), the login cookie goes in the same response.
 */
export async function forwardWithLogin(request: NextRequest, path: string, options: ForwardOptions = {}): Promise<Response> {
  const login = await getLogin();
  const res = await forwardToHall(request, path, { ...options, accessToken: login.token });
  // The hall API mirrors 40003 as HTTP 401 and 40005 as 403: only those bodies need reading.
  if ((res.status !== 401 && res.status !== 403) || !login.token) return res;
  const envelope = await readEnvelope(res);
  if (endsLogin(envelope)) login.destroy();
  return envelopeResponse(envelope, res.status);
}

/**
 * §5: the BFF computes `sign` with the secret the browser never sees; a `sign` the browser sent is ignored. The
 * payload is one its route's contract took (lib/bff/body.ts).
 */
export function signed(kind: Signed, payload: Record<string, unknown>) {
  const { sign: _ignored, ...fields } = payload;
  return { ...fields, sign: signOf(kind, fields, signSecret()) };
}

/** A successful answer's token, and the envelope the browser gets without it; null when it carries none. */
export function takeToken(envelope: Envelope<unknown>) {
  const data = envelope.data as Record<string, unknown> | null | undefined;
  if (envelope.code !== SUCCESS || !data || typeof data.token !== 'string') return null;
  const { token, ...rest } = data;
  return { token, data, answer: { ...envelope, data: rest } };
}

/**
 * Login, register and the WeChat logins: forwards the (signed) payload, and when the hall API answers with a
 * token keeps it in the login cookie and gives the browser the same envelope without it.
 */
export async function forwardLogin(request: NextRequest, path: string, payload: Record<string, unknown>): Promise<Response> {
  const login = await getLogin();
  const res = await forwardToHall(request, path, { ...jsonBody(payload), accessToken: login.token });
  const envelope = await readEnvelope(res);
  const taken = takeToken(envelope);
  if (taken && typeof taken.data.loginType === 'number') {
    login.token = taken.token;
    login.loginType = taken.data.loginType;
    await login.save();
    return envelopeResponse(taken.answer, res.status);
  }
  return envelopeResponse(envelope, res.status);
}

/** Logout: the hall API forgets the token, and the cookie goes whatever it answers (the visitor asked to leave). */
export async function forwardLogout(request: NextRequest, path: string): Promise<Response> {
  const login = await getLogin();
  if (login.token) await forwardToHall(request, path, { ...jsonBody({}), accessToken: login.token });
  login.destroy();
  return envelopeResponse({ code: SUCCESS, subCode: null, subMsg: null, data: null });
}
