'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { bff } from '@/lib/client/bff';
import { afterPersonalLogin } from '@/lib/client/after-login';
import { announceSessionChange } from '@/lib/client/login-events';
import { setLoginType } from '@/lib/client/storage';
import { LoginType } from '@/lib/contract/codes';
import { isPassword } from '@/lib/validation';
import { CodeField, FormError, PasswordField, PhoneField, submitButton, usePhoneCheck, type Errors } from './fields';
import { useFailureText } from './login-errors';
import { useSlideGate } from './use-slide-gate';
import type { PanelProps } from './panel';

/** Mode 2: sign up with a REGISTER code and the membership notice accepted (its text is mode 6). */
export function RegisterPanel({ go }: PanelProps) {
  const t = useTranslations('login');
  const te = useTranslations('errors');
  const [form, setForm] = useState({ phone: '', code: '', password: '', password1: '' });
  const [agreed, setAgreed] = useState(false);
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
      agreed: agreed ? undefined : t('agreeRequired'),
    };
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    try {
      const answer = await bff<{ type: number }>('/api/member/register', {
        method: 'POST',
        body: { phone: form.phone.trim(), code: form.code.trim(), password: form.password },
      });
      // §4: type 0 goes on to the congratulations and the personal information; otherwise the dialog closes.
      if (answer.type === 0) {
        setLoginType(LoginType.member);
        announceSessionChange();
        go(4);
      } else afterPersonalLogin();
    } catch (error) {
      setBusy(false);
      setErrors({ form: failure(error) ?? undefined });
    }
  };

  return (
    <div data-testid="login-mode-2">
      <h2 className="pr-8 font-serif text-xl">{t('registerTitle')}</h2>
      {gate.puzzle}
      <form onSubmit={submit} noValidate className="mt-4 space-y-4" hidden={gate.active}>
        <PhoneField id="register-phone" value={form.phone} onChange={set('phone')} error={errors.phone} />
        <CodeField
          id="register-code"
          value={form.code}
          onChange={set('code')}
          error={errors.code}
          phone={form.phone}
          checkPhone={checkPhone}
          pass={gate.pass}
          request={(ticket) =>
            bff('/api/common/send_code', { method: 'POST', body: { phone: form.phone.trim(), codeType: 'REGISTER', ticket } })
          }
          report={(next) => setErrors((old) => ({ ...old, ...next }))}
        />
        <PasswordField id="register-password" fresh value={form.password} onChange={set('password')} error={errors.password} />
        <PasswordField
          id="register-password1"
          label={t('confirmPassword')}
          fresh
          value={form.password1}
          onChange={set('password1')}
          error={errors.password1}
        />
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
              className="accent-brand mt-0.5 size-4"
              aria-invalid={errors.agreed ? true : undefined}
              aria-describedby={errors.agreed ? 'register-agree-error' : undefined}
              data-testid="register-agree"
            />
            <span>
              {t.rich('agree', {
                notice: (chunks) => (
                  <button type="button" onClick={() => go(6)} className="text-brand hover:underline" data-testid="register-notice">
                    {chunks}
                  </button>
                ),
              })}
            </span>
          </label>
          {errors.agreed && (
            <p id="register-agree-error" role="alert" className="text-brand mt-1 text-sm">
              {errors.agreed}
            </p>
          )}
        </div>
        <FormError text={errors.form} />
        <button type="submit" disabled={busy} className={submitButton} data-testid="register-submit">
          {t('submitRegister')}
        </button>
        <button type="button" onClick={() => go(0)} className="text-brand w-full text-center text-sm hover:underline">
          {t('toLogin')}
        </button>
      </form>
    </div>
  );
}
