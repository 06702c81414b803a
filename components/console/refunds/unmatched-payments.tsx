'use client';

import { useTranslations } from 'next-intl';
import { UNMATCHED_REASONS, type UnmatchedPaymentView } from '@/lib/contract/staff';
import { callPath } from '@/lib/contract/call';
import { staffRefundCalls } from '@/lib/contract/staff-refund-calls';
import { formatDayTime, formatYuan } from '@/lib/format';
import { staffCall } from '@/lib/client/staff-bff';
import { primaryButton } from '@/components/ui/form-field';
import { RefundList } from './refund-list';
import { SettleForm } from './settle-form';

/**
 * Money a provider confirmed that pays no order, oldest first, a page at a time: refunded in full the way it came
 * (after a confirmation) when the provider's trade, order number and amount are known, and in any case markable as
 * settled with how, once checked in the merchant platform (also after a failed refund).
 */
export function UnmatchedPayments() {
  const t = useTranslations('console.refunds');
  const amount = (item: UnmatchedPaymentView) => (item.amountFen === null ? t('amountUnknown') : formatYuan(item.amountFen));

  return (
    <RefundList
      list="unmatched"
      title={t('unmatched')}
      testId="unmatched-payments"
      call={staffRefundCalls.unmatched}
      noFilters={{ provider: '', reason: '', olderThanDays: '' }}
      kind={{ key: 'reason', label: t('filterReason'), options: UNMATCHED_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) })) }}
      empty={<p>{t('unmatchedEmpty')}</p>}
      keyOf={(item) => item.id}
      confirm={{
        testId: 'unmatched-confirm',
        message: (item) => t('unmatchedConfirm', { tradeNo: item.tradeNo ?? '', amount: amount(item) }),
      }}
      refund={async (item) => {
        const { state } = await staffCall(staffRefundCalls.refundUnmatched, { params: { id: item.id } });
        return state === 'succeeded'
          ? t('unmatchedDone', { tradeNo: item.tradeNo ?? '', amount: amount(item) })
          : t('processing', { orderNo: item.orderNo ?? '' });
      }}
      entry={(item, { ask, settled }) => (
        <li className="flex flex-wrap items-start justify-between gap-3 py-4 text-sm" data-testid={`unmatched-${item.id}`}>
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
            <button type="button" className={primaryButton} onClick={ask} data-testid={`unmatched-${item.id}-refund`}>
              {item.refund ? t('retry') : t('refund', { amount: amount(item) })}
            </button>
          )}
          <SettleForm
            id={`unmatched-${item.id}`}
            url={callPath(staffRefundCalls.reconcileUnmatched, { id: item.id })}
            requested={item.refund?.state === 'requested'}
            onSettled={() => settled(t('reconciled'))}
          />
        </li>
      )}
    />
  );
}
