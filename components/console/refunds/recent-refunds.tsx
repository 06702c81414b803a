'use client';

import { useTranslations } from 'next-intl';
import { staffRefundCalls } from '@/lib/contract/staff-refund-calls';
import { formatDayTime, formatYuan } from '@/lib/format';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { Panel } from '@/components/ui/panel';

const STATE_COLOUR = { succeeded: 'text-green-800', settled: 'text-green-800', requested: 'text-amber-900' } as const;

/** The latest refunds: refunded by the provider, still asked, or settled by hand (with how). */
export function RecentRefunds() {
  const t = useTranslations('console.refunds');
  const { data } = useStaffCall(staffRefundCalls.recent, {});
  return (
    <Panel title={t('recent')} testId="refund-recent">
      {data?.length === 0 && <p>{t('recentEmpty')}</p>}
      <ul className="divide-line divide-y text-sm">
        {data?.map((r) => (
          <li key={r.refundNo} className="grid gap-1 py-2">
            <div className="flex flex-wrap justify-between gap-2">
              <span>
                {t('order', { orderNo: r.orderNo })} · {formatYuan(r.amountFen)}
              </span>
              <span className={STATE_COLOUR[r.state]}>
                {t(`states.${r.state}`)}
                {r.settledAt && ` · ${formatDayTime(r.settledAt)}`}
              </span>
            </div>
            {r.note && <p className="text-muted break-words whitespace-pre-wrap">{t('recentNote', { note: r.note })}</p>}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
