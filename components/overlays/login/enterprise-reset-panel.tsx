'use client';

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { bffCall } from '@/lib/client/call';
import { enterpriseAccountCalls } from '@/lib/contract/account-calls';
import { toast } from '@/lib/client/toast';
import { isPassword, PASSWORD_MIN } from '@/lib/validation';
import { CodePasswordFields, useCodePasswordForm } from './code-password-form';
import { submitButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';

/** §5 venue-rental reset: phone, code, new password (8–32 letters and digits) and its confirmation. */
export function EnterpriseResetPanel({ onDone }: { onDone: () => void }) {
  const t = useTranslations('login');
  const te = useTranslations('errors');
  const state = useCodePasswordForm('enterprise');
  const { form, errors, busy, gate } = state;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { code, password, password1 } = form;
    // §5 words the venue-rental form's errors its own way (too short, then the format; "the two passwords differ").
    const ok = state.accept({
      phone: state.checkPhone(form.phone),
      code: code ? undefined : te('codeRequired'),
      password: !password
        ? te('passwordRequired')
        : password.length < PASSWORD_MIN
          ? te('passwordTooShort')
          : isPassword(password)
            ? undefined
            : te('passwordFormat'),
      password1: !password1 ? te('passwordRequired') : password1 === password ? undefined : te('passwordMismatchEnterprise'),
    });
    if (!ok) return;
    void state.run(async () => {
      await bffCall(enterpriseAccountCalls.backPassword, { body: form });
      toast(t('resetDone'), { kind: 'success' });
      onDone();
    });
  };

  return (
    <div data-testid="enterprise-reset">
      <h2 className="pr-8 font-serif text-xl">{t('enterpriseResetTitle')}</h2>
      {gate.puzzle}
      <form onSubmit={submit} noValidate className="mt-4 space-y-4" hidden={gate.active}>
        <CodePasswordFields state={state} idPrefix="enterprise-reset" codeType="FORGET_PWD" passwordLabel={t('newPassword')} />
        <FormMessage text={errors.form} testId="enterprise-error" />
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
