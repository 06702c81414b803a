'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { useLocale, useTranslations } from 'next-intl';
import type { Paged } from '@/lib/contract/envelope';
import type { ReportSessionRow } from '@/lib/contract/reports';
import { localized, type Locale } from '@/lib/i18n/locales';
import { formatDayTime, formatYuan } from '@/lib/format';
import { staffFetcher } from '@/lib/client/staff-bff';
import { useFailureText } from '@/lib/client/failure-text';
import { TextField, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/account-state';
import { Pager } from '@/components/ui/pager';

const PAGE_SIZE = 20;

/** The sessions to report on: coming ones soonest first or past ones latest first, found by title. */
export function ReportSessions() {
  const t = useTranslations('console.reports');
  const ts = useTranslations('shows.saleStatus');
  const tc = useTranslations('common');
  const locale = useLocale() as Locale;
  const failure = useFailureText();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [past, setPast] = useState(false);
  const [page, setPage] = useState(1);
  const { data, error } = useSWR<Paged<ReportSessionRow>>(
    ['/api/staff/reports/sessions', { q, past: past ? 1 : 0, page, pageSize: PAGE_SIZE }],
    staffFetcher,
  );

  function submit(e: FormEvent) {
    e.preventDefault();
    setPage(1);
    setQ(draft.trim());
  }
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
          <form onSubmit={submit} role="search" className="flex min-w-0 flex-1 basis-full flex-wrap items-end gap-3 sm:basis-auto">
            <TextField
              id="report-search"
              className="min-w-0 flex-1 basis-40"
              label={t('search')}
              value={draft}
              maxLength={50}
              onChange={(e) => setDraft(e.target.value)}
            />
            <button type="submit" className={secondaryButton}>
              {t('submit')}
            </button>
          </form>
          <div className="border-line flex gap-1 rounded border p-1">
            {tab(false)}
            {tab(true)}
          </div>
        </div>
      </Panel>
      <Panel testId="report-sessions">
        {error && <FormMessage text={failure(error)} />}
        {!data && !error && <p>{tc('loading')}</p>}
        {data?.list.length === 0 && <p>{t('empty')}</p>}
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
