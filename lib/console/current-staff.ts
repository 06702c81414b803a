import 'server-only';
import { redirect } from 'next/navigation';
import { SUCCESS, type Envelope } from '@/lib/contract/codes';
import type { StaffMe } from '@/lib/contract/staff';
import { hallBaseUrl, HALL_TIMEOUT_MS, HallUnavailableError } from '@/lib/hall/client';
import type { Locale } from '@/lib/i18n/locales';
import { getStaffLogin } from '@/lib/staff-cookie';
import { CONSOLE_LOGIN } from './paths';

/**
 * The signed-in staff member of a console page, asked of the hall API on every page (a session ends by
 * inactivity or an administrator's change, not when the cookie says). Without one, the sign-in, then back here.
 */
export async function currentStaff(locale: Locale, path: string): Promise<StaffMe> {
  const login = await getStaffLogin();
  const back = `${CONSOLE_LOGIN}?redirect=${encodeURIComponent(path)}`;
  if (!login.token) redirect(back);
  let envelope: Envelope<StaffMe>;
  try {
    const res = await fetch(new URL('/api/staff/me', hallBaseUrl()), {
      headers: { staff_token: login.token, language: locale, accept: 'application/json' },
      signal: AbortSignal.timeout(HALL_TIMEOUT_MS),
      cache: 'no-store',
    });
    envelope = (await res.json()) as Envelope<StaffMe>;
  } catch (error) {
    throw new HallUnavailableError(error);
  }
  if (envelope.code !== SUCCESS || !envelope.data) redirect(back);
  return envelope.data;
}
