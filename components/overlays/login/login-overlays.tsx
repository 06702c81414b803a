'use client';

import { useEffect, useState } from 'react';
import { LOGIN_EVENT, type LoginMode, type LoginRequest } from '@/lib/client/login-events';
import { setRedirectUrl } from '@/lib/client/storage';
import { WECHAT_LOGIN_MESSAGE, type WechatLoginMessage } from '@/lib/client/wechat';
import { lazyPart } from '@/components/i18n/lazy-part';
import type { PersonalState } from './personal-overlay';

// The forms load on first open: the layout, on every page, carries only this listener. Each open starts afresh.
const PersonalOverlay = lazyPart(() => import('./personal-overlay').then((m) => m.PersonalOverlay), { intl: true });
const EnterpriseOverlay = lazyPart(() => import('./enterprise-overlay').then((m) => m.EnterpriseOverlay), { intl: true });

/**
 * The two login overlays, opened by the login event (header, pages, the §8 response rules, proxy.ts's
 * `?login=`) and by the WeChat QR pop-up's message. Closing either clears the stored redirect URL (§4).
 */
export function LoginOverlays() {
  const [personal, setPersonal] = useState<PersonalState>(null);
  const [enterprise, setEnterprise] = useState(false);
  useEffect(() => {
    const open = (e: Event) => {
      const detail = (e as CustomEvent<LoginRequest>).detail;
      if (detail?.target === 'enterprise') {
        setPersonal(null);
        setEnterprise(true);
      } else {
        setEnterprise(false);
        setPersonal({ mode: detail?.mode ?? 0, bindTicket: detail?.bindTicket });
      }
    };
    // The pop-up of the QR login (same origin only) reports back here.
    const fromPopup = (e: MessageEvent<WechatLoginMessage>) => {
      if (e.origin !== window.location.origin || e.data?.type !== WECHAT_LOGIN_MESSAGE) return;
      if (e.data.bindTicket) setPersonal({ mode: 3, bindTicket: e.data.bindTicket });
      // Loaded on use: its table of guarded pages has no place in every page's first load.
      else if (e.data.loggedIn) void import('@/lib/client/after-login').then((m) => m.afterPersonalLogin());
    };
    window.addEventListener(LOGIN_EVENT, open);
    window.addEventListener('message', fromPopup);
    return () => {
      window.removeEventListener(LOGIN_EVENT, open);
      window.removeEventListener('message', fromPopup);
    };
  }, []);

  const closePersonal = () => {
    setPersonal(null);
    setRedirectUrl(null);
  };
  const closeEnterprise = () => {
    setEnterprise(false);
    setRedirectUrl(null);
  };
  return (
    <>
      {personal !== null && (
        <PersonalOverlay
          state={personal}
          go={(mode: LoginMode) => setPersonal((s) => (s === null ? s : { ...s, mode }))}
          close={closePersonal}
          toEnterprise={() => {
            setPersonal(null);
            setEnterprise(true);
          }}
        />
      )}
      {enterprise && <EnterpriseOverlay open close={closeEnterprise} />}
    </>
  );
}
