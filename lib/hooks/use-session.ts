import { useEffect } from 'react';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/client/bff';
import { SESSION_EVENT } from '@/lib/client/login-events';
import { setLoginType } from '@/lib/client/storage';

export const SESSION_KEY = ['/api/session'] as const;
type SessionAnswer = { loginType: number | null };

/**
 * Who is logged in, from GET /api/session (the BFF reads the HttpOnly cookie; the token never reaches the
 * page). The cached layout renders the same HTML for everyone, so the header asks here, in the browser.
 */
export function useSession() {
  const { data, mutate } = useSWR<SessionAnswer>(SESSION_KEY, swrFetcher, { dedupingInterval: 2_000 });
  useEffect(() => {
    const refresh = () => void mutate();
    window.addEventListener(SESSION_EVENT, refresh);
    return () => window.removeEventListener(SESSION_EVENT, refresh);
  }, [mutate]);
  // The spec's local login type follows the cookie, which is the truth.
  useEffect(() => {
    if (data) setLoginType(data.loginType);
  }, [data]);
  return { loginType: data?.loginType ?? null, known: data !== undefined };
}
