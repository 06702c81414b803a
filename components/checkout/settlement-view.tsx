'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { cartChanged } from '@/lib/client/cart-events';
import { useFailureText } from '@/lib/client/failure-text';
import { toast } from '@/lib/client/toast';
import { formatYuan } from '@/lib/format';
import { accountSwr } from '@/lib/hooks/account-swr';
import { TextField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { BuyerPicker } from './buyer-picker';
import { CouponPicker } from './coupon-picker';
import { emptyInvoice, InvoiceFields, type InvoiceDraft } from './invoice-fields';
import { OrderAmounts } from '@/components/orders/order-amounts';
import { SessionHeading } from './session-heading';
import { useSeatLabel } from '@/lib/hooks/use-seat-label';
import { choiceOf } from '@/lib/contract/ticket-choice';
import { useSettlementCards } from '@/lib/hooks/use-packages';
import { CardPicker } from '@/components/packages/card-picker';
import { TicketingDescriptionLink } from './ticketing-description-link';
import { orderCalls } from '@/lib/contract/order-calls';
import { bffCall } from '@/lib/client/call';
import { useCall } from '@/lib/hooks/use-call';

const numbers = (s: string | null) => (s ? s.split(',').map(Number) : undefined);

/**
 * /settlementOrder: what is bought and how it is paid for, priced by the hall API's preview with the same
 * arithmetic as the order. Placing the order holds the seats, coupon and points for 10 minutes.
 */
export function SettlementView() {
  const t = useTranslations('checkout');
  const failure = useFailureText();
  const seatLabel = useSeatLabel();
  const locale = useLocale();
  const router = useRouter();
  const params = useSearchParams();
  const sessionId = Number(params.get('sessionId'));
  const seatIds = params.get('seats');
  const classes = params.get('classes');
  const cartItemIds = numbers(params.get('cartItemIds'));
  // A waiting-list offer: the seats or tickets held for the member, bought like any others through the one order pipeline.
  const offerId = Number(params.get('offerId')) || undefined;

  const [memberCouponId, setCoupon] = useState<number>();
  const [memberCardId, setCard] = useState<number>();
  const [points, setPoints] = useState(0);
  const [codeInput, setCodeInput] = useState('');
  const [discountCode, setDiscountCode] = useState<string>();
  const [buyerIds, setBuyerIds] = useState<(number | undefined)[]>([]);
  const [wantInvoice, setWantInvoice] = useState(false);
  const [invoice, setInvoice] = useState<InvoiceDraft>(emptyInvoice);
  const [placing, setPlacing] = useState(false);

  const choice = { sessionId, seatIds: seatIds ?? undefined, classes: classes ?? undefined };
  const query = { ...choice, memberCouponId, points, discountCode, memberCardId };
  const { data: cards } = useSettlementCards(sessionId ? choice : null);
  const { data: preview, error } = useCall(orderCalls.price, sessionId ? { query } : null, { ...accountSwr, keepPreviousData: true });
  // A deduction the hall API refused (the code ran out, a coupon went over its amount): say so and drop it.
  const refusal = error ? failure(error) : null;

  const tickets = preview?.lines.reduce((n, l) => n + l.quantity, 0) ?? 0;

  async function place() {
    const lines = choiceOf(sessionId, seatIds, classes);
    // The preview is of the same choice: without a readable one there is none, and nothing to place.
    if (!preview || !lines) return;
    setPlacing(true);
    try {
      const order = await bffCall(orderCalls.place, {
        body: {
          lines,
          buyerIds: preview.realName ? buyerIds : undefined,
          memberCouponId,
          memberCardId,
          points: points || undefined,
          discountCode,
          invoice: wantInvoice ? clean(invoice) : undefined,
          cartItemIds,
          offerId,
        },
      });
      if (cartItemIds?.length) cartChanged();
      router.replace(order.status === 'issued' ? `/paySuccess?orderId=${order.orderId}` : `/confirmOrder?orderId=${order.orderId}`);
    } catch (e) {
      const text = failure(e);
      if (text) toast(text, { kind: 'error', duration: 4000 });
      setPlacing(false);
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]" data-testid="settlement">
      <div className="space-y-6">
        <SessionHeading sessionId={sessionId} />
        <section className="rounded bg-white p-4" aria-labelledby="settle-tickets">
          <h2 id="settle-tickets" className="mb-3 font-semibold">
            {t('tickets')}
          </h2>
          <ul className="divide-line divide-y text-sm" data-testid="settlement-lines">
            {preview?.lines.map((l, i) => (
              <li key={`${l.ticketClassId}-${l.sessionSeatId ?? i}`} className="flex justify-between gap-3 py-2">
                <span>
                  {locale === 'en-US' ? l.enName : l.name}
                  <span className="text-muted ml-2">{l.seat ? seatLabel(l.seat) : t('quantity', { count: l.quantity })}</span>
                </span>
                <span data-testid={l.byCard ? 'line-by-card' : undefined}>
                  {l.byCard
                    ? t('byCard')
                    : l.pointOnly
                      ? t('pointsPrice', { points: (l.pointPrice ?? 0) * l.quantity })
                      : formatYuan(l.priceFen * l.quantity)}
                </span>
              </li>
            ))}
          </ul>
        </section>
        {preview?.realName && (
          <section className="rounded bg-white p-4">
            <BuyerPicker count={tickets} value={buyerIds} onChange={setBuyerIds} />
          </section>
        )}
        {preview && cards && cards.length > 0 && (
          <section className="rounded bg-white p-4">
            <CardPicker cards={cards} value={memberCardId} onChange={setCard} />
          </section>
        )}
        {preview && (
          <section className="rounded bg-white p-4">
            <CouponPicker coupons={preview.coupons} value={memberCouponId} onChange={setCoupon} />
          </section>
        )}
        {preview && (
          <section className="space-y-4 rounded bg-white p-4">
            <div>
              <h2 className="font-semibold">{t('points')}</h2>
              <p className="text-muted text-sm">
                {t('pointsBalance', { balance: preview.pointsBalance, max: preview.maxPoints })} · {t('pointsRule')}
              </p>
              <TextField
                id="points"
                label={t('pointsInput')}
                type="number"
                inputMode="numeric"
                min={0}
                max={preview.maxPoints}
                step={1}
                value={points || ''}
                onChange={(e) => setPoints(Math.max(0, Math.min(preview.maxPoints, Math.floor(Number(e.target.value) || 0))))}
                className="mt-2 max-w-48"
              />
            </div>
            <TextField
              id="discount-code"
              label={t('discountCode')}
              value={codeInput}
              maxLength={32}
              autoCapitalize="characters"
              onChange={(e) => setCodeInput(e.target.value.trim())}
              className="max-w-sm"
              addon={
                discountCode ? (
                  <button
                    type="button"
                    className={secondaryButton}
                    onClick={() => {
                      setDiscountCode(undefined);
                      setCodeInput('');
                    }}
                  >
                    {t('discountClear')}
                  </button>
                ) : (
                  <button type="button" className={secondaryButton} disabled={!codeInput} onClick={() => setDiscountCode(codeInput)}>
                    {t('discountApply')}
                  </button>
                )
              }
            />
            {refusal && (
              <p role="alert" className="text-brand text-sm" data-testid="settlement-refusal">
                {refusal}
              </p>
            )}
          </section>
        )}
        <section className="rounded bg-white p-4">
          <label className="flex min-h-11 items-center gap-3 font-semibold">
            <input type="checkbox" checked={wantInvoice} onChange={(e) => setWantInvoice(e.target.checked)} className="h-5 w-5" />
            {t('invoiceWanted')}
          </label>
          {wantInvoice && (
            <div className="mt-3">
              <InvoiceFields value={invoice} onChange={setInvoice} />
            </div>
          )}
        </section>
      </div>
      <aside className="lg:sticky lg:top-24 lg:self-start">
        <div className="space-y-4 rounded bg-white p-4">
          {preview && <OrderAmounts amounts={preview} paid={false} />}
          <p className="bg-gold/10 border-gold/40 rounded border p-3 text-xs">{t('windowNotice')}</p>
          <TicketingDescriptionLink />
          <button
            type="button"
            className={`${primaryButton} w-full`}
            disabled={!preview || placing || (preview.realName && buyerIds.filter(Boolean).length !== tickets)}
            onClick={place}
            data-testid="settlement-submit"
          >
            {placing ? t('submitting') : t('submit')}
          </button>
        </div>
      </aside>
    </div>
  );
}

/** Empty optional fields are left out rather than sent as empty strings. */
/** The invoice as the order takes it: the title always (the hall API words its absence), the other details when filled in. */
const clean = ({ title, ...rest }: InvoiceDraft) => ({
  title,
  ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v.trim())),
});
