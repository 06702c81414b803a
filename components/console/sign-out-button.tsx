'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { call } from '@/lib/client/bff';
import { CONSOLE_LOGIN } from '@/lib/console/paths';
import { callPath } from '@/lib/contract/call';
import { siteStaffSessionCalls } from '@/lib/contract/staff-session-calls';

/** Ends the staff session (the hall API forgets it, the BFF drops the cookie) and goes to the sign-in. */
export function SignOutButton() {
  const t = useTranslations('console.nav');
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    await call(callPath(siteStaffSessionCalls.logout), { method: siteStaffSessionCalls.logout.method, body: {} }).catch(() => undefined);
    window.location.assign(CONSOLE_LOGIN);
  }
  return (
    <button
      type="button"
      onClick={signOut}
      disabled={busy}
      className="rounded border border-white/40 px-3 py-1.5 whitespace-nowrap hover:bg-white/10"
      data-testid="console-sign-out"
    >
      {busy ? t('signingOut') : t('signOut')}
    </button>
  );
}
