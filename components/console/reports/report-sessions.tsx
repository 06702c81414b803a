'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { reportCalls } from '@/lib/contract/reports';
import { localized, type Locale } from '@/lib/i18n/locales';
import { formatDayTime, formatYuan } from '@/lib/format';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { Panel } from '@/components/ui/panel';
import { Pager } from '@/components/ui/pager';
import { ListSearch, useListSearch } from '../form-kit/list-search';
import { ListStatus } from '../form-kit/list-status';

const PAGE_SIZE = 20;

/** The sessions to report on: coming ones soonest first or past ones latest first, found by title. */
export function ReportSessions() {
  const t = useTranslations('console.reports');
  const ts = useTranslations('shows.saleStatus');
  const locale = useLocale() as Locale;
  const search = useListSearch();
  const { q, page, setPage } = search;
  const [past, setPast] = useState(false);
  const { data, error } = useStaffCall(reportCalls.sessions, { query: { q, past: past ? '1' : '0', page, pageSize: PAGE_SIZE } });
  const tab = (value: boolean) => (
    <button
      type="button"
      aria-pressed={past === value}
      onClick={() => {
        setPast(value);
        setPage(1);
      }}
      className={`rounded px-3 py-1.5 text-sm ${past === value ? 'bg-ink text-white' : 'text-ink hover:bg-paper'}`}
    >
      {t(value ? 'past' : 'coming')}
    </button>
  );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Panel>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <ListSearch id="report-search" label={t('search')} submitLabel={t('submit')} search={search} />
          <div className="border-line flex gap-1 rounded border p-1">
            {tab(false)}
            {tab(true)}
          </div>
        </div>
      </Panel>
      <Panel testId="report-sessions">
        <ListStatus rows={data?.list} error={error} empty={t('empty')} />
        <ul className="divide-line divide-y">
          {data?.list.map((s) => (
            <li
              key={s.sessionId}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm"
              data-testid={`report-session-${s.sessionId}`}
            >
              <div className="min-w-0 flex-1 basis-64">
                <Link href={`/console/reports/${s.sessionId}`} className="text-brand font-medium hover:underline">
                  {localized(s, 'title', locale)}
                </Link>
                <p className="text-muted">
                  {t('starts', {
                    time: formatDayTime(s.startTime),
                    hall: localized({ name: s.hallName, enName: s.enHallName }, 'name', locale),
                  })}
                </p>
              </div>
              <p className="tabular-nums">{t('sold', { sold: s.sold, capacity: s.capacity })}</p>
              <p className="tabular-nums">{t('revenue', { amount: formatYuan(s.revenueFen) })}</p>
              <span className="bg-paper rounded px-2 py-0.5 text-xs">{ts(s.saleStatus)}</span>
            </li>
          ))}
        </ul>
        {data && data.total > PAGE_SIZE && <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onPage={setPage} />}
      </Panel>
    </div>
  );
}
