'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { bffCall } from '@/lib/client/call';
import { accountCalls, siteAccountCalls } from '@/lib/contract/account-calls';
import { afterPersonalLogin } from '@/lib/client/after-login';
import { isWechatBrowser } from '@/lib/client/wechat';
import { useFailureText } from '@/lib/client/failure-text';
import type { FieldErrors } from '@/lib/client/form-errors';
import { CodeField, PasswordField, PhoneField, usePhoneCheck } from '@/components/account/fields';
import { useSlideGate } from '@/components/account/use-slide-gate';
import { submitButton, textLink } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import type { PanelProps } from './panel';
import { wechatAuthorizeAddress } from '@/lib/contract/addresses';

type Method = 'PASSWORD' | 'CODE';

/** Mode 0: log in by password or by SMS code; the way to venue-rental login (Chinese only), reset, sign-up, benefits, WeChat. */
export function LoginPanel({ go, toEnterprise }: PanelProps & { toEnterprise: () => void }) {
  const t = useTranslations('login');
  const te = useTranslations('errors');
  const locale = useLocale();
  const [method, setMethod] = useState<Method>('PASSWORD');
  const [phone, setPhone] = useState('');
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const checkPhone = usePhoneCheck();
  const failure = useFailureText();
  const gate = useSlideGate('personal');

  // §4: switching between password and code clears both.
  const switchTo = (next: Method) => {
    setMethod(next);
    setSecret('');
    setErrors({});
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems: FieldErrors = {
      phone: checkPhone(phone),
      secret: secret.trim() ? undefined : te(method === 'PASSWORD' ? 'passwordRequired' : 'codeRequired'),
    };
    setErrors(problems);
    if (problems.phone || problems.secret) return;
    try {
      const ticket = await gate.pass();
      setBusy(true);
      await bffCall(siteAccountCalls.login, { body: { phone: phone.trim(), type: method, password: secret.trim(), ticket } });
      afterPersonalLogin();
    } catch (error) {
      setBusy(false);
      setErrors({ form: failure(error) ?? undefined });
    }
  };

  const tab = (active: boolean) =>
    `min-h-11 flex-1 border-b-2 px-2 text-sm font-medium ${active ? 'border-brand text-brand' : 'text-muted hover:text-ink border-transparent'}`;
  return (
    <div data-testid="login-mode-0">
      <h2 className="pr-8 font-serif text-xl">{t('title')}</h2>
      {gate.puzzle}
      <div hidden={gate.active}>
        <div role="tablist" aria-label={t('methods')} className="border-line mt-4 flex border-b">
          {(['PASSWORD', 'CODE'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={method === m}
              onClick={() => switchTo(m)}
              className={tab(method === m)}
              data-testid={`login-tab-${m.toLowerCase()}`}
            >
              {t(m === 'PASSWORD' ? 'passwordTab' : 'codeTab')}
            </button>
          ))}
          {locale === 'zh-CN' && (
            <button
              type="button"
              role="tab"
              aria-selected={false}
              onClick={toEnterprise}
              className={tab(false)}
              data-testid="login-tab-enterprise"
            >
              {t('enterpriseTitle')}
            </button>
          )}
        </div>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <PhoneField id="login-phone" value={phone} onChange={setPhone} error={errors.phone} />
          {method === 'PASSWORD' ? (
            <PasswordField id="login-password" value={secret} onChange={setSecret} error={errors.secret} />
          ) : (
            <CodeField
              id="login-code"
              value={secret}
              onChange={setSecret}
              error={errors.secret ?? errors.code}
              phone={phone}
              checkPhone={checkPhone}
              pass={gate.pass}
              request={(ticket) => bffCall(accountCalls.sendCode, { body: { phone: phone.trim(), codeType: 'LOGIN', ticket } })}
              report={(next) => setErrors((old) => ({ ...old, ...next, secret: undefined }))}
            />
          )}
          <FormMessage text={errors.form} testId="login-error" />
          <button type="submit" disabled={busy} className={submitButton} data-testid="login-submit">
            {t('submitLogin')}
          </button>
        </form>
        <div className="mt-4 flex items-center justify-between">
          <button type="button" onClick={() => go(1)} className={textLink} data-testid="login-forgot">
            {t('forgot')}
          </button>
          <button type="button" onClick={() => go(2)} className={textLink} data-testid="login-to-register">
            {t('toRegister')}
          </button>
        </div>
        <div className="border-line mt-4 flex items-center justify-between border-t pt-4">
          <button type="button" onClick={() => go(7)} className={textLink} data-testid="login-benefits">
            {t('benefitsTitle')}
          </button>
          <WechatQrButton />
        </div>
      </div>
    </div>
  );
}

/** Desktop only, outside WeChat: WeChat's QR login in a pop-up that comes back to /vxLogin (see wechat-callback.tsx). */
function WechatQrButton() {
  const t = useTranslations('login');
  const open = () => {
    const url = `${wechatAuthorizeAddress.path}?kind=web`;
    const popup = window.open(url, 'hall-wechat-login', 'popup,width=640,height=680');
    if (!popup) window.location.assign(url);
  };
  if (typeof navigator !== 'undefined' && isWechatBrowser()) return null;
  return (
    <button
      type="button"
      onClick={open}
      className="hidden items-center gap-1.5 text-sm text-[#067a43] hover:underline lg:inline-flex"
      data-testid="login-wechat"
    >
      <span aria-hidden className="inline-block size-2.5 rounded-full bg-[#07c160]" />
      {t('wechatLogin')}
    </button>
  );
}
