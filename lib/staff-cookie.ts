import 'server-only';
import { cookies } from 'next/headers';
import { getIronSession, unsealData, type SessionOptions } from 'iron-session';
import { loginCookiePassword } from './login-cookie';

/**
 * The staff console's session: the hall API's staff token, sealed by iron-session in an HttpOnly cookie of its
 * own, beside (never instead of) a member's. SameSite=Strict: a link from another site opens the console's
 * sign-in, never a signed-in page. The hall API ends the session after inactivity; the cookie lives 12 hours.
 */
export type StaffLogin = { token: string };

export const STAFF_COOKIE = 'hall_staff';
const TTL_SECONDS = 12 * 3600;

export function staffCookieOptions(): SessionOptions {
  return {
    cookieName: STAFF_COOKIE,
    password: loginCookiePassword(),
    ttl: TTL_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'strict', secure: process.env.NODE_ENV === 'production', path: '/' },
  };
}

export async function getStaffLogin() {
  return getIronSession<StaffLogin>(await cookies(), staffCookieOptions());
}

/** Reads the sealed cookie without touching the response: proxy.ts guards the console's pages with it. */
export async function readStaffLogin(seal: string | undefined): Promise<StaffLogin | null> {
  if (!seal) return null;
  const data = await unsealData<Partial<StaffLogin>>(seal, { password: loginCookiePassword(), ttl: TTL_SECONDS });
  return typeof data.token === 'string' ? { token: data.token } : null;
}
