'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useFailureText } from '@/lib/client/failure-text';
import { toast } from '@/lib/client/toast';
import type { OrderView } from '@/lib/contract/order';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { primaryButton, secondaryButton } from '@/components/ui/form-field';
import { OrderAmounts } from '@/components/orders/order-amounts';
import { OrderHeading } from './order-heading';
import { useSeatLabel } from '@/lib/hooks/use-seat-label';
import { payInWechat, startPayment, type PayMethod } from './start-payment';
import { mmss, useCountdown } from '@/lib/hooks/use-countdown';
import { useOrder } from '@/lib/hooks/use-orders';
import { WechatQr } from './wechat-qr';
import { orderCalls } from '@/lib/contract/order-calls';
import { bffCall } from '@/lib/client/call';

/** /confirmOrder: the placed order, the live 10-minute countdown, the payment method and the payment check. */
export function ConfirmOrderView() {
  const t = useTranslations('checkout');
  const tc = useTranslations('common');
  const failure = useFailureText();
  const router = useRouter();
  const orderId = Number(useSearchParams().get('orderId')) || undefined;
  const { data: order, mutate } = useOrder(orderId, { live: true });
  const seconds = useCountdown(order?.status === 'unpaid' ? order.expiresAt : null);
  const [method, setMethod] = useState<PayMethod>('alipay');
  const [busy, setBusy] = useState(false);
  const [qr, setQr] = useState<string>();
  const [checking, setChecking] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  // Paid (here, on a phone, or by the provider's late word): the result page says so, the shop's own for its
  // goods, as the provider's return does (the hall's order kinds, `resultPath`).
  useEffect(() => {
    if (!order || (order.status !== 'issued' && order.status !== 'paid')) return;
    router.replace(`${order.kind === 'point' ? '/pointsPaySuccess' : '/paySuccess'}?orderId=${order.id}`);
  }, [order, router]);
  // The window ran out here: ask the hall API, whose sweep closes the order and returns what it held.
  useEffect(() => {
    if (seconds === 0) void mutate();
  }, [seconds, mutate]);

  if (!order) return <div className="bg-paper h-40 animate-pulse rounded" />;

  async function pay() {
    setBusy(true);
    try {
      const start = await startPayment(order!.id, method);
      if (start.kind === 'redirect') return window.location.assign(start.url);
      if (start.kind === 'qr') setQr(start.codeUrl);
      else {
        await payInWechat(start.params);
        setChecking(true);
      }
    } catch (error) {
      const text = failure(error);
      if (text) toast(`${t('payFailed')}: ${text}`, { kind: 'error', duration: 4000 });
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    try {
      await mutate(bffCall(orderCalls.cancel, { body: { id: order!.id } }), { revalidate: false });
    } catch (error) {
      const text = failure(error);
      if (text) toast(text, { kind: 'error' });
    }
    setCancelling(false);
  }

  const open = order.status === 'unpaid' && (seconds ?? 1) > 0;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]" data-testid="confirm-order">
      <div className="space-y-6">
        <OrderHeading subject={order.subject} />
        <OrderLines order={order} />
        {open ? (
          <fieldset className="rounded bg-white p-4" data-testid="pay-methods">
            <legend className="float-left mb-3 w-full font-semibold">{t('payMethod')}</legend>
            {(['alipay', 'wechat'] as const).map((m) => (
              <label key={m} className="border-line mb-2 flex min-h-12 items-center gap-3 rounded border px-3">
                <input type="radio" name="pay-method" value={m} checked={method === m} onChange={() => setMethod(m)} />
                <span className={`h-6 w-6 rounded ${m === 'alipay' ? 'bg-[#1677ff]' : 'bg-[#07c160]'}`} aria-hidden />
                {t(m)}
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="rounded bg-white p-4 font-semibold" role="status" data-testid="order-state">
            {seconds === 0 && order.status === 'unpaid' ? t('expired') : stateText(t, order.status)}
          </p>
        )}
      </div>
      <aside className="lg:sticky lg:top-24 lg:self-start">
        <div className="space-y-4 rounded bg-white p-4">
          <p className="text-muted text-xs">{t('orderNo', { no: order.orderNo })}</p>
          <OrderAmounts amounts={order} paid={false} />
          {open && (
            <>
              <p className="bg-gold/10 border-gold/40 rounded border p-3 text-sm" role="timer" data-testid="pay-countdown">
                {t('countdown', { time: mmss(seconds ?? 0) })}
              </p>
              <button type="button" className={`${primaryButton} w-full`} disabled={busy} onClick={pay} data-testid="pay-now">
                {busy ? t('paying') : t('payNow')}
              </button>
              <button type="button" className={`${secondaryButton} w-full`} onClick={() => setCancelling(true)} data-testid="order-cancel">
                {t('cancelOrder')}
              </button>
            </>
          )}
          {!open && (
            <Link href="/myOrder" className={`${secondaryButton} w-full`}>
              {t('viewOrder')}
            </Link>
          )}
        </div>
      </aside>
      <Dialog
        open={!!qr}
        onClose={() => (setQr(undefined), setChecking(true))}
        label={t('wechat')}
        closeLabel={tc('close')}
        variant="center"
        narrow
      >
        <div className="p-6">{qr && <WechatQr codeUrl={qr} />}</div>
        <div className="flex gap-3 p-6 pt-0">
          <button type="button" className={`${primaryButton} flex-1`} onClick={() => (setQr(undefined), setChecking(true))}>
            {t('paid')}
          </button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={cancelling}
        title={t('cancelTitle')}
        message={t('cancelConfirm')}
        confirmLabel={t('cancelAction')}
        cancelLabel={t('keep')}
        onConfirm={cancel}
        onClose={() => setCancelling(false)}
        testId="order-cancel-confirm"
      />
      <PayCheck open={checking} order={order} onClose={() => setChecking(false)} recheck={() => mutate()} />
    </div>
  );
}

function OrderLines({ order }: { order: OrderView }) {
  const t = useTranslations('checkout');
  const to = useTranslations('orders');
  const seatLabel = useSeatLabel();
  const locale = useLocale();
  return (
    <section className="rounded bg-white p-4">
      <h2 className="mb-3 font-semibold">{to(`kinds.${order.kind}.lines`)}</h2>
      <ul className="divide-line divide-y text-sm">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3 py-2">
            <span>
              {locale === 'en-US' ? item.enName || item.name : item.name}
              <span className="text-muted ml-2">{item.seat ? seatLabel(item.seat) : t('quantity', { count: item.quantity })}</span>
              {item.buyerName && <span className="text-muted ml-2">{item.buyerName}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** §4's payment check: 'payment made' asks the hall API; anything but paid is said plainly, 'had an issue' closes. */
function PayCheck({
  open,
  order,
  onClose,
  recheck,
}: {
  open: boolean;
  order: OrderView;
  onClose: () => void;
  recheck: () => Promise<OrderView | undefined>;
}) {
  const t = useTranslations('checkout');
  const tc = useTranslations('common');
  const [answer, setAnswer] = useState<string>();
  return (
    <Dialog open={open} onClose={onClose} label={t('checkTitle')} closeLabel={tc('close')} variant="center" narrow testId="pay-check">
      <div className="space-y-4 p-6">
        <h2 className="font-semibold">{t('checkQuestion')}</h2>
        {answer && (
          <p role="alert" className="text-brand text-sm">
            {answer}
          </p>
        )}
        <div className="flex gap-3">
          <button
            type="button"
            className={`${primaryButton} flex-1`}
            data-testid="pay-check-paid"
            onClick={async () => {
              const fresh = await recheck().catch(() => undefined);
              const status = fresh?.status ?? order.status;
              if (status !== 'issued' && status !== 'paid') setAnswer(t('notPaidYet'));
            }}
          >
            {t('paid')}
          </button>
          <button type="button" className={`${secondaryButton} flex-1`} onClick={onClose}>
            {t('hadIssue')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

function stateText(t: ReturnType<typeof useTranslations<'checkout'>>, status: OrderView['status']) {
  if (status === 'closed' || status === 'cancelled' || status === 'issued') return t(`orderState_${status}`);
  return t('failedTitle');
}
