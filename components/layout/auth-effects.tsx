'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import type { LayoutWords } from '@/lib/i18n/layout-words';
import { toast } from '@/lib/client/toast';
import { openLogin } from '@/lib/client/login-events';
import { setResponseRuleTexts } from '@/lib/client/response-rules';
import { setPageFlag, setRedirectUrl, takePageFlag } from '@/lib/client/storage';
import { isWechatBrowser, startOfficialAuthorisation, WECHAT_CALLBACKS } from '@/lib/client/wechat';
import { useLogin } from '@/lib/hooks/use-login';

/** One-shot instructions proxy.ts and the WeChat round trip leave in the URL; removed once acted on. */
const INSTRUCTIONS = ['login', 'redirect', 'guard', 'wechat'];
const TRIED_KEY = 'wechatAuthTried';

/**
 * The session's side effects on any page: the route guard's requests (open a login with the page kept as
 * redirect URL; a wrong-account notice through the spec's userPage / enterprisePage flags), and in WeChat's
 * browser the official-account authorisation on first load when not logged in (§1).
 */
export function AuthEffects({ words }: { words: Pick<LayoutWords, 'login' | 'errors'> }) {
  const { login: t, errors: te } = words;
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { loginType, known } = useLogin();

  useEffect(() => setResponseRuleTexts({ authorising: t.authorising }), [t]);

  useEffect(() => {
    const login = searchParams.get('login');
    const guard = searchParams.get('guard');
    if (guard === 'member') setPageFlag('userPage');
    if (guard === 'enterprise') setPageFlag('enterprisePage');
    if (login === 'personal' || login === 'enterprise') {
      setRedirectUrl(searchParams.get('redirect'));
      openLogin(login);
    }
    if (searchParams.get('wechat') === 'failed') toast(te.authFailed, { kind: 'error' });
    if (INSTRUCTIONS.some((key) => searchParams.has(key))) {
      const url = new URL(window.location.href);
      INSTRUCTIONS.forEach((key) => url.searchParams.delete(key));
      window.history.replaceState(window.history.state, '', url);
    }
    // §6: the account of the other kind is told which login the page needs.
    if (takePageFlag('userPage')) toast(te.personalOnly);
    if (takePageFlag('enterprisePage')) toast(te.enterpriseOnly);
  }, [searchParams, te]);

  useEffect(() => {
    if (!known || loginType !== null || !isWechatBrowser() || WECHAT_CALLBACKS.includes(pathname)) return;
    // Once per visit: a visitor who declined is not sent round in circles.
    if (sessionStorage.getItem(TRIED_KEY)) return;
    sessionStorage.setItem(TRIED_KEY, '1');
    startOfficialAuthorisation();
  }, [known, loginType, pathname]);
  return null;
}
