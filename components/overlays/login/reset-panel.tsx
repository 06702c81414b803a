'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { bff } from '@/lib/client/bff';
import { toast } from '@/components/ui/toast';
import { isPassword } from '@/lib/validation';
import { CodeField, FormError, PasswordField, PhoneField, submitButton, usePhoneCheck, type Errors } from './fields';
import { useFailureText } from './login-errors';
import { useSlideGate } from './use-slide-gate';
import type { PanelProps } from './panel';

/** Mode 1: a FORGET_PWD code sets a new password; success says so and goes back to the login (§4). */
export function ResetPanel({ go }: PanelProps) {
  const t = useTranslations('login');
  const te = useTranslations('errors');
  const [form, setForm] = useState({ phone: '', code: '', password: '', password1: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const checkPhone = usePhoneCheck();
  const failure = useFailureText();
  const gate = useSlideGate('personal');
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems: Errors = {
      phone: checkPhone(form.phone),
      code: /^\d{6}$/.test(form.code.trim()) ? undefined : te(form.code.trim() ? 'codeFormat' : 'codeRequired'),
      password: isPassword(form.password) ? undefined : te(form.password ? 'passwordFormat' : 'passwordRequired'),
      password1: form.password1 === form.password ? undefined : te('passwordMismatch'),
    };
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    try {
      await bff('/api/member/back_password', { method: 'PUT', body: { ...form, phone: form.phone.trim(), code: form.code.trim() } });
      toast(t('resetDone'), { kind: 'success' });
      go(0);
    } catch (error) {
      setBusy(false);
      setErrors({ form: failure(error) ?? undefined });
    }
  };

  return (
    <div data-testid="login-mode-1">
      <h2 className="pr-8 font-serif text-xl">{t('resetTitle')}</h2>
      {gate.puzzle}
      <form onSubmit={submit} noValidate className="mt-4 space-y-4" hidden={gate.active}>
        <PhoneField id="reset-phone" value={form.phone} onChange={set('phone')} error={errors.phone} />
        <CodeField
          id="reset-code"
          value={form.code}
          onChange={set('code')}
          error={errors.code}
          phone={form.phone}
          checkPhone={checkPhone}
          pass={gate.pass}
          request={(ticket) =>
            bff('/api/common/send_code', { method: 'POST', body: { phone: form.phone.trim(), codeType: 'FORGET_PWD', ticket } })
          }
          report={(next) => setErrors((old) => ({ ...old, ...next }))}
        />
        <PasswordField
          id="reset-password"
          label={t('newPassword')}
          fresh
          value={form.password}
          onChange={set('password')}
          error={errors.password}
        />
        <PasswordField
          id="reset-password1"
          label={t('confirmPassword')}
          fresh
          value={form.password1}
          onChange={set('password1')}
          error={errors.password1}
        />
        <FormError text={errors.form} />
        <button type="submit" disabled={busy} className={submitButton} data-testid="reset-submit">
          {t('submitReset')}
        </button>
        <button type="button" onClick={() => go(0)} className="text-brand w-full text-center text-sm hover:underline">
          {t('backToLogin')}
        </button>
      </form>
    </div>
  );
}
