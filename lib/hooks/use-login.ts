import { useEffect, useSyncExternalStore } from 'react';
import { bffAt } from '@/lib/client/address';
import { sessionAddress } from '@/lib/contract/addresses';
import type { siteAccountCalls } from '@/lib/contract/account-calls';
import type { CallAnswer } from '@/lib/contract/call';
import { LOGIN_CHANGED_EVENT } from '@/lib/client/login-events';
import { setLoginType } from '@/lib/client/storage';

type LoginAnswer = CallAnswer<typeof siteAccountCalls.session>;

// One answer for the whole page, asked once and again on LOGIN_CHANGED_EVENT (login, logout). No SWR here: this
// hook is on every page, and the header's first load stays small without it.
let answer: LoginAnswer | undefined;
let asking: Promise<void> | null = null;
const listeners = new Set<() => void>();

function ask() {
  asking ??= bffAt<typeof siteAccountCalls.session>(sessionAddress, {})
    .then(
      (a) => void (answer = a),
      () => void (answer = { loginType: null }),
    )
    .finally(() => {
      asking = null;
      listeners.forEach((l) => l());
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (answer === undefined) ask();
  window.addEventListener(LOGIN_CHANGED_EVENT, ask);
  return () => {
    listeners.delete(listener);
    window.removeEventListener(LOGIN_CHANGED_EVENT, ask);
  };
}

/**
 * Who is logged in, from the session call (the BFF reads the HttpOnly cookie; the token never reaches the
 * page). The cached layout renders the same HTML for everyone, so the header asks here, in the browser.
 */
export function useLogin() {
  const data = useSyncExternalStore(
    subscribe,
    () => answer,
    () => undefined,
  );
  // The spec's local login type follows the cookie, which is the truth.
  useEffect(() => {
    if (data) setLoginType(data.loginType);
  }, [data]);
  return { loginType: data?.loginType ?? null, known: data !== undefined };
}
