'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { bff } from '@/lib/client/bff';
import { toast } from '@/components/ui/toast';
import { isPassword, PASSWORD_MIN } from '@/lib/validation';
import { CodeField, FormError, PasswordField, PhoneField, submitButton, usePhoneCheck, type Errors } from './fields';
import { useFailureText } from './login-errors';
import { useSlideGate } from './use-slide-gate';

/** §5 venue-rental reset: phone, code, new password (8–32 letters and digits) and its confirmation. */
export function EnterpriseResetPanel({ onDone }: { onDone: () => void }) {
  const t = useTranslations('login');
  const te = useTranslations('errors');
  const [form, setForm] = useState({ phone: '', code: '', password: '', password1: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const checkPhone = usePhoneCheck('enterprisePhoneFormat');
  const failure = useFailureText();
  const gate = useSlideGate('enterprise');
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value.trim() }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { code, password, password1 } = form;
    const problems: Errors = {
      phone: checkPhone(form.phone),
      code: code ? undefined : te('codeRequired'),
      password: !password
        ? te('passwordRequired')
        : password.length < PASSWORD_MIN
          ? te('passwordTooShort')
          : isPassword(password)
            ? undefined
            : te('passwordFormat'),
      password1: !password1 ? te('passwordRequired') : password1 === password ? undefined : te('passwordMismatchEnterprise'),
    };
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    try {
      await bff('/api/enterpriseuser/back_password', { method: 'PUT', body: form });
      toast(t('resetDone'), { kind: 'success' });
      onDone();
    } catch (error) {
      setBusy(false);
      setErrors({ form: failure(error) ?? undefined });
    }
  };

  return (
    <div data-testid="enterprise-reset">
      <h2 className="pr-8 font-serif text-xl">{t('enterpriseResetTitle')}</h2>
      {gate.puzzle}
      <form onSubmit={submit} noValidate className="mt-4 space-y-4" hidden={gate.active}>
        <PhoneField id="enterprise-reset-phone" value={form.phone} onChange={set('phone')} error={errors.phone} />
        <CodeField
          id="enterprise-reset-code"
          value={form.code}
          onChange={set('code')}
          error={errors.code}
          phone={form.phone}
          checkPhone={checkPhone}
          pass={gate.pass}
          request={(ticket) =>
            bff('/api/enterpriseuser/send_code', { method: 'POST', body: { phone: form.phone, codeType: 'FORGET_PWD', ticket } })
          }
          report={(next) => setErrors((old) => ({ ...old, ...next }))}
        />
        <PasswordField
          id="enterprise-reset-password"
          label={t('newPassword')}
          fresh
          value={form.password}
          onChange={set('password')}
          error={errors.password}
        />
        <PasswordField
          id="enterprise-reset-password1"
          label={t('confirmPassword')}
          fresh
          value={form.password1}
          onChange={set('password1')}
          error={errors.password1}
        />
        <FormError text={errors.form} testId="enterprise-error" />
        <button type="submit" disabled={busy} className={submitButton} data-testid="enterprise-reset-submit">
          {t('submitReset')}
        </button>
        <button type="button" onClick={onDone} className="text-brand w-full text-center text-sm hover:underline">
          {t('backToLogin')}
        </button>
      </form>
    </div>
  );
}
