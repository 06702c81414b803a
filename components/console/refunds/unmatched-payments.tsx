'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { UNMATCHED_REASONS, type UnmatchedPaymentView } from '@/lib/contract/staff';
import { formatDayTime, formatYuan } from '@/lib/format';
import { staffBff } from '@/lib/client/staff-bff';
import { useFailureText } from '@/lib/client/failure-text';
import { useAction } from '@/lib/client/use-action';
import { primaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/account-state';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pager } from '@/components/ui/pager';
import { QueueFilters, QueueSummary, type QueueFilterValues } from './queue-filters';
import { SettleForm } from './settle-form';
import { REFUND_PAGE_SIZE, useRefreshRefunds, useRefundList } from './use-refund-list';

const NO_FILTERS: QueueFilterValues = { provider: '', reason: '', olderThanDays: '' };

/**
 * Money a provider confirmed that pays no order, oldest first, a page at a time: refunded in full the way it came
 * (after a confirmation) when the provider's trade, order number and amount are known, and in any case markable as
 * settled with how, once checked in the merchant platform (also after a failed refund).
 */
export function UnmatchedPayments() {
  const t = useTranslations('console.refunds');
  const tc = useTranslations('common');
  const failure = useFailureText();
  const refresh = useRefreshRefunds();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const { data, error } = useRefundList<UnmatchedPaymentView>('/api/staff/refunds/unmatched', filters, page);
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
    refresh();
  }

  return (
    <Panel title={t('unmatched')} testId="unmatched-payments">
      <QueueFilters
        list="unmatched"
        values={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        kind={{ key: 'reason', label: t('filterReason'), options: UNMATCHED_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) })) }}
      />
      {data && <QueueSummary list="unmatched" total={data.total} sumFen={data.sumFen} />}
      <FormMessage text={notice?.text} ok={notice?.ok} className="mb-4" />
      {error && <FormMessage text={failure(error)} />}
      {!data && !error && <p>{tc('loading')}</p>}
      {data?.total === 0 && <p>{t('unmatchedEmpty')}</p>}
      <ul className="divide-line divide-y">
        {data?.list.map((item) => (
          <li key={item.id} className="flex flex-wrap items-start justify-between gap-3 py-4 text-sm" data-testid={`unmatched-${item.id}`}>
            <div className="grid gap-1">
              <p className="font-medium">{t(`reasons.${item.reason}`)}</p>
              <p>
                {t('unmatchedPaid', {
                  provider: t(`providers.${item.provider}`),
                  amount: amount(item),
                  receivedAt: formatDayTime(item.receivedAt),
                })}
              </p>
              <p className="text-muted font-mono text-xs break-all">
                {item.orderNo && t('unmatchedOrder', { orderNo: item.orderNo })} ·{' '}
                {item.tradeNo ? t('trade', { tradeNo: item.tradeNo }) : t('noTrade')}
              </p>
              {item.refund?.state === 'requested' && <p className="text-amber-900">{t('requested')}</p>}
              {item.refund?.lastError && <p className="text-brand break-all">{t('lastError', { error: item.refund.lastError })}</p>}
            </div>
            {item.refundable && (
              <button type="button" className={primaryButton} onClick={() => setAsking(item)} data-testid={`unmatched-${item.id}-refund`}>
                {item.refund ? t('retry') : t('refund', { amount: amount(item) })}
              </button>
            )}
            <SettleForm
              id={`unmatched-${item.id}`}
              url={`/api/staff/refunds/unmatched/${item.id}/reconcile`}
              requested={item.refund?.state === 'requested'}
              onSettled={() => {
                setNotice({ ok: true, text: t('reconciled') });
                refresh();
              }}
            />
          </li>
        ))}
      </ul>
      {data && <Pager page={page} total={data.total} pageSize={REFUND_PAGE_SIZE} onPage={setPage} />}
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
