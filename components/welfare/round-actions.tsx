'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { LoginType } from '@/lib/contract/codes';
import type { WelfareApplication, WelfareRound } from '@/lib/contract/welfare';
import { useFailureText } from '@/lib/client/failure-text';
import { openLogin } from '@/lib/client/login-events';
import { toast } from '@/lib/client/toast';
import { formatDayTime, formatYuan } from '@/lib/format';
import { useBuyers } from '@/lib/hooks/use-buyers';
import { useLogin } from '@/lib/hooks/use-login';
import { useWelfareApplications } from '@/lib/hooks/use-welfare';
import { primaryButton, SelectField } from '@/components/ui/form-field';
import { AddBuyerFirst } from './add-buyer-first';
import { welfareCalls } from '@/lib/contract/welfare-calls';
import { bffCall } from '@/lib/client/call';

type Props = { round: Pick<WelfareRound, 'id' | 'phase' | 'applyTo' | 'placesLeft'> };

/**
 * The member's part in a round: applying with a regular purchaser while the round takes applications, then where
 * the application stands (waiting for the draw, its rank, a place to pay before the window ends, paid, passed on).
 */
export function RoundActions({ round }: Props) {
  const t = useTranslations('welfare');
  const login = useLogin();
  const member = login.loginType === LoginType.member;
  const { data: applications, mutate } = useWelfareApplications(member);
  if (!login.known) return null;
  const takes = round.phase === 'applying' || round.phase === 'drawn';
  if (!member) {
    return takes ? (
      <div className="mt-4">
        <button type="button" className={primaryButton} onClick={() => openLogin('personal')} data-testid="welfare-login">
          {t('loginToApply')}
        </button>
      </div>
    ) : null;
  }
  if (!applications) return null;
  const mine = applications.find((a) => a.roundId === round.id);
  if (mine) return <ApplicationState application={mine} applyTo={round.applyTo} />;
  return takes ? <ApplyForm round={round} onApplied={() => mutate()} /> : null;
}

function ApplicationState({ application: a, applyTo }: { application: WelfareApplication; applyTo: string }) {
  const t = useTranslations('welfare');
  const who = t('applicationOf', { no: a.applicationNo, name: a.buyerName, tail: a.certTail });
  const tone = a.state === 'offered' || a.state === 'won' ? 'border-green-700/40 bg-green-50' : 'border-line bg-paper';
  return (
    <div className={`mt-4 rounded border p-4 text-sm ${tone}`} data-testid="welfare-mine" data-state={a.state}>
      <p className="font-medium">{t(`state.${a.state}`, { rank: a.rank ?? 0, at: formatDayTime(a.payBy ?? applyTo) })}</p>
      <p className="text-muted mt-1">{who}</p>
      {a.state === 'offered' && (
        <Link href={`/confirmOrder?orderId=${a.orderId}`} className={`${primaryButton} mt-3`} data-testid="welfare-pay">
          {t('pay', { amount: formatYuan(a.payFen ?? 0) })}
        </Link>
      )}
      {a.state === 'won' && (
        <Link href={`/myOrder?orderId=${a.orderId}`} className="text-brand mt-2 inline-block underline" data-testid="welfare-order">
          {t('viewOrder')}
        </Link>
      )}
    </div>
  );
}

function ApplyForm({ round, onApplied }: Props & { onApplied: () => void }) {
  const t = useTranslations('welfare');
  const router = useRouter();
  const failure = useFailureText();
  const { data: buyers, mutate: mutateBuyers } = useBuyers();
  const [buyerId, setBuyerId] = useState<number | undefined>();
  const [sending, setSending] = useState(false);
  const field = `welfare-buyer-${round.id}`;

  async function apply() {
    if (!buyerId) return;
    setSending(true);
    try {
      await bffCall(welfareCalls.apply, { body: { roundId: round.id, buyerId } });
      toast(t('applied'), { kind: 'success' });
      onApplied();
      router.refresh();
    } catch (e) {
      const text = failure(e);
      if (text) toast(text, { kind: 'error', duration: 4000 });
    } finally {
      setSending(false);
    }
  }

  if (buyers && !buyers.length) {
    return (
      <AddBuyerFirst
        onAdded={(added) => {
          setBuyerId(added);
          void mutateBuyers();
        }}
      />
    );
  }
  return (
    <form
      className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        void apply();
      }}
    >
      <SelectField
        id={field}
        label={t('buyer')}
        hint={t('buyerHint')}
        value={buyerId ?? ''}
        onChange={(e) => setBuyerId(e.target.value ? Number(e.target.value) : undefined)}
        className="sm:min-w-72"
      >
        <option value="">{t('chooseBuyer')}</option>
        {(buyers ?? []).map((b) => (
          <option key={b.id} value={b.id}>
            {b.name} · {b.certNo}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={`${primaryButton} sm:mb-6`} disabled={!buyerId || sending} data-testid="welfare-apply">
        {round.phase === 'drawn' && round.placesLeft > 0 ? t('buyNow') : t('apply')}
      </button>
    </form>
  );
}
