'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { formatDayTime, formatYuan } from '@/lib/format';
import type { RefundQueueItem, UnmatchedPaymentView } from '@/lib/contract/staff';
import { staffBff, staffFetcher } from '@/lib/client/staff-bff';
import { useFailureText } from '@/lib/client/failure-text';
import { primaryButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/account-state';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { UnmatchedPayments } from './unmatched-payments';

type Queue = {
  owed: RefundQueueItem[];
  unmatched: UnmatchedPaymentView[];
  recent: { refundNo: string; orderNo: string; amountFen: number; state: 'requested' | 'succeeded'; settledAt: string | null }[];
};

/** The box office's refund queue: each payment owed back, refunded after a confirmation; the latest refunds below. */
export function RefundQueue() {
  const t = useTranslations('console.refunds');
  const tc = useTranslations('common');
  const failure = useFailureText();
  const { data, error, mutate } = useSWR<Queue>(['/api/staff/refunds'], staffFetcher);
  const [asking, setAsking] = useState<RefundQueueItem | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  async function refund(item: RefundQueueItem) {
    const values = { orderNo: item.orderNo, amount: formatYuan(item.amountFen) };
    try {
      const answer = await staffBff<{ state: 'requested' | 'succeeded' }>(`/api/staff/refunds/${item.paymentId}`, {
        method: 'POST',
        body: {},
      });
      setNotice({ ok: true, text: t(answer.state === 'succeeded' ? 'done' : 'processing', values) });
    } catch (err) {
      setNotice({ ok: false, text: failure(err) });
    } finally {
      setAsking(null);
      void mutate();
    }
  }

  return (
    <div className="grid gap-6">
      <Panel title={t('owed')} testId="refund-queue">
        <FormMessage text={notice?.text} ok={notice?.ok} className="mb-4" />
        {error && <FormMessage text={failure(error)} />}
        {!data && !error && <p>{tc('loading')}</p>}
        {data?.owed.length === 0 && <p data-testid="refund-queue-empty">{t('empty')}</p>}
        <ul className="divide-line divide-y">
          {data?.owed.map((item) => (
            <li
              key={item.paymentId}
              className="flex flex-wrap items-start justify-between gap-3 py-4"
              data-testid={`refund-${item.orderNo}`}
            >
              <div className="grid gap-1 text-sm">
                <p className="font-medium">
                  {t('order', { orderNo: item.orderNo })} ·{' '}
                  {t(!item.amountMatched ? 'why.mismatch' : item.cancelledByHall ? 'why.hall' : (`why.${item.orderStatus}` as never))}
                </p>
                <p>{t('member', { phone: item.phone })}</p>
                <p>
                  {t('paidBy', {
                    provider: t(`providers.${item.provider}`),
                    amount: formatYuan(item.amountFen),
                    paidAt: formatDayTime(item.paidAt),
                  })}
                </p>
                <p className="text-muted font-mono text-xs">{t('trade', { tradeNo: item.tradeNo })}</p>
                {item.refund?.state === 'requested' && <p className="text-amber-900">{t('requested')}</p>}
                {item.refund?.lastError && <p className="text-brand">{t('lastError', { error: item.refund.lastError })}</p>}
              </div>
              <button type="button" className={primaryButton} onClick={() => setAsking(item)} data-testid={`refund-${item.orderNo}-submit`}>
                {item.refund ? t('retry') : t('refund', { amount: formatYuan(item.amountFen) })}
              </button>
            </li>
          ))}
        </ul>
      </Panel>
      <UnmatchedPayments items={data?.unmatched} onChanged={() => void mutate()} />
      <Panel title={t('recent')} testId="refund-recent">
        {data?.recent.length === 0 && <p>{t('recentEmpty')}</p>}
        <ul className="divide-line divide-y text-sm">
          {data?.recent.map((r) => (
            <li key={r.refundNo} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                {t('order', { orderNo: r.orderNo })} · {formatYuan(r.amountFen)}
              </span>
              <span className={r.state === 'succeeded' ? 'text-green-800' : 'text-amber-900'}>
                {t(`states.${r.state}`)}
                {r.settledAt && ` · ${formatDayTime(r.settledAt)}`}
              </span>
            </li>
          ))}
        </ul>
      </Panel>
      <ConfirmDialog
        open={asking !== null}
        title={t('confirmTitle')}
        message={asking ? t('confirmMessage', { orderNo: asking.orderNo, amount: formatYuan(asking.amountFen) }) : undefined}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => (asking ? refund(asking) : Promise.resolve())}
        onClose={() => setAsking(null)}
        testId="refund-confirm"
      />
    </div>
  );
}
