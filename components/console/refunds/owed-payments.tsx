'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ORDER_KINDS } from '@/lib/contract/order';
import type { RefundQueueItem } from '@/lib/contract/staff';
import { formatDayTime, formatYuan } from '@/lib/format';
import { staffBff } from '@/lib/client/staff-bff';
import { useFailureText } from '@/lib/client/failure-text';
import { primaryButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/account-state';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pager } from '@/components/ui/pager';
import { QueueFilters, QueueSummary, type QueueFilterValues } from './queue-filters';
import { SettleForm } from './settle-form';
import { REFUND_PAGE_SIZE, useRefreshRefunds, useRefundList } from './use-refund-list';

const NO_FILTERS: QueueFilterValues = { provider: '', kind: '', olderThanDays: '' };

/**
 * The payments orders owe back, oldest first, a page at a time: each refunded through its provider after a
 * confirmation, or marked settled by hand with how (also after a failed refund).
 */
export function OwedPayments() {
  const t = useTranslations('console.refunds');
  const tc = useTranslations('common');
  const failure = useFailureText();
  const refresh = useRefreshRefunds();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const { data, error } = useRefundList<RefundQueueItem>('/api/staff/refunds', filters, page);
  const [asking, setAsking] = useState<RefundQueueItem | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const values = (item: RefundQueueItem) => ({ orderNo: item.orderNo, amount: formatYuan(item.amountFen) });

  async function refund(item: RefundQueueItem) {
    try {
      const answer = await staffBff<{ state: 'requested' | 'succeeded' }>(`/api/staff/refunds/${item.paymentId}`, {
        method: 'POST',
        body: {},
      });
      setNotice({ ok: true, text: t(answer.state === 'succeeded' ? 'done' : 'processing', values(item)) });
    } catch (err) {
      setNotice({ ok: false, text: failure(err) });
    } finally {
      setAsking(null);
      refresh();
    }
  }

  return (
    <Panel title={t('owed')} testId="refund-queue">
      <QueueFilters
        list="owed"
        values={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        kind={{ key: 'kind', label: t('filterKind'), options: ORDER_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) })) }}
      />
      {data && <QueueSummary list="owed" total={data.total} sumFen={data.sumFen} />}
      <FormMessage text={notice?.text} ok={notice?.ok} className="mb-4" />
      {error && <FormMessage text={failure(error)} />}
      {!data && !error && <p>{tc('loading')}</p>}
      {data?.total === 0 && <p data-testid="refund-queue-empty">{t('empty')}</p>}
      <ul className="divide-line divide-y">
        {data?.list.map((item) => (
          <li key={item.paymentId} className="flex flex-wrap items-start justify-between gap-3 py-4" data-testid={`refund-${item.orderNo}`}>
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
            <button type="button" className={primaryButton} onClick={() => setAsking(item)} data-testid={`refund-${item.orderNo}-submit`}>
              {item.refund ? t('retry') : t('refund', { amount: formatYuan(item.amountFen) })}
            </button>
            <SettleForm
              id={`refund-${item.paymentId}`}
              url={`/api/staff/refunds/${item.paymentId}/settle`}
              requested={item.refund !== null}
              onSettled={() => {
                setNotice({ ok: true, text: t('settled', values(item)) });
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
        message={asking ? t('confirmMessage', values(asking)) : undefined}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => (asking ? refund(asking) : Promise.resolve())}
        onClose={() => setAsking(null)}
        testId="refund-confirm"
      />
    </Panel>
  );
}
