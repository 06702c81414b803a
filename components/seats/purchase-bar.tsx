'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { primaryButton, secondaryButton } from '@/components/ui/form-field';
import { useFailureText } from '@/lib/client/failure-text';
import { toast } from '@/lib/client/toast';
import { useLogin } from '@/lib/hooks/use-login';
import type { TicketChoice } from '@/lib/contract/ticket-choice';
import { addToCart, memberMayBuy, settlementHref } from './purchase';

/**
 * Total and the two ways on: Buy now (to /settlementOrder) and Add to cart. Pinned to the bottom of a phone's
 * screen, in the side column on a desktop. `onRefused` runs after the hall API turned the tickets down.
 */
export function PurchaseBar(props: { choice: TicketChoice | null; summary: ReactNode; onAdded: () => void; onRefused: () => void }) {
  const t = useTranslations('chooseSeat');
  const te = useTranslations('errors');
  const failure = useFailureText();
  const session = useLogin();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const { choice } = props;

  const buy = () => {
    if (choice && memberMayBuy(session, te('personalOnly'))) router.push(settlementHref(choice));
  };
  const cart = async () => {
    if (!choice || busy || !memberMayBuy(session, te('personalOnly'))) return;
    setBusy(true);
    try {
      await addToCart(choice);
      toast(t('addedToCart'), { kind: 'success' });
      props.onAdded();
    } catch (error) {
      const text = failure(error, te('internal'));
      if (text) toast(text, { kind: 'error' });
      props.onRefused();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="border-line fixed inset-x-0 bottom-0 z-30 border-t bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] lg:static lg:mt-5 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 lg:basis-full" aria-live="polite" data-testid="purchase-summary">
          {props.summary}
        </div>
        <button
          type="button"
          onClick={cart}
          disabled={!choice || busy}
          className={`${secondaryButton} px-4 lg:flex-1`}
          data-testid="add-to-cart"
        >
          {t('addToCart')}
        </button>
        <button type="button" onClick={buy} disabled={!choice} className={`${primaryButton} px-5 lg:flex-1`} data-testid="buy-now">
          {t('buyNow')}
        </button>
      </div>
    </div>
  );
}
