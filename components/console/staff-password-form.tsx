'use client';

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { staffPasswordPayload, type StaffPasswordPayload } from '@/lib/contract/staff';
import { siteStaffSessionCalls } from '@/lib/contract/staff-session-calls';
import { staffCall } from '@/lib/client/staff-bff';
import { useFormFields } from '@/lib/client/form-errors';
import { TextField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { useSave } from './form-kit/use-save';
import { SaveBar } from './form-kit/save-bar';

const EMPTY = { current: '', password: '' };

/** PUT /api/staff/password: the BFF keeps the new session the hall API answers for this browser. */
export function StaffPasswordForm() {
  const t = useTranslations('console.password');
  const { values, setValues, setErrors, field } = useFormFields(EMPTY);
  const { notice, busy, save } = useSave({ setErrors });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const send = async (body: StaffPasswordPayload) => {
      await staffCall(siteStaffSessionCalls.password, { body });
      setValues(EMPTY);
    };
    await save(staffPasswordPayload, values, send, t('done'));
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
        <SaveBar label={t('submit')} testId="staff-password-submit" busy={busy} />
      </form>
    </Panel>
  );
}
