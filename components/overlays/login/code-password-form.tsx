'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { bffCall } from '@/lib/client/call';
import { accountCalls, enterpriseAccountCalls } from '@/lib/contract/account-calls';
import { isPassword } from '@/lib/validation';
import { useFailureText } from '@/lib/client/failure-text';
import type { FieldErrors } from '@/lib/client/form-errors';
import { CodeField, PasswordField, PhoneField, usePhoneCheck } from '@/components/account/fields';
import { useSlideGate } from '@/components/account/use-slide-gate';

type Kind = 'personal' | 'enterprise';
const EMPTY = { phone: '', code: '', password: '', password1: '' };
export type CodePasswordValues = typeof EMPTY;

/**
 * The state of the forms that set a password with an SMS code (register, and both resets): the four values,
 * their errors, the busy flag, the slide puzzle that guards sending the code, and the failure text.
 * Venue-rental forms trim as one types and word the phone error their own way (§5).
 */
export function useCodePasswordForm(kind: Kind) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const checkPhone = usePhoneCheck(kind === 'enterprise' ? 'enterprisePhoneFormat' : 'phoneFormat');
  const failure = useFailureText();
  const gate = useSlideGate(kind);
  const set = (key: keyof CodePasswordValues) => (value: string) =>
    setForm((f) => ({ ...f, [key]: kind === 'enterprise' ? value.trim() : value }));
  /** Shows what the form found; true when there is nothing to show. */
  const accept = (problems: FieldErrors) => {
    setErrors(problems);
    return !Object.values(problems).some(Boolean);
  };
  /** Runs the submission; a refusal re-enables the form and shows its translated reason. */
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setBusy(false);
      setErrors({ form: failure(error) ?? undefined });
    }
  };
  return { kind, form, set, errors, setErrors, busy, checkPhone, gate, accept, run };
}

export type CodePasswordForm = ReturnType<typeof useCodePasswordForm>;

/** §5's personal rules: a 6-digit code, a password of 8–32 letters and digits, the same password twice. */
export function usePersonalChecks() {
  const te = useTranslations('errors');
  return ({ form, checkPhone }: CodePasswordForm): FieldErrors => ({
    phone: checkPhone(form.phone),
    code: /^\d{6}$/.test(form.code.trim()) ? undefined : te(form.code.trim() ? 'codeFormat' : 'codeRequired'),
    password: isPassword(form.password) ? undefined : te(form.password ? 'passwordFormat' : 'passwordRequired'),
    password1: form.password1 === form.password ? undefined : te('passwordMismatch'),
  });
}

/** Phone, code (sent after the slide puzzle), new password and its confirmation. */
export function CodePasswordFields({
  state,
  idPrefix,
  codeType,
  passwordLabel,
}: {
  state: CodePasswordForm;
  idPrefix: string;
  codeType: 'REGISTER' | 'FORGET_PWD';
  passwordLabel?: string;
}) {
  const t = useTranslations('login');
  const { form, set, errors, setErrors, checkPhone, gate } = state;
  return (
    <>
      <PhoneField id={`${idPrefix}-phone`} value={form.phone} onChange={set('phone')} error={errors.phone} />
      <CodeField
        id={`${idPrefix}-code`}
        value={form.code}
        onChange={set('code')}
        error={errors.code}
        phone={form.phone}
        checkPhone={checkPhone}
        pass={gate.pass}
        request={(ticket) => {
          const body = { phone: form.phone.trim(), codeType, ticket };
          return state.kind === 'personal' ? bffCall(accountCalls.sendCode, { body }) : bffCall(enterpriseAccountCalls.sendCode, { body });
        }}
        report={(next) => setErrors((old) => ({ ...old, ...next }))}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={passwordLabel}
        fresh
        value={form.password}
        onChange={set('password')}
        error={errors.password}
      />
      <PasswordField
        id={`${idPrefix}-password1`}
        label={t('confirmPassword')}
        fresh
        value={form.password1}
        onChange={set('password1')}
        error={errors.password1}
      />
    </>
  );
}
