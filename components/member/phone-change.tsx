'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { phone as phoneSchema, smsCode } from '@/lib/contract/member';
import { bffCall } from '@/lib/client/call';
import type { CallInput } from '@/lib/contract/call';
import { accountCalls } from '@/lib/contract/account-calls';
import { memberCalls } from '@/lib/contract/member-calls';
import { useFailureText } from '@/lib/client/failure-text';
import { useErrorText, useFormFields, type FieldErrors } from '@/lib/client/form-errors';
import { maskPhone } from '@/lib/format';
import { useMember } from '@/lib/hooks/use-member';
import { AccountState } from '@/components/ui/account-state';
import { Panel } from '@/components/ui/panel';
import { TextField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';
import { CodeField } from '@/components/account/fields';
import { useSlideGate } from '@/components/account/use-slide-gate';

type Step = 1 | 2 | 3;
const STEPS = ['verify', 'newPhone', 'done'] as const;

/** /alertPhone (§2): identity by a code to the current phone → the new number and its code → done. */
export function PhoneChange() {
  const t = useTranslations('member');
  const failure = useFailureText();
  const errorText = useErrorText();
  const { data: member, error, mutate } = useMember();
  const gate = useSlideGate('personal');
  const [step, setStep] = useState<Step>(1);
  const [stepTicket, setStepTicket] = useState('');
  const { values, errors, setErrors, update } = useFormFields({ code: '', newPhone: '', newCode: '' });
  const [donePhone, setDonePhone] = useState('');
  /** What the send-code button reports, already in words (it names the fields phone and code). */
  const [reported, setReported] = useState<FieldErrors>({});
  const change = (patch: Partial<typeof values>) => {
    update(patch);
    setReported({});
  };
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  if (!member) return <AccountState area="member" error={error} retry={() => mutate()} />;

  const call = async (body: CallInput<typeof memberCalls.replacePhone>['body'], then: (data: Record<string, string>) => void) => {
    setBusy(true);
    setNotice(null);
    try {
      then(await bffCall(memberCalls.replacePhone, { body }));
    } catch (err) {
      setNotice({ ok: false, text: failure(err, t('loadFailed')) });
    } finally {
      setBusy(false);
    }
  };

  const verify = (e: FormEvent) => {
    e.preventDefault();
    setReported({});
    const checked = smsCode.safeParse(values.code);
    setErrors(checked.success ? {} : { code: checked.error.issues[0].message });
    if (!checked.success) return;
    void call({ step: 1, code: checked.data }, (data) => {
      setStepTicket(data.stepTicket);
      setStep(2);
    });
  };

  /** Step 1 texts the member's own phone; step 2 a valid phone other than it. */
  const phoneError = (value: string) => {
    if (step === 1) return undefined;
    const checked = phoneSchema.safeParse(value);
    if (!checked.success) return checked.error.issues[0].message;
    return checked.data === member.phone ? 'errors.samePhone' : undefined;
  };

  const submitNew = (e: FormEvent) => {
    e.preventDefault();
    setReported({});
    const checkedCode = smsCode.safeParse(values.newCode);
    const found: FieldErrors = {
      newPhone: phoneError(values.newPhone),
      newCode: checkedCode.success ? undefined : checkedCode.error.issues[0].message,
    };
    setErrors(found);
    if (found.newPhone || found.newCode) return;
    void call({ step: 2, stepTicket, phone: values.newPhone.trim(), code: values.newCode }, (data) => {
      setDonePhone(data.phone ?? maskPhone(values.newPhone.trim()));
      setStep(3);
      void mutate();
    });
  };

  const sendCode = (phone: string) => (ticket: string) =>
    bffCall(accountCalls.sendCode, { body: { phone, codeType: 'REPLACE_PHONE', ticket } });
  const codeField = (id: string, field: 'code' | 'newCode', phone: string) => (
    <CodeField
      id={id}
      value={values[field]}
      onChange={(value) => change({ [field]: value.replace(/\D/g, '') })}
      error={reported.code ?? errorText(errors[field])}
      phone={phone}
      checkPhone={(p) => errorText(phoneError(p))}
      pass={gate.pass}
      request={sendCode(phone.trim())}
      report={(next) => setReported((old) => ({ ...old, ...next }))}
    />
  );

  return (
    <Panel testId="alert-phone">
      <ol className="mb-8 grid grid-cols-3 gap-2" aria-label={t('alertPhone.stepOf', { step })}>
        {STEPS.map((key, i) => {
          const n = (i + 1) as Step;
          const state = n < step ? 'done' : n === step ? 'current' : 'todo';
          return (
            <li
              key={key}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`relative flex flex-col items-center gap-2 text-center ${i < STEPS.length - 1 ? `after:absolute after:top-[17px] after:left-[calc(50%+26px)] after:h-0.5 after:w-[calc(100%-44px)] ${n < step ? 'after:bg-brand' : 'after:bg-line'}` : ''}`}
              data-testid={`step-${n}`}
            >
              <span
                className={`flex size-9 items-center justify-center rounded-full border-2 font-semibold ${
                  state === 'todo' ? 'border-line text-muted bg-white' : 'border-brand bg-brand text-white'
                }`}
              >
                {state === 'done' ? '✓' : n}
              </span>
              <span className={`text-xs sm:text-sm ${state === 'todo' ? 'text-muted' : 'text-ink font-medium'}`}>
                {t(`alertPhone.steps.${key}`)}
              </span>
            </li>
          );
        })}
      </ol>

      <div className="mx-auto max-w-md">
        {gate.puzzle}
        {step === 1 && (
          <form onSubmit={verify} noValidate hidden={gate.active} className="grid gap-4" data-testid="alert-phone-step1">
            <p className="text-muted text-sm">{t('alertPhone.verifyLead', { phone: maskPhone(member.phone) })}</p>
            {codeField('alert-code', 'code', member.phone)}
            <FormMessage text={notice?.text} ok={notice?.ok} className="mt-4" />
            <button type="submit" disabled={busy} className={primaryButton} data-testid="alert-next">
              {busy ? t('saving') : t('alertPhone.next')}
            </button>
          </form>
        )}
        {step === 2 && (
          <form onSubmit={submitNew} noValidate hidden={gate.active} className="grid gap-4" data-testid="alert-phone-step2">
            <p className="text-muted text-sm">{t('alertPhone.newLead')}</p>
            <TextField
              id="alert-new-phone"
              type="tel"
              inputMode="numeric"
              label={t('alertPhone.newPhone')}
              value={values.newPhone}
              onChange={(e) => change({ newPhone: e.target.value.replace(/\D/g, '') })}
              maxLength={11}
              autoComplete="tel-national"
              error={reported.phone ?? errorText(errors.newPhone)}
            />
            {codeField('alert-new-code', 'newCode', values.newPhone)}
            <FormMessage text={notice?.text} ok={notice?.ok} className="mt-4" />
            <button type="submit" disabled={busy} className={primaryButton} data-testid="alert-submit">
              {busy ? t('saving') : t('alertPhone.submit')}
            </button>
          </form>
        )}
        {step === 3 && (
          <div className="py-4 text-center" role="status" data-testid="alert-phone-done">
            <p className="font-serif text-xl font-semibold">{t('alertPhone.doneTitle')}</p>
            <p className="text-muted mt-2">{t('alertPhone.doneLead', { phone: donePhone })}</p>
            <Link href="/accountSettings" className={`${secondaryButton} mt-6`}>
              {t('alertPhone.back')}
            </Link>
          </div>
        )}
      </div>
    </Panel>
  );
}
