'use client';

import { useTranslations } from 'next-intl';
import { ORDER_KINDS } from '@/lib/contract/order';
import type { RefundQueueItem } from '@/lib/contract/staff';
import { callPath } from '@/lib/contract/call';
import { staffRefundCalls } from '@/lib/contract/staff-refund-calls';
import { formatDayTime, formatYuan } from '@/lib/format';
import { staffCall } from '@/lib/client/staff-bff';
import { primaryButton } from '@/components/ui/form-field';
import { RefundList } from './refund-list';
import { SettleForm } from './settle-form';

/**
 * The payments orders owe back, oldest first, a page at a time: each refunded through its provider after a
 * confirmation, or marked settled by hand with how (also after a failed refund).
 */
export function OwedPayments() {
  const t = useTranslations('console.refunds');
  const values = (item: RefundQueueItem) => ({ orderNo: item.orderNo, amount: formatYuan(item.amountFen) });

  return (
    <RefundList
      list="owed"
      title={t('owed')}
      testId="refund-queue"
      call={staffRefundCalls.owed}
      noFilters={{ provider: '', kind: '', olderThanDays: '' }}
      kind={{ key: 'kind', label: t('filterKind'), options: ORDER_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) })) }}
      empty={<p data-testid="refund-queue-empty">{t('empty')}</p>}
      keyOf={(item) => item.paymentId}
      confirm={{ testId: 'refund-confirm', message: (item) => t('confirmMessage', values(item)) }}
      refund={async (item) => {
        const { state } = await staffCall(staffRefundCalls.refund, { params: { paymentId: item.paymentId } });
        return t(state === 'succeeded' ? 'done' : 'processing', values(item));
      }}
      entry={(item, { ask, settled }) => (
        <li className="flex flex-wrap items-start justify-between gap-3 py-4" data-testid={`refund-${item.orderNo}`}>
          <div className="grid gap-1 text-sm">
            <p className="font-medium">
              {t('order', { orderNo: item.orderNo })} · {t(`why.${item.why}`)} · {t(`kinds.${item.kind}`)}
            </p>
            <p>{t('member', { phone: item.phone })}</p>
            <p>
              {t('paidBy', {
                provider: t(`providers.${item.provider}`),
                amount: formatYuan(item.amountFen),
                paidAt: formatDayTime(item.paidAt),
              })}
            </p>
            <p className="text-muted font-mono text-xs break-all">{t('trade', { tradeNo: item.tradeNo })}</p>
            {item.refund && <p className="text-amber-900">{t('requested')}</p>}
            {item.refund?.lastError && <p className="text-brand break-all">{t('lastError', { error: item.refund.lastError })}</p>}
          </div>
          <button type="button" className={primaryButton} onClick={ask} data-testid={`refund-${item.orderNo}-submit`}>
            {item.refund ? t('retry') : t('refund', { amount: formatYuan(item.amountFen) })}
          </button>
          <SettleForm
            id={`refund-${item.paymentId}`}
            url={callPath(staffRefundCalls.settle, { paymentId: item.paymentId })}
            requested={item.refund !== null}
            onSettled={() => settled(t('settled', values(item)))}
          />
        </li>
      )}
    />
  );
}
