import 'server-only';
import type { NextRequest } from 'next/server';
import { SUCCESS } from '@/lib/contract/codes';
import { staffSessionCalls } from '@/lib/contract/staff-session-calls';
import { getStaffLogin } from '@/lib/staff-cookie';
import { forwardToHall } from './forward';
import { envelopeResponse, jsonBody, readEnvelope, takeToken } from './login-forward';

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
 * The calls that answer a staff token (sign-in, the enrolment's confirmation, a password change), with a payload
 * their contract took (lib/bff/body.ts): the token is kept in the staff cookie, and the browser gets the same
 * envelope without it.
 */
export async function forwardStaffLogin(request: NextRequest, path: string, payload: Record<string, unknown>): Promise<Response> {
  const login = await getStaffLogin();
  const res = await forwardToHall(request, path, { ...jsonBody(payload), staffToken: login.token });
  const envelope = await readEnvelope(res);
  const taken = takeToken(envelope);
  if (taken) {
    login.token = taken.token;
    await login.save();
    return envelopeResponse(taken.answer, res.status);
  }
  if (res.status === 401 && login.token) login.destroy();
  return envelopeResponse(envelope, res.status);
}

/** Signing out, as a member's logout: the hall API ends the session, and the cookie goes whatever it answers. */
export async function forwardStaffLogout(request: NextRequest): Promise<Response> {
  const login = await getStaffLogin();
  if (login.token) await forwardToHall(request, staffSessionCalls.logout.path, { ...jsonBody({}), staffToken: login.token });
  login.destroy();
  return envelopeResponse({ code: SUCCESS, subCode: null, subMsg: null, data: null });
}
