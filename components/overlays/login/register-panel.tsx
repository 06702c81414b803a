'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { bffCall } from '@/lib/client/call';
import { afterPersonalLogin } from '@/lib/client/after-login';
import { announceLoginChange } from '@/lib/client/login-events';
import { setLoginType } from '@/lib/client/storage';
import { siteAccountCalls } from '@/lib/contract/account-calls';
import { LoginType } from '@/lib/contract/codes';
import { CodePasswordFields, useCodePasswordForm, usePersonalChecks } from './code-password-form';
import { submitButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import type { PanelProps } from './panel';

/** Mode 2: sign up with a REGISTER code and the membership notice accepted (its text is mode 6). */
export function RegisterPanel({ go }: PanelProps) {
  const t = useTranslations('login');
  const state = useCodePasswordForm('personal');
  const check = usePersonalChecks();
  const [agreed, setAgreed] = useState(false);
  const { form, errors, busy, gate } = state;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!state.accept({ ...check(state), agreed: agreed ? undefined : t('agreeRequired') })) return;
    void state.run(async () => {
      const answer = await bffCall(siteAccountCalls.register, {
        body: { phone: form.phone.trim(), code: form.code.trim(), password: form.password },
      });
      // §4: type 0 goes on to the congratulations and the personal information; otherwise the dialog closes.
      if (answer.type === 0) {
        setLoginType(LoginType.member);
        announceLoginChange();
        go(4);
      } else afterPersonalLogin();
    });
  };

  return (
    <div data-testid="login-mode-2">
      <h2 className="pr-8 font-serif text-xl">{t('registerTitle')}</h2>
      {gate.puzzle}
      <form onSubmit={submit} noValidate className="mt-4 space-y-4" hidden={gate.active}>
        <CodePasswordFields state={state} idPrefix="register" codeType="REGISTER" />
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
        <FormMessage text={errors.form} testId="login-error" />
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
