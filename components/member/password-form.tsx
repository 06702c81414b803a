'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { resetPasswordPayload } from '@/lib/contract/member';
import { bffCall } from '@/lib/client/call';
import { memberCalls } from '@/lib/contract/member-calls';
import { useFailureText } from '@/lib/client/failure-text';
import { useErrorText, useFormFields, validate } from '@/lib/client/form-errors';
import { PASSWORD_MAX } from '@/lib/validation';
import { TextField, primaryButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';

const EMPTY = { oldPassword: '', password: '', password1: '' };

/** Password change of a logged-in member (PUT /api/member/reset_password). */
export function PasswordForm() {
  const t = useTranslations('member');
  const failure = useFailureText();
  const errorText = useErrorText();
  const { values, setValues, errors, setErrors, bind } = useFormFields(EMPTY);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validate(resetPasswordPayload, values);
    const found = checked.ok ? {} : { ...checked.errors };
    if (!values.oldPassword) found.oldPassword = 'errors.oldPasswordRequired';
    setErrors(found);
    setNotice(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await bffCall(memberCalls.changePassword, { body: checked.data });
      setValues(EMPTY);
      setNotice({ ok: true, text: t('password.done') });
    } catch (err) {
      setNotice({ ok: false, text: failure(err, t('loadFailed')) });
    } finally {
      setBusy(false);
    }
  }

  const field = { type: 'password', maxLength: PASSWORD_MAX } as const;
  return (
    <Panel title={t('password.title')} testId="password-panel">
      <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
        <TextField
          {...field}
          id="password-old"
          label={t('password.old')}
          value={values.oldPassword}
          onChange={bind('oldPassword')}
          autoComplete="current-password"
          error={errorText(errors.oldPassword)}
        />
        <TextField
          {...field}
          id="password-new"
          label={t('password.new')}
          value={values.password}
          onChange={bind('password')}
          autoComplete="new-password"
          hint={t('password.hint')}
          error={errorText(errors.password)}
        />
        <TextField
          {...field}
          id="password-confirm"
          label={t('password.confirm')}
          value={values.password1}
          onChange={bind('password1')}
          autoComplete="new-password"
          error={errorText(errors.password1)}
        />
        <div>
          <button type="submit" disabled={busy} className={`${primaryButton} w-full sm:w-auto`} data-testid="password-submit">
            {busy ? t('saving') : t('password.submit')}
          </button>
          <FormMessage text={notice?.text} ok={notice?.ok} className="mt-4" />
        </div>
      </form>
    </Panel>
  );
}
