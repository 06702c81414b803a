'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { bffCall } from '@/lib/client/call';
import { accountCalls, siteAccountCalls } from '@/lib/contract/account-calls';
import { afterPersonalLogin } from '@/lib/client/after-login';
import { useFailureText } from '@/lib/client/failure-text';
import type { FieldErrors } from '@/lib/client/form-errors';
import { CodeField, PhoneField, usePhoneCheck } from '@/components/account/fields';
import { useSlideGate } from '@/components/account/use-slide-gate';
import { submitButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import type { PanelProps } from './panel';

/** Mode 3: a WeChat identity not yet bound is tied to the member of this phone (proved by a LOGIN code). */
export function BindPanel({ bindTicket }: PanelProps & { bindTicket?: string }) {
  const t = useTranslations('login');
  const te = useTranslations('errors');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const checkPhone = usePhoneCheck();
  const failure = useFailureText();
  const gate = useSlideGate('personal');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems: FieldErrors = {
      phone: checkPhone(phone),
      code: /^\d{6}$/.test(code.trim()) ? undefined : te(code.trim() ? 'codeFormat' : 'codeRequired'),
      form: bindTicket ? undefined : te('bindExpired'),
    };
    setErrors(problems);
    if (!bindTicket || Object.values(problems).some(Boolean)) return;
    setBusy(true);
    try {
      await bffCall(siteAccountCalls.wxBind, { body: { bindTicket, phone: phone.trim(), code: code.trim() } });
      afterPersonalLogin();
    } catch (error) {
      setBusy(false);
      setErrors({ form: failure(error) ?? undefined });
    }
  };

  return (
    <div data-testid="login-mode-3">
      <h2 className="pr-8 font-serif text-xl">{t('bindTitle')}</h2>
      {gate.puzzle}
      <form onSubmit={submit} noValidate className="mt-4 space-y-4" hidden={gate.active}>
        <p className="text-muted text-sm">{t('bindLead')}</p>
        <PhoneField id="bind-phone" value={phone} onChange={setPhone} error={errors.phone} />
        <CodeField
          id="bind-code"
          value={code}
          onChange={setCode}
          error={errors.code}
          phone={phone}
          checkPhone={checkPhone}
          pass={gate.pass}
          request={(ticket) => bffCall(accountCalls.sendCode, { body: { phone: phone.trim(), codeType: 'LOGIN', ticket } })}
          report={(next) => setErrors((old) => ({ ...old, ...next }))}
        />
        <FormMessage text={errors.form} testId="login-error" />
        <button type="submit" disabled={busy} className={submitButton} data-testid="bind-submit">
          {t('submitBind')}
        </button>
      </form>
    </div>
  );
}
