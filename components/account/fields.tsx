'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/form-field';
import { useFailureText } from '@/lib/client/failure-text';
import type { FieldErrors } from '@/lib/client/form-errors';
import { toast } from '@/lib/client/toast';
import { isMobile, PASSWORD_MAX } from '@/lib/validation';
import { useCountdown } from '@/lib/hooks/use-countdown';

/** The account fields (phone, password, code with its send button) of the login overlays, the member centre and venue rental. */
type Field = { id: string; value: string; onChange: (value: string) => void; error?: string; label?: string };

/** §5: required, then the mobile format. The venue-rental form says it in its own words. */
export function usePhoneCheck(formatKey: 'phoneFormat' | 'enterprisePhoneFormat' = 'phoneFormat') {
  const te = useTranslations('errors');
  const t = useTranslations('login');
  return (phone: string) =>
    !phone.trim() ? te('phoneRequired') : isMobile(phone) ? undefined : formatKey === 'phoneFormat' ? te('phoneFormat') : t(formatKey);
}

export function PhoneField({ id, value, onChange, error }: Field) {
  const t = useTranslations('login');
  return (
    <TextField
      id={id}
      label={t('phone')}
      placeholder={t('phonePlaceholder')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      value={value}
      // Spaces (pasted ones above all) never belong in a mobile number, and do not count towards its 11 digits.
      onChange={(e) => onChange(e.target.value.replace(/\s/g, '').slice(0, 11))}
      error={error}
    />
  );
}

/** Passwords take up to 32 characters (§5's rule; its maxlength 15 contradicts it, README says why). */
export function PasswordField({ id, value, onChange, error, label, fresh }: Field & { fresh?: boolean }) {
  const t = useTranslations('login');
  return (
    <TextField
      id={id}
      label={label ?? t('password')}
      placeholder={fresh ? t('newPasswordPlaceholder') : t('passwordPlaceholder')}
      type="password"
      autoComplete={fresh ? 'new-password' : 'current-password'}
      maxLength={PASSWORD_MAX}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

/** §4: the send-code button waits 59 seconds before it may send again. */
const CODE_WAIT_SECONDS = 59;

type CodeFieldProps = Field & {
  phone: string;
  checkPhone: (phone: string) => string | undefined;
  /** Shows the slide puzzle (type 1) and resolves with its ticket. */
  pass: () => Promise<string>;
  /** Sends the code with the puzzle's ticket. */
  request: (ticket: string) => Promise<unknown>;
  report: (errors: FieldErrors) => void;
};

/**
 * The code input with its send button (§4): the phone is checked, the puzzle solved, then the button counts
 * down 59 s. A click while it runs only says to wait; a failed send stops it and says why.
 */
export function CodeField({ id, value, onChange, error, phone, checkPhone, pass, request, report }: CodeFieldProps) {
  const t = useTranslations('login');
  const te = useTranslations('errors');
  const failure = useFailureText();
  const [resendAt, setResendAt] = useState<number | null>(null);
  const left = useCountdown(resendAt) ?? 0;
  const running = left > 0;
  const send = async () => {
    if (running) return toast(te('codeTooSoon'));
    const problem = checkPhone(phone);
    report({ phone: problem, code: undefined });
    if (problem) return;
    let ticket: string;
    try {
      ticket = await pass();
    } catch {
      return;
    }
    setResendAt(Date.now() + CODE_WAIT_SECONDS * 1000);
    try {
      await request(ticket);
      toast(t('codeSent'), { kind: 'success' });
    } catch (e) {
      setResendAt(null);
      report({ code: failure(e) ?? undefined });
    }
  };
  return (
    <TextField
      id={id}
      label={t('code')}
      placeholder={t('codePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      addon={
        <button
          type="button"
          onClick={send}
          aria-disabled={running}
          data-testid={`${id}-send`}
          className={`border-brand text-brand min-h-11 shrink-0 rounded border px-3 text-sm whitespace-nowrap ${running ? 'cursor-not-allowed opacity-60' : 'hover:bg-brand/5'}`}
        >
          {running ? t('resendIn', { seconds: left }) : t('sendCode')}
        </button>
      }
    />
  );
}
