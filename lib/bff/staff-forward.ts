import 'server-only';
import type { NextRequest } from 'next/server';
import { Code, SUCCESS, type Envelope } from '@/lib/contract/codes';
import { getStaffLogin } from '@/lib/staff-cookie';
import { forwardToHall } from './forward';
import { envelopeResponse, readPayload } from './login-forward';

const readEnvelope = async (res: Response): Promise<Envelope<unknown>> =>
  (await res.json().catch(() => ({ code: Code.internal, subCode: null, subMsg: null, data: null }))) as Envelope<unknown>;

/**
 * A staff console call: forwarded with the staff session's token, never a member's. When the hall API no longer
 * knows the session (40003: idle too long, the account changed), the staff cookie goes in the same response.
 */
export async function forwardStaff(request: NextRequest, path: string): Promise<Response> {
  const login = await getStaffLogin();
  const res = await forwardToHall(request, path, { staffToken: login.token });
  if (res.status !== 401 || !login.token) return res;
  const envelope = await readEnvelope(res);
  login.destroy();
  return envelopeResponse(envelope, res.status);
}

/**
 * The calls that answer a staff token (sign-in, the enrolment's confirmation, a password change): the token is
 * kept in the staff cookie, and the browser gets the same envelope without it.
 */
export async function forwardStaffLogin(request: NextRequest, path: string): Promise<Response> {
  const login = await getStaffLogin();
  const res = await forwardToHall(request, path, {
    staffToken: login.token,
    body: JSON.stringify(await readPayload(request)),
    headers: { 'content-type': 'application/json' },
  });
  const envelope = await readEnvelope(res);
  const data = envelope.data as Record<string, unknown> | null | undefined;
  if (envelope.code === SUCCESS && data && typeof data.token === 'string') {
    const { token, ...rest } = data;
    login.token = token;
    await login.save();
    return envelopeResponse({ ...envelope, data: rest }, res.status);
  }
  if (res.status === 401 && login.token) login.destroy();
  return envelopeResponse(envelope, res.status);
}

/** Signing out: the hall API ends the session, and the cookie goes whatever it answers. */
export async function forwardStaffLogout(request: NextRequest): Promise<Response> {
  const login = await getStaffLogin();
  const res = await forwardToHall(request, '/api/staff/logout', {
    staffToken: login.token,
    body: '{}',
    headers: { 'content-type': 'application/json' },
  });
  const envelope = await readEnvelope(res);
  login.destroy();
  return envelopeResponse(envelope.code === Code.unauthorized ? { ...envelope, code: SUCCESS, subMsg: null } : envelope, 200);
}
