'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { packageOrderCalls } from '@/lib/contract/package';
import { bffCall } from '@/lib/client/call';
import { useFailureText } from '@/lib/client/failure-text';
import { toast } from '@/lib/client/toast';
import { formatDay, formatYuan } from '@/lib/format';
import { usePackageCard } from '@/lib/hooks/use-packages';
import { AccountState } from '@/components/ui/account-state';
import { primaryButton } from '@/components/ui/form-field';

/**
 * Confirming a package card before it is ordered: what it holds and costs, and the member's word that they read
 * its terms (it cannot be returned, as tickets cannot). Placing it holds one card for the payment window; the
 * payment page is the one every order uses.
 */
export function ConfirmPackageOrder({ cardId }: { cardId: number }) {
  const t = useTranslations('packages');
  const en = useLocale() === 'en-US';
  const failure = useFailureText();
  const router = useRouter();
  const { data: card, error, mutate } = usePackageCard(cardId);
  const [agreed, setAgreed] = useState(false);
  const [placing, setPlacing] = useState(false);
  if (!card) return <AccountState area="member" error={error} retry={() => mutate()} />;

  async function place() {
    setPlacing(true);
    try {
      const order = await bffCall(packageOrderCalls.buy, { body: { packageCardId: cardId } });
      router.replace(`/confirmOrder?orderId=${order.orderId}`);
    } catch (e) {
      const text = failure(e);
      if (text) toast(text, { kind: 'error', duration: 4000 });
      setPlacing(false);
      void mutate();
    }
  }

  const rows: [string, string][] = [
    [t('facts.credits'), t('facts.creditsValue', { count: card.credits })],
    [t('facts.perPerformance'), t('facts.perPerformanceValue', { count: card.perPerformance })],
    [t('facts.validUntil'), formatDay(card.validUntil)],
    [t('facts.limit'), t('facts.limitValue', { count: card.limitPerMember })],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]" data-testid="package-confirm">
      <section className="rounded bg-white p-4" aria-labelledby="package-confirm-heading">
        <div className="flex gap-4">
          <img src={card.image} alt="" width={160} height={100} className="h-20 w-32 shrink-0 rounded object-cover sm:h-25 sm:w-40" />
          <div className="min-w-0">
            <h2 id="package-confirm-heading" className="font-serif text-xl font-semibold">
              {en ? card.enName : card.name}
            </h2>
            <p className="text-muted mt-1 text-sm">{en ? card.enSummary : card.summary}</p>
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <aside className="lg:sticky lg:top-24 lg:self-start">
        <div className="space-y-4 rounded bg-white p-4">
          <div className="flex items-baseline justify-between gap-4">
            <span className="font-medium">{t('payable')}</span>
            <span className="text-brand text-lg font-semibold tabular-nums" data-testid="package-confirm-price">
              {formatYuan(card.priceFen)}
            </span>
          </div>
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
              className="mt-0.5 h-5 w-5 shrink-0"
              data-testid="package-agree"
            />
            <span>
              {t('agree')}{' '}
              <Link href={`/falaCardDetail?activeType=3&id=${card.id}`} className="text-brand underline">
                {t('terms')}
              </Link>
            </span>
          </label>
          <p className="bg-gold/10 border-gold/40 rounded border p-3 text-xs">{t('windowNotice')}</p>
          <button
            type="button"
            className={`${primaryButton} w-full`}
            disabled={!agreed || placing || card.saleState !== 'onSale' || card.stockLeft <= 0}
            onClick={place}
            data-testid="package-submit"
          >
            {placing ? t('submitting') : t('submit')}
          </button>
        </div>
      </aside>
    </div>
  );
}
