'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { staffPasswordPayload } from '@/lib/contract/staff';
import { staffBff } from '@/lib/client/staff-bff';
import { useFailureText } from '@/lib/client/failure-text';
import { useFormFields, validate } from '@/lib/client/form-errors';
import { TextField, primaryButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/account-state';

const EMPTY = { current: '', password: '' };

/** PUT /api/staff/password: the BFF keeps the new session the hall API answers for this browser. */
export function StaffPasswordForm() {
  const t = useTranslations('console.password');
  const failure = useFailureText();
  const { values, setValues, setErrors, field } = useFormFields(EMPTY);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validate(staffPasswordPayload, values);
    setErrors(checked.ok ? {} : checked.errors);
    setNotice(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await staffBff('/api/staff/password', { method: 'PUT', body: checked.data });
      setValues(EMPTY);
      setNotice({ ok: true, text: t('done') });
    } catch (error) {
      setNotice({ ok: false, text: failure(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel testId="staff-password">
      <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
        <TextField
          id="staff-password-current"
          type="password"
          label={t('current')}
          {...field('current')}
          autoComplete="current-password"
          maxLength={32}
        />
        <TextField
          id="staff-password-new"
          type="password"
          label={t('new')}
          hint={t('hint')}
          {...field('password')}
          autoComplete="new-password"
          maxLength={32}
        />
        <FormMessage text={notice?.text} ok={notice?.ok} />
        <div>
          <button type="submit" disabled={busy} className={primaryButton} data-testid="staff-password-submit">
            {t('submit')}
          </button>
        </div>
      </form>
    </Panel>
  );
}
