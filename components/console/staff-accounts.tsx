'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { staffCreatePayload, staffUpdatePayload, type StaffRole, type StaffView } from '@/lib/contract/staff';
import { staffAccountCalls } from '@/lib/contract/staff-account-calls';
import { staffCall } from '@/lib/client/staff-bff';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useFailureText } from '@/lib/client/failure-text';
import { useErrorText, useFormFields } from '@/lib/client/form-errors';
import { TextField, secondaryButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { RoleCheckboxes } from './role-checkboxes';
import { useSave } from './form-kit/use-save';
import { SaveBar } from './form-kit/save-bar';

const NEW = { username: '', name: '', password: '', roles: [] as StaffRole[] };

/** The administrator's list of staff accounts, the form for a new one, and each account's editor. */
export function StaffAccounts({ selfId }: { selfId: number }) {
  const t = useTranslations('console');
  const tc = useTranslations('common');
  const failure = useFailureText();
  const { data, error, mutate } = useStaffCall(staffAccountCalls.list, {});
  const [editing, setEditing] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  return (
    <div className="grid gap-6">
      <CreateAccount
        onCreated={(username) => {
          setNotice({ ok: true, text: t('accounts.created', { username }) });
          void mutate();
        }}
      />
      <Panel title={t('accounts.list')} testId="staff-accounts">
        <FormMessage text={notice?.text} ok={notice?.ok} className="mb-4" />
        {error ? <FormMessage text={failure(error, t('loadFailed'))} /> : null}
        {!data && !error && <p>{tc('loading')}</p>}
        {data?.length === 0 && <p>{t('accounts.empty')}</p>}
        <ul className="divide-line divide-y">
          {data?.map((account) => (
            <li key={account.id} className="py-3" data-testid={`staff-account-${account.username}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <p className="font-medium">
                    {account.name} <span className="text-muted font-mono text-sm">{account.username}</span>
                  </p>
                  <p className="text-muted text-sm">
                    {account.roles.map((r) => t(`roles.${r}`)).join(' · ')} —{' '}
                    {account.active ? t('accounts.active') : t('accounts.inactive')} ·{' '}
                    {account.enrolled ? t('accounts.enrolled') : t('accounts.notEnrolled')}
                  </p>
                </div>
                {editing !== account.id && (
                  <button
                    type="button"
                    className={secondaryButton}
                    onClick={() => setEditing(account.id)}
                    data-testid={`staff-edit-${account.username}`}
                  >
                    {t('accounts.edit')}
                    <span className="sr-only"> {account.username}</span>
                  </button>
                )}
              </div>
              {editing === account.id && (
                <EditAccount
                  account={account}
                  self={account.id === selfId}
                  onDone={(saved) => {
                    setEditing(null);
                    if (saved) {
                      setNotice({ ok: true, text: t('accounts.saved', { username: account.username }) });
                      void mutate();
                    }
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}

function CreateAccount({ onCreated }: { onCreated: (username: string) => void }) {
  const t = useTranslations('console.accounts');
  const errorText = useErrorText();
  const { values, setValues, errors, setErrors, update, field } = useFormFields(NEW);
  const { notice, busy, save } = useSave({ setErrors });

  async function submit(e: FormEvent) {
    e.preventDefault();
    await save(staffCreatePayload, values, async (body) => {
      const created = await staffCall(staffAccountCalls.create, { body });
      setValues(NEW);
      onCreated(created.username);
    });
  }

  return (
    <Panel title={t('create')} testId="staff-create">
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-3">
        <TextField id="staff-new-username" label={t('username')} {...field('username')} autoCapitalize="none" maxLength={32} />
        <TextField id="staff-new-name" label={t('name')} {...field('name')} maxLength={50} />
        <TextField
          id="staff-new-password"
          type="password"
          label={t('password')}
          hint={t('passwordHint')}
          {...field('password')}
          autoComplete="new-password"
          maxLength={32}
        />
        <div className="md:col-span-3">
          <RoleCheckboxes
            id="staff-new-roles"
            value={values.roles}
            onChange={(roles) => update({ roles })}
            error={errorText(errors.roles)}
          />
        </div>
        <FormMessage text={notice?.text} className="md:col-span-3" />
        <SaveBar label={t('create')} testId="staff-create-submit" busy={busy} className="md:col-span-3" />
      </form>
    </Panel>
  );
}

function EditAccount({ account, self, onDone }: { account: StaffView; self: boolean; onDone: (saved: boolean) => void }) {
  const t = useTranslations('console.accounts');
  const errorText = useErrorText();
  const { values, errors, setErrors, update, field } = useFormFields({
    name: account.name,
    roles: account.roles,
    active: account.active,
    password: '',
    resetTotp: false,
  });
  const { notice, busy, save } = useSave({ setErrors });
  const id = `staff-edit-${account.id}`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const payload = { ...values, password: values.password || undefined };
    if (await save(staffUpdatePayload, payload, (body) => staffCall(staffAccountCalls.update, { params: { id: account.id }, body })))
      onDone(true);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('editTitle', { username: account.username })}
      className="bg-paper mt-3 grid gap-4 rounded p-4 md:grid-cols-2"
    >
      <TextField id={`${id}-name`} label={t('name')} {...field('name')} maxLength={50} />
      <TextField
        id={`${id}-password`}
        type="password"
        label={t('newPassword')}
        hint={t('passwordHint')}
        {...field('password')}
        autoComplete="new-password"
        maxLength={32}
      />
      <div className="md:col-span-2">
        <RoleCheckboxes id={`${id}-roles`} value={values.roles} onChange={(roles) => update({ roles })} error={errorText(errors.roles)} />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="accent-brand h-4 w-4"
          checked={values.active}
          disabled={self}
          onChange={(e) => update({ active: e.target.checked })}
          data-testid={`${id}-active`}
        />
        {t('keepActive')}
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="accent-brand h-4 w-4"
          checked={values.resetTotp}
          onChange={(e) => update({ resetTotp: e.target.checked })}
          data-testid={`${id}-reset-totp`}
        />
        {t('resetTotp')}
      </label>
      <FormMessage text={notice?.text} className="md:col-span-2" />
      <SaveBar label={busy ? t('saving') : t('save')} testId={`${id}-save`} busy={busy} className="md:col-span-2">
        <button type="button" className={secondaryButton} onClick={() => onDone(false)}>
          {t('cancel')}
        </button>
      </SaveBar>
    </form>
  );
}
