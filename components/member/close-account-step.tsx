'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { closeCheck, type CloseReason, type CloseRefusal } from '@/lib/contract/data-rights';
import { smsCode } from '@/lib/contract/member';
import { BffError } from '@/lib/client/bff';
import { bffCall } from '@/lib/client/call';
import { accountCalls } from '@/lib/contract/account-calls';
import { dataRightsCalls } from '@/lib/contract/member-calls';
import { useFailureText } from '@/lib/client/failure-text';
import { useErrorText } from '@/lib/client/form-errors';
import { announceLoginChange } from '@/lib/client/login-events';
import { setLoginType } from '@/lib/client/storage';
import { maskPhone } from '@/lib/format';
import { useCloseCheck } from '@/lib/hooks/use-close-check';
import { useMember } from '@/lib/hooks/use-member';
import { CodeField } from '@/components/account/fields';
import { useSlideGate } from '@/components/account/use-slide-gate';
import { CheckboxField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';

/** Where the member settles each reason; pages offered in Chinese only get no link in English. */
const WHERE: Record<CloseReason, { href: string; zhOnly?: boolean }> = {
  unpaidOrder: { href: '/myOrderWaitPay' },
  upcomingTicket: { href: '/performingOrder' },
  upcomingVisit: { href: '/reservationOrder' },
  welfareApplication: { href: '/commonweal_ticket?activeType=4', zhOnly: true },
  packageCredits: { href: '/cardCase' },
  shopDelivery: { href: '/integralOrder', zhOnly: true },
  invoicePending: { href: '/myOrder' },
};

function Refusal({ reasons }: { reasons: CloseRefusal[] }) {
  const t = useTranslations('dataRights');
  const locale = useLocale();
  return (
    <div role="alert" className="bg-brand/5 rounded p-4" data-testid="close-account-refused">
      <p className="text-brand font-medium">{t('close.refusedTitle')}</p>
      <p className="text-muted mt-1 text-sm">{t('close.refusedLead')}</p>
      {/* The reasons are worded to follow "cannot be closed yet:" in the hall's refusal, so a list item starts upper case. */}
      <ul className="marker:text-brand mt-3 list-disc space-y-2 pl-5 text-sm">
        {reasons.map(({ reason }) => (
          <li key={reason} className="first-letter:uppercase" data-testid={`close-reason-${reason}`}>
            {t(`reasons.${reason}`)}
            {(!WHERE[reason].zhOnly || locale === 'zh-CN') && (
              <Link href={WHERE[reason].href} className="text-brand ml-3 whitespace-nowrap underline">
                {t('close.goThere')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What stands in the way (every reason), or the code texted to the member's own phone and the confirmation. */
export function CloseAccountStep({ onClosed, onCancel }: { onClosed: () => void; onCancel: () => void }) {
  const t = useTranslations('dataRights.close');
  const tm = useTranslations('member');
  const failure = useFailureText();
  const errorText = useErrorText();
  const { data: check, error, mutate } = useCloseCheck(true);
  const { data: member } = useMember();
  const gate = useSlideGate('personal');
  const [code, setCode] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [codeError, setCodeError] = useState<string>();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (error) {
    return (
      <div className="grid gap-3">
        <FormMessage text={failure(error, t('checkFailed'))} />
        <button type="button" onClick={() => mutate()} className={`${secondaryButton} justify-self-start`}>
          {tm('retry')}
        </button>
      </div>
    );
  }
  if (!check || !member) {
    return (
      <p role="status" className="text-muted text-sm" data-testid="close-account-checking">
        {t('checking')}
      </p>
    );
  }
  if (check.reasons.length) return <Refusal reasons={check.reasons} />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = smsCode.safeParse(code);
    setCodeError(checked.success ? undefined : errorText(checked.error.issues[0].message));
    setNotice(checked.success && !understood ? t('understandRequired') : null);
    if (!checked.success || !understood) return;
    setBusy(true);
    try {
      await bffCall(dataRightsCalls.close, { body: { code: checked.data } });
      setLoginType(null);
      announceLoginChange();
      onClosed();
    } catch (err) {
      // Something came in the way since the check (an order placed elsewhere): show what, as the check would.
      const refused = err instanceof BffError ? closeCheck.safeParse(err.envelope.data) : null;
      if (refused?.success) await mutate(refused.data, { revalidate: false });
      else setNotice(failure(err, t('checkFailed')));
    } finally {
      setBusy(false);
    }
  }

  const request = (ticket: string) => bffCall(accountCalls.sendCode, { body: { phone: member.phone, codeType: 'CLOSE_ACCOUNT', ticket } });
  return (
    <>
      {gate.puzzle}
      <form onSubmit={submit} noValidate hidden={gate.active} className="grid gap-4" data-testid="close-account-form">
        <p className="text-muted text-sm">{t('codeLead', { phone: maskPhone(member.phone) })}</p>
        <CodeField
          id="close-code"
          value={code}
          onChange={(value) => setCode(value.replace(/\D/g, ''))}
          error={codeError}
          phone={member.phone}
          checkPhone={() => undefined}
          pass={gate.pass}
          request={request}
          report={(found) => setCodeError(found.code)}
        />
        <CheckboxField id="close-understand" label={t('understand')} checked={understood} onChange={setUnderstood} />
        <FormMessage text={notice} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onCancel} className={secondaryButton} data-testid="close-account-cancel">
            {t('cancel')}
          </button>
          <button type="submit" disabled={busy} aria-busy={busy} className={primaryButton} data-testid="close-account-submit">
            {busy ? t('submitting') : t('submit')}
          </button>
        </div>
      </form>
    </>
  );
}
