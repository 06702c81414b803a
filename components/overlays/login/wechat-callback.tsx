'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { bffCall } from '@/lib/client/call';
import { siteAccountCalls } from '@/lib/contract/account-calls';
import { afterPersonalLogin } from '@/lib/client/after-login';
import { openLogin } from '@/lib/client/login-events';
import { WECHAT_LOGIN_MESSAGE, type WechatLoginMessage } from '@/lib/client/wechat';
import { useFailureText } from '@/lib/client/failure-text';
import { wechatAuthorizeAddress } from '@/lib/contract/addresses';

/**
 * /vxLogin (QR login, often in the pop-up) and /publicWxLogin (official account, inside WeChat): the code
 * and state of the redirect go to the BFF, which logs in or answers that the phone must be bound (mode 3).
 * In the pop-up the page that opened it is told and the pop-up closes.
 */
export function WechatCallback({ kind }: { kind: 'web' | 'official' }) {
  const t = useTranslations('login');
  const failure = useFailureText();
  const params = useSearchParams();
  const [answered, setState] = useState<{ error?: string; bind?: boolean }>({});
  // WeChat sends no code when the visitor refused: nothing to ask the BFF.
  const state = params.get('code') ? answered : { error: t('wechatFailed') };
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const opener = window.opener && !window.opener.closed ? (window.opener as Window) : null;
    const report = (message: Omit<WechatLoginMessage, 'type'>) => {
      if (!opener) return false;
      try {
        opener.postMessage({ type: WECHAT_LOGIN_MESSAGE, ...message }, window.location.origin);
        window.close();
        return true;
      } catch {
        return false; // the opener moved on to another origin
      }
    };
    if (!code) return;
    bffCall(kind === 'web' ? siteAccountCalls.wxLogin : siteAccountCalls.publicLogin, {
      body: { code, state: params.get('state') ?? '' },
    }).then(
      (answer) => {
        if ('bindRequired' in answer) {
          if (!report({ bindTicket: answer.bindTicket })) {
            setState({ bind: true });
            openLogin('personal', { mode: 3, bindTicket: answer.bindTicket });
          }
        } else if (!report({ loggedIn: true })) afterPersonalLogin();
      },
      (error) => setState({ error: failure(error) ?? t('wechatFailed') }),
    );
  }, [params, kind, t, failure]);

  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center" data-testid="wechat-callback">
      {state.error ? (
        <>
          <p role="alert" className="text-brand">
            {state.error}
          </p>
          <Link href="/" className="text-brand mt-6 inline-block underline">
            {t('goHome')}
          </Link>
        </>
      ) : (
        <p role="status" className="text-muted">
          {state.bind ? t('bindLead') : t('wechatLoggingIn')}
        </p>
      )}
    </div>
  );
}

/** /getPublicCode: starts the official-account authorisation (or passes a code it was given on to /publicWxLogin). */
export function StartOfficialAuthorisation() {
  const t = useTranslations('login');
  const params = useSearchParams();
  useEffect(() => {
    if (params.get('code')) window.location.replace(`/publicWxLogin?${params}`);
    else window.location.replace(`${wechatAuthorizeAddress.path}?kind=official`);
  }, [params]);
  return (
    <p role="status" className="text-muted mx-auto max-w-md px-4 py-16 text-center" data-testid="wechat-authorising">
      {t('authorising')}
    </p>
  );
}
