'use client';

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { bffCall } from '@/lib/client/call';
import { accountCalls } from '@/lib/contract/account-calls';
import { toast } from '@/lib/client/toast';
import { CodePasswordFields, useCodePasswordForm, usePersonalChecks } from './code-password-form';
import { submitButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import type { PanelProps } from './panel';

/** Mode 1: a FORGET_PWD code sets a new password; success says so and goes back to the login (§4). */
export function ResetPanel({ go }: PanelProps) {
  const t = useTranslations('login');
  const state = useCodePasswordForm('personal');
  const check = usePersonalChecks();
  const { form, errors, busy, gate } = state;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!state.accept(check(state))) return;
    void state.run(async () => {
      await bffCall(accountCalls.backPassword, { body: { ...form, phone: form.phone.trim(), code: form.code.trim() } });
      toast(t('resetDone'), { kind: 'success' });
      go(0);
    });
  };

  return (
    <div data-testid="login-mode-1">
      <h2 className="pr-8 font-serif text-xl">{t('resetTitle')}</h2>
      {gate.puzzle}
      <form onSubmit={submit} noValidate className="mt-4 space-y-4" hidden={gate.active}>
        <CodePasswordFields state={state} idPrefix="reset" codeType="FORGET_PWD" passwordLabel={t('newPassword')} />
        <FormMessage text={errors.form} testId="login-error" />
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
