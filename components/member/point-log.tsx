'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { PointLog } from '@/lib/contract/member';
import { formatDay } from '@/lib/format';
import { POINT_LOG_PAGE_SIZE, usePointLog } from '@/lib/hooks/use-point-log';
import { AccountState } from '@/components/ui/account-state';
import { Panel } from '@/components/ui/panel';
import { Pager } from '@/components/ui/pager';

const points = (n: number) => n.toLocaleString('en-US');
const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${points(Math.abs(n))}`;

/** /userPointLog: the ledger, newest first; each change with its reason in the page's language. */
export function PointLogTable() {
  const t = useTranslations('member.points');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = usePointLog(page);
  if (!data) return <AccountState area="member" error={error} retry={() => mutate()} />;

  const reason = (row: PointLog) =>
    (row.note ? (locale === 'en-US' ? row.note.en : row.note.zh) : null) ||
    (t.has(`reasons.${row.reason}`) ? t(`reasons.${row.reason}`) : row.reason);
  const tone = (delta: number) => (delta > 0 ? 'text-green-700' : delta < 0 ? 'text-brand' : '');
  return (
    <div className="space-y-5">
      <div
        className="border-line flex items-baseline justify-between rounded-lg border bg-white px-4 py-4 sm:px-6"
        data-testid="points-balance"
      >
        <span className="text-muted">{t('balance')}</span>
        <span className="text-brand font-serif text-3xl font-semibold">{points(data.balance)}</span>
      </div>
      <Panel testId="points-log">
        {data.list.length === 0 ? (
          <p className="text-muted py-10 text-center">{t('empty')}</p>
        ) : (
          <>
            <ul className="divide-line divide-y md:hidden">
              {data.list.map((row) => (
                <li key={row.id} className="flex items-start justify-between gap-4 py-3" data-testid="points-row">
                  <div className="min-w-0">
                    <p className="break-words">{reason(row)}</p>
                    <p className="text-muted mt-1 text-xs">
                      {formatDay(row.createdAt)} · {t('after')} {points(row.balanceAfter)}
                    </p>
                  </div>
                  <p className={`shrink-0 text-lg font-semibold tabular-nums ${tone(row.delta)}`}>{signed(row.delta)}</p>
                </li>
              ))}
            </ul>
            <table className="hidden w-full text-left md:table">
              <thead className="text-muted border-line border-b text-sm">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-normal">
                    {t('date')}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-normal">
                    {t('change')}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-normal">
                    {t('reason')}
                  </th>
                  <th scope="col" className="py-2 text-right font-normal">
                    {t('after')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-line divide-y">
                {data.list.map((row) => (
                  <tr key={row.id} data-testid="points-row">
                    <td className="py-3 pr-4 whitespace-nowrap tabular-nums">{formatDay(row.createdAt)}</td>
                    <td className={`py-3 pr-4 text-right font-semibold tabular-nums ${tone(row.delta)}`}>{signed(row.delta)}</td>
                    <td className="py-3 pr-4">{reason(row)}</td>
                    <td className="py-3 text-right tabular-nums">{points(row.balanceAfter)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        <Pager page={page} total={data.total} pageSize={POINT_LOG_PAGE_SIZE} onPage={setPage} />
      </Panel>
    </div>
  );
}
