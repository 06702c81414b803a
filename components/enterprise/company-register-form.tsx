'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { enterpriseRegisterPayload } from '@/lib/contract/enterprise';
import { phone as phoneSchema } from '@/lib/contract/member';
import { LoginType } from '@/lib/contract/codes';
import { enterpriseAccountCalls } from '@/lib/contract/account-calls';
import { siteEnterpriseCalls } from '@/lib/contract/enterprise-calls';
import { bffCall } from '@/lib/client/call';
import { useFailureText } from '@/lib/client/failure-text';
import { announceLoginChange, openLogin } from '@/lib/client/login-events';
import { setLoginType } from '@/lib/client/storage';
import { useErrorText, useFormFields, validate, type FieldErrors } from '@/lib/client/form-errors';
import { PASSWORD_MAX } from '@/lib/validation';
import { TextField, primaryButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { CodeField } from '@/components/account/fields';
import { useSlideGate } from '@/components/account/use-slide-gate';
import { CompanyFields, EMPTY_COMPANY, companyPayload } from './company-fields';

/**
 * /siteRegister: a venue-rental account (phone, code, password and its confirmation) with the company's
 * details (POST /api/enterpriseuser/register). When the BFF kept a session from the answer the renter goes
 * to the company page; otherwise the venue-rental login overlay opens.
 */
export function CompanyRegisterForm() {
  const t = useTranslations('enterprise');
  const failure = useFailureText();
  const errorText = useErrorText();
  const router = useRouter();
  const gate = useSlideGate('enterprise');
  const { values, errors, setErrors, update, bind } = useFormFields({ phone: '', code: '', password: '', password1: '', ...EMPTY_COMPANY });
  /** What the send-code button reports, already in words. */
  const [reported, setReported] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  const phoneError = (value: string) => {
    const checked = phoneSchema.safeParse(value);
    return checked.success ? undefined : errorText(checked.error.issues[0].message);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setReported({});
    const checked = validate(enterpriseRegisterPayload, companyPayload(values));
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    setNotice(null);
    try {
      const result = await bffCall(siteEnterpriseCalls.register, { body: checked.data });
      setNotice({ ok: true, text: t('register.done') });
      if (result.loginType === LoginType.enterprise) {
        setLoginType(LoginType.enterprise);
        announceLoginChange();
        router.push('/myCompany');
      } else {
        openLogin('enterprise');
      }
    } catch (err) {
      setNotice({ ok: false, text: failure(err, t('loadFailed')) });
    } finally {
      setBusy(false);
    }
  }

  const password = { type: 'password', maxLength: PASSWORD_MAX, autoComplete: 'new-password' } as const;
  return (
    <>
      {gate.puzzle && <Panel>{gate.puzzle}</Panel>}
      <form onSubmit={submit} noValidate hidden={gate.active} className="space-y-5" data-testid="site-register">
        <Panel title={t('register.account')}>
          <div className="grid gap-4 sm:grid-cols-2 sm:gap-x-6">
            <TextField
              id="register-phone"
              type="tel"
              inputMode="numeric"
              label={t('register.phone')}
              value={values.phone}
              onChange={(e) => update({ phone: e.target.value.replace(/\D/g, '') })}
              maxLength={11}
              autoComplete="tel-national"
              error={reported.phone ?? errorText(errors.phone)}
            />
            <CodeField
              id="register-code"
              value={values.code}
              onChange={(code) => update({ code: code.replace(/\D/g, '') })}
              error={reported.code ?? errorText(errors.code)}
              phone={values.phone}
              checkPhone={phoneError}
              pass={gate.pass}
              request={(ticket) =>
                bffCall(enterpriseAccountCalls.sendCode, { body: { phone: values.phone.trim(), codeType: 'REGISTER', ticket } })
              }
              report={(next) => setReported((old) => ({ ...old, ...next }))}
            />
            <TextField
              {...password}
              id="register-password"
              label={t('register.password')}
              value={values.password}
              onChange={bind('password')}
              hint={t('register.passwordHint')}
              error={errorText(errors.password)}
            />
            <TextField
              {...password}
              id="register-password1"
              label={t('register.password1')}
              value={values.password1}
              onChange={bind('password1')}
              error={errorText(errors.password1)}
            />
          </div>
        </Panel>
        <Panel title={t('register.company')}>
          <CompanyFields values={values} update={update} errors={errors} />
        </Panel>
        <div>
          <FormMessage text={notice?.text} ok={notice?.ok} className="mt-4" />
          <div className="mt-4 flex flex-col items-stretch gap-4 sm:flex-row sm:items-center">
            <button type="submit" disabled={busy} className={`${primaryButton} sm:min-w-48`} data-testid="register-submit">
              {busy ? t('saving') : t('register.submit')}
            </button>
            <p className="text-muted text-center text-sm sm:text-left">
              {t('register.hasAccount')}{' '}
              <button
                type="button"
                onClick={() => openLogin('enterprise')}
                className="text-brand hover:underline"
                data-testid="register-login"
              >
                {t('register.loginLink')}
              </button>
            </p>
          </div>
        </div>
      </form>
    </>
  );
}
