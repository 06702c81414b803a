'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { formatDayTime, formatYuan } from '@/lib/format';
import { reconcilePayload, type UnmatchedPaymentView } from '@/lib/contract/staff';
import { staffBff } from '@/lib/client/staff-bff';
import { useErrorText, validate } from '@/lib/client/form-errors';
import { useAction } from '@/lib/client/use-action';
import { TextField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/account-state';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Money a provider confirmed that pays no order: refunded in full the way it came (after a confirmation) when the
 * provider's trade, order number and amount are known, otherwise marked settled with how, once checked by hand.
 */
export function UnmatchedPayments({ items, onChanged }: { items: UnmatchedPaymentView[] | undefined; onChanged: () => void }) {
  const t = useTranslations('console.refunds');
  const [asking, setAsking] = useState<UnmatchedPaymentView | null>(null);
  const { notice, setNotice, run } = useAction();
  const amount = (item: UnmatchedPaymentView) => (item.amountFen === null ? t('amountUnknown') : formatYuan(item.amountFen));

  async function refund(item: UnmatchedPaymentView) {
    const answer: { state?: 'requested' | 'succeeded' } = {};
    const sent = await run(async () => {
      const { state } = await staffBff<{ state: 'requested' | 'succeeded' }>(`/api/staff/refunds/unmatched/${item.id}`, {
        method: 'POST',
        body: {},
      });
      answer.state = state;
    });
    if (sent) {
      const text =
        answer.state === 'succeeded'
          ? t('unmatchedDone', { tradeNo: item.tradeNo ?? '', amount: amount(item) })
          : t('processing', { orderNo: item.orderNo ?? '' });
      setNotice({ ok: true, text });
    }
    setAsking(null);
    onChanged();
  }

  return (
    <Panel title={t('unmatched')} testId="unmatched-payments">
      <FormMessage text={notice?.text} ok={notice?.ok} className="mb-4" />
      {items?.length === 0 && <p>{t('unmatchedEmpty')}</p>}
      <ul className="divide-line divide-y">
        {items?.map((item) => (
          <li key={item.id} className="grid gap-2 py-4 text-sm" data-testid={`unmatched-${item.id}`}>
            <p className="font-medium">{t(`reasons.${item.reason}`)}</p>
            <p>
              {t('unmatchedPaid', {
                provider: t(`providers.${item.provider}`),
                amount: amount(item),
                receivedAt: formatDayTime(item.receivedAt),
              })}
            </p>
            <p className="text-muted font-mono text-xs">
              {item.orderNo && t('unmatchedOrder', { orderNo: item.orderNo })} ·{' '}
              {item.tradeNo ? t('trade', { tradeNo: item.tradeNo }) : t('noTrade')}
            </p>
            {item.refund?.state === 'requested' && <p className="text-amber-900">{t('requested')}</p>}
            {item.refund?.lastError && <p className="text-brand">{t('lastError', { error: item.refund.lastError })}</p>}
            {item.refundable ? (
              <div>
                <button type="button" className={primaryButton} onClick={() => setAsking(item)} data-testid={`unmatched-${item.id}-refund`}>
                  {item.refund ? t('retry') : t('refund', { amount: amount(item) })}
                </button>
              </div>
            ) : (
              <ReconcileForm item={item} onDone={onChanged} />
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title={t('confirmTitle')}
        message={asking ? t('unmatchedConfirm', { tradeNo: asking.tradeNo ?? '', amount: amount(asking) }) : undefined}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => (asking ? refund(asking) : Promise.resolve())}
        onClose={() => setAsking(null)}
        testId="unmatched-confirm"
      />
    </Panel>
  );
}

/** Settled by hand: how (a refund made in the provider's merchant platform, a payment matched by finance). */
function ReconcileForm({ item, onDone }: { item: UnmatchedPaymentView; onDone: () => void }) {
  const t = useTranslations('console.refunds');
  const errorText = useErrorText();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { notice, busy, run } = useAction();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validate(reconcilePayload, { note });
    setError(checked.ok ? undefined : checked.errors.note);
    if (!checked.ok) return;
    const done = await run(
      () => staffBff(`/api/staff/refunds/unmatched/${item.id}/reconcile`, { method: 'POST', body: checked.data }),
      t('reconciled'),
    );
    if (done) onDone();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <TextField
        id={`unmatched-${item.id}-note`}
        label={t('reconcileNote')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={errorText(error)}
        className="min-w-64 flex-1"
      />
      <button type="submit" className={secondaryButton} disabled={busy}>
        {t('reconcileSave')}
      </button>
      <FormMessage text={notice?.text} ok={notice?.ok} />
    </form>
  );
}
