import 'server-only';
import { cookies } from 'next/headers';
import { getIronSession, unsealData, type SessionOptions } from 'iron-session';

/**
 * The member's login: the hall API's token and the login type, sealed (encrypted and signed) by iron-session
 * in an HttpOnly cookie. The browser never reads the token; it learns the login type from GET /api/session.
 * Stateless, so any number of site instances read it with the same SESSION_PASSWORD.
 */
export type LoginData = { token: string; loginType: number };

export const LOGIN_COOKIE = 'hall_session';
/** 30 days, as long as the hall API's token lives. */
const TTL_SECONDS = 30 * 86_400;
const DEV_SESSION_PASSWORD = 'dev-session-password-not-for-production-use';

/** SESSION_PASSWORD (32 characters at least); the development default is refused in production. */
export function loginCookiePassword(env: Record<string, string | undefined> = process.env): string {
  const password = env.SESSION_PASSWORD || DEV_SESSION_PASSWORD;
  if (password.length < 32) throw new Error('SESSION_PASSWORD must be at least 32 characters');
  if (env.NODE_ENV === 'production' && password === DEV_SESSION_PASSWORD) {
    throw new Error('SESSION_PASSWORD is not set: the development default is refused in production');
  }
  return password;
}

export function loginCookieOptions(): SessionOptions {
  return {
    cookieName: LOGIN_COOKIE,
    password: loginCookiePassword(),
    ttl: TTL_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: process.env.NODE_ENV === 'production', path: '/' },
  };
}

/** The login of the current request, for route handlers (which may save or destroy it). */
export async function getLogin() {
  return getIronSession<LoginData>(await cookies(), loginCookieOptions());
}

/** Reads a sealed cookie value without touching the response: proxy.ts uses it to guard pages. */
export async function readLogin(seal: string | undefined): Promise<LoginData | null> {
  if (!seal) return null;
  const data = await unsealData<Partial<LoginData>>(seal, { password: loginCookiePassword(), ttl: TTL_SECONDS });
  return typeof data.token === 'string' && typeof data.loginType === 'number' ? { token: data.token, loginType: data.loginType } : null;
}
