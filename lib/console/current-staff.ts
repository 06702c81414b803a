import 'server-only';
import { redirect } from 'next/navigation';
import { staffMe, type StaffMe } from '@/lib/contract/staff';
import { hallGet, HallResponseError } from '@/lib/hall/client';
import type { Locale } from '@/lib/i18n/locales';
import { getStaffLogin } from '@/lib/staff-cookie';
import { CONSOLE_LOGIN } from './paths';

/**
 * The signed-in staff member of a console page, asked of the hall API on every page (a session ends by
 * inactivity or an administrator's change, not when the cookie says). Without one, the sign-in, then back here.
 */
export async function currentStaff(locale: Locale, path: string): Promise<StaffMe> {
  const login = await getStaffLogin();
  let staff: StaffMe | null = null;
  if (login.token) {
    try {
      staff = await hallGet('/api/staff/me', staffMe, { locale, staffToken: login.token });
    } catch (error) {
      // A refusal (40003: the session has ended) is a sign-in; a hall API that cannot answer is the error page.
      if (!(error instanceof HallResponseError)) throw error;
    }
  }
  if (!staff) redirect(`${CONSOLE_LOGIN}?redirect=${encodeURIComponent(path)}`);
  return staff;
}
