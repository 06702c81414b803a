import 'server-only';
import { randomBytes } from 'node:crypto';
import { cookies } from 'next/headers';
import { Code, type Envelope } from '@/lib/contract/codes';
import { LANGUAGE_COOKIE, toLocale } from '@/lib/i18n/locales';
import { errorMessage } from '@/lib/i18n/error-messages';

/**
 * The OAuth `state` of a WeChat authorisation: made here, kept in a short-lived HttpOnly cookie, and checked
 * when the code comes back, so a code obtained by someone else cannot be slipped into this browser (CSRF).
 */
const STATE_COOKIE = 'hall_wx_state';

export async function newWechatState(): Promise<string> {
  const state = randomBytes(16).toString('hex');
  (await cookies()).set(STATE_COOKIE, state, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: 600,
    secure: process.env.NODE_ENV === 'production',
  });
  return state;
}

/** Null when the state matches (and spends it); otherwise the envelope refusing the login. */
export async function spendWechatState(state: unknown): Promise<Envelope<unknown> | null> {
  const jar = await cookies();
  const expected = jar.get(STATE_COOKIE)?.value;
  jar.delete(STATE_COOKIE);
  if (expected && typeof state === 'string' && state === expected) return null;
  const locale = toLocale(jar.get(LANGUAGE_COOKIE)?.value);
  return { code: Code.badRequest, subCode: null, subMsg: errorMessage(locale, 'authFailed'), data: null };
}
