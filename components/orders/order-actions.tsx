'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { OrderView } from '@/lib/contract/order';
import { useFailureText } from '@/lib/client/failure-text';
import { toast } from '@/lib/client/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { OrderCountdown } from './order-countdown';
import { InvoiceDialog } from './invoice-dialog';
import { InvoiceDownload } from './invoice-download';
import { payOrderHref } from './order-paths';
import { orderCalls } from '@/lib/contract/order-calls';
import { bffCall } from '@/lib/client/call';

const small = 'inline-flex min-h-10 items-center justify-center rounded px-4 text-sm';
const primary = `${small} bg-brand hover:bg-brand-dark text-white`;
const secondary = `${small} border-line hover:border-brand hover:text-brand border bg-white`;

type Asking = 'cancel' | 'delete' | 'invoice' | null;

/**
 * What the member can do with an order in its state (§4): pay or cancel an unpaid one before its window ends,
 * delete a closed or cancelled one, ask for an invoice once tickets are paid for and correct it until it is issued;
 * a refund note when payment arrived after the order had closed.
 */
export function OrderActions({
  order,
  detailHref,
  onChange,
  onDeleted = onChange,
}: {
  order: OrderView;
  /** The card links to the detail; the detail itself passes none. */
  detailHref?: string;
  onChange: () => void;
  onDeleted?: () => void;
}) {
  const t = useTranslations('orders');
  const failure = useFailureText();
  const [asking, setAsking] = useState<Asking>(null);

  const run = async (action: () => Promise<unknown>, done: string, then: () => void) => {
    try {
      await action();
      setAsking(null);
      toast(done, { kind: 'success' });
      then();
    } catch (error) {
      setAsking(null);
      const text = failure(error, t('failed'));
      if (text) toast(text, { kind: 'error' });
      onChange();
    }
  };
  const cancel = () => run(() => bffCall(orderCalls.cancel, { body: { id: order.id } }), t('cancelled'), onChange);
  const remove = () => run(() => bffCall(orderCalls.remove, { query: { id: order.id } }), t('deleted'), onDeleted);

  const { status } = order;
  const note =
    status === 'unpaid' ? (
      <OrderCountdown expiresAt={order.expiresAt} onExpired={onChange} />
    ) : status === 'invalid' ? (
      <p className="text-sm text-amber-900" data-testid="order-refund-note">
        {t(order.refundState === 'refunded' ? 'refunded' : 'refundPending')}
      </p>
    ) : (status === 'issued' || status === 'completed') && !order.invoiceable && order.invoiceState !== 'none' ? (
      <p className="text-muted flex flex-wrap items-center gap-x-3 text-sm">
        <span data-testid="order-invoice-state">{t(order.invoiceState === 'issued' ? 'invoiceIssued' : 'invoiceRequested')}</span>
        {order.invoiceState === 'issued' && <InvoiceDownload orderId={order.id} />}
        {order.invoiceState === 'requested' && (
          <button
            type="button"
            onClick={() => setAsking('invoice')}
            className="text-brand min-h-10 text-sm underline"
            data-testid="order-invoice-correct"
          >
            {t('invoiceCorrect')}
          </button>
        )}
      </p>
    ) : null;

  const canInvoice = (status === 'issued' || status === 'completed') && order.invoiceable;
  const hasButtons = !!detailHref || status === 'unpaid' || status === 'closed' || status === 'cancelled' || canInvoice;
  if (!note && !hasButtons) return null;
  return (
    <footer className="border-line flex flex-wrap items-center justify-between gap-3 border-t px-4 py-3 sm:px-5">
      <div className="min-w-0">{note}</div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {detailHref && (
          <Link href={detailHref} className={secondary} data-testid="order-details">
            {t('details')}
          </Link>
        )}
        {status === 'unpaid' && (
          <>
            <button type="button" onClick={() => setAsking('cancel')} className={secondary} data-testid="order-cancel">
              {t('cancel')}
            </button>
            <Link href={payOrderHref(order.id)} className={primary} data-testid="order-pay">
              {t('payNow')}
            </Link>
          </>
        )}
        {(status === 'closed' || status === 'cancelled') && (
          <button type="button" onClick={() => setAsking('delete')} className={secondary} data-testid="order-delete">
            {t('delete')}
          </button>
        )}
        {canInvoice && (
          <button type="button" onClick={() => setAsking('invoice')} className={secondary} data-testid="order-invoice">
            {t('invoice')}
          </button>
        )}
      </div>
      {asking === 'cancel' && (
        <ConfirmDialog
          open
          title={t('cancelTitle')}
          message={t('cancelQuestion')}
          confirmLabel={t('cancelConfirm')}
          cancelLabel={t('cancelKeep')}
          onConfirm={cancel}
          onClose={() => setAsking(null)}
          testId="order-cancel-dialog"
        />
      )}
      {asking === 'delete' && (
        <ConfirmDialog
          open
          title={t('deleteTitle')}
          message={t('deleteQuestion')}
          confirmLabel={t('deleteConfirm')}
          cancelLabel={t('deleteKeep')}
          onConfirm={remove}
          onClose={() => setAsking(null)}
          testId="order-delete-dialog"
        />
      )}
      {asking === 'invoice' && (
        <InvoiceDialog
          orderId={order.id}
          asked={order.invoiceState === 'requested' ? order.invoice : null}
          onClose={() => setAsking(null)}
          onDone={() => {
            setAsking(null);
            onChange();
          }}
        />
      )}
    </footer>
  );
}
