'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { bffCall } from '@/lib/client/call';
import { siteAccountCalls } from '@/lib/contract/account-calls';
import { afterEnterpriseLogin } from '@/lib/client/after-login';
import { PASSWORD_MIN } from '@/lib/validation';
import { useFailureText } from '@/lib/client/failure-text';
import type { FieldErrors } from '@/lib/client/form-errors';
import { PasswordField, PhoneField, usePhoneCheck } from '@/components/account/fields';
import { useSlideGate } from '@/components/account/use-slide-gate';
import { submitButton, textLink } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';

/** §2/§5 venue-rental login: inputs trimmed, phone required and valid, password at least 8; failure under the form. */
export function EnterpriseLoginPanel({ onForgot, close }: { onForgot: () => void; close: () => void }) {
  const t = useTranslations('login');
  const te = useTranslations('errors');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const checkPhone = usePhoneCheck('enterprisePhoneFormat');
  const failure = useFailureText();
  const gate = useSlideGate('enterprise');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const secret = password.trim();
    const problems: FieldErrors = {
      phone: checkPhone(phone),
      password: !secret ? te('passwordRequired') : secret.length < PASSWORD_MIN ? te('passwordTooShort') : undefined,
    };
    setErrors(problems);
    if (problems.phone || problems.password) return;
    try {
      const ticket = await gate.pass();
      setBusy(true);
      await bffCall(siteAccountCalls.enterpriseLogin, { body: { phone: phone.trim(), type: 'PASSWORD', password: secret, ticket } });
      afterEnterpriseLogin();
      close();
    } catch (error) {
      setBusy(false);
      setErrors({ form: failure(error) ?? undefined });
    }
  };

  return (
    <div data-testid="enterprise-login">
      <h2 className="pr-8 font-serif text-xl">{t('enterpriseTitle')}</h2>
      {gate.puzzle}
      <form onSubmit={submit} noValidate className="mt-4 space-y-4" hidden={gate.active}>
        <PhoneField id="enterprise-phone" value={phone} onChange={setPhone} error={errors.phone} />
        <PasswordField id="enterprise-password" value={password} onChange={setPassword} error={errors.password} />
        <button type="submit" disabled={busy} className={submitButton} data-testid="enterprise-submit">
          {t('submitLogin')}
        </button>
        <FormMessage text={errors.form} testId="enterprise-error" />
        <div className="flex items-center justify-between">
          <button type="button" onClick={onForgot} className={textLink} data-testid="enterprise-forgot">
            {t('forgot')}
          </button>
          <Link href="/siteRegister" onClick={close} className={textLink} data-testid="enterprise-register">
            {t('enterpriseRegister')}
          </Link>
        </div>
      </form>
    </div>
  );
}
