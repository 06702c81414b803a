'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { SubCode } from '@/lib/contract/codes';
import { staffLoginPayload, totpCode, type SiteStaffLoginResult } from '@/lib/contract/staff';
import { siteStaffSessionCalls } from '@/lib/contract/staff-session-calls';
import { BffError } from '@/lib/client/bff';
import { staffCall } from '@/lib/client/staff-bff';
import { useFailureText } from '@/lib/client/failure-text';
import { useFormFields, validate } from '@/lib/client/form-errors';
import { TextField, submitButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';

type Enrolment = Extract<SiteStaffLoginResult, { step: 'enrol' }>;

/**
 * The console's sign-in. The password first; when it is right the hall API asks for the authenticator's code
 * (the field appears), or, the first time, shows the QR code to enrol one and asks for its first code.
 */
export function StaffLoginForm({ redirect }: { redirect: string }) {
  const t = useTranslations('console.login');
  const failure = useFailureText();
  const { values, setErrors, update, field } = useFormFields({ username: '', password: '', code: '' });
  const [askCode, setAskCode] = useState(false);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<SiteStaffLoginResult>) {
    setBusy(true);
    setMessage(null);
    try {
      const result = await action();
      if (result.step === 'enrol') {
        setEnrolment(result);
        update({ code: '' });
      } else window.location.assign(redirect);
    } catch (error) {
      if (error instanceof BffError && Number(error.envelope.subCode) === SubCode.totpRequired) setAskCode(true);
      setMessage(failure(error));
    } finally {
      setBusy(false);
    }
  }

  function signIn(e: FormEvent) {
    e.preventDefault();
    const checked = validate(staffLoginPayload, { ...values, code: askCode ? values.code : undefined });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) void run(() => staffCall(siteStaffSessionCalls.login, { body: checked.data }));
  }

  function confirm(e: FormEvent) {
    e.preventDefault();
    const checked = validate(totpCode, values.code);
    setErrors(checked.ok ? {} : { code: checked.errors._ });
    if (checked.ok && enrolment)
      void run(() => staffCall(siteStaffSessionCalls.confirm, { body: { ticket: enrolment.ticket, code: checked.data } }));
  }

  const codeField = (
    <TextField
      id="staff-code"
      label={t('code')}
      hint={t('codeHint')}
      {...field('code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
    />
  );

  if (enrolment) {
    return (
      <Panel title={t('enrolTitle')} testId="staff-enrol">
        <form onSubmit={confirm} noValidate className="grid gap-4">
          <p className="text-sm">{t('enrolIntro')}</p>
          <img src={enrolment.qrDataUrl} alt={t('qrAlt')} width={240} height={240} className="mx-auto" data-testid="staff-enrol-qr" />
          <p className="text-sm">
            {t('secret')}{' '}
            <code className="bg-paper rounded px-1 font-mono break-all" data-testid="staff-enrol-secret">
              {enrolment.secret}
            </code>
          </p>
          {codeField}
          <FormMessage text={message} />
          <button type="submit" disabled={busy} className={submitButton} data-testid="staff-enrol-submit">
            {busy ? t('signingIn') : t('enrolSubmit')}
          </button>
          <button type="button" className="text-brand text-sm hover:underline" onClick={() => window.location.reload()}>
            {t('restart')}
          </button>
        </form>
      </Panel>
    );
  }

  return (
    <Panel title={t('title')} testId="staff-login">
      <form onSubmit={signIn} noValidate className="grid gap-4">
        <p className="text-muted text-sm">{t('intro')}</p>
        <TextField
          id="staff-username"
          label={t('username')}
          {...field('username')}
          autoComplete="username"
          autoCapitalize="none"
          maxLength={32}
        />
        <TextField
          id="staff-password"
          type="password"
          label={t('password')}
          {...field('password')}
          autoComplete="current-password"
          maxLength={32}
        />
        {askCode && codeField}
        <FormMessage text={message} />
        <button type="submit" disabled={busy} className={submitButton} data-testid="staff-login-submit">
          {busy ? t('signingIn') : t('submit')}
        </button>
      </form>
    </Panel>
  );
}
