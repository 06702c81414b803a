'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { useLocale, useTranslations } from 'next-intl';
import type { Paged } from '@/lib/contract/envelope';
import type { StaffPerformanceListItem } from '@/lib/contract/publishing';
import { localized, type Locale } from '@/lib/i18n/locales';
import { formatDay } from '@/lib/format';
import { staffFetcher } from '@/lib/client/staff-bff';
import { useFailureText } from '@/lib/client/failure-text';
import { TextField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/account-state';
import { Pager } from '@/components/ui/pager';

const PAGE_SIZE = 20;

/** Every performance and activity, drafts first among the newest; a title search; the way to a new one. */
export function PerformanceList() {
  const t = useTranslations('console.performances');
  const tc = useTranslations('common');
  const locale = useLocale() as Locale;
  const failure = useFailureText();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, error } = useSWR<Paged<StaffPerformanceListItem>>(
    ['/api/staff/performances', { q, page, pageSize: PAGE_SIZE }],
    staffFetcher,
  );

  function submit(e: FormEvent) {
    e.preventDefault();
    setPage(1);
    setQ(draft.trim());
  }

  return (
    <div className="grid gap-6">
      <Panel>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <form onSubmit={submit} role="search" className="flex min-w-0 flex-1 basis-full flex-wrap items-end gap-3 sm:basis-auto">
            <TextField
              id="performance-search"
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
          <Link href="/console/performances/new" className={primaryButton} data-testid="performance-new">
            {t('new')}
          </Link>
        </div>
      </Panel>
      <Panel testId="performance-list">
        {error && <FormMessage text={failure(error)} />}
        {!data && !error && <p>{tc('loading')}</p>}
        {data?.list.length === 0 && <p>{t('empty')}</p>}
        <ul className="divide-line divide-y">
          {data?.list.map((p) => (
            <li key={p.id} className="flex items-center gap-4 py-3" data-testid={`performance-${p.id}`}>
              <img src={p.poster} alt="" className="h-16 w-12 shrink-0 rounded object-cover" />
              <div className="min-w-0 flex-1 text-sm">
                <Link href={`/console/performances/${p.id}`} className="text-brand font-medium hover:underline">
                  {localized(p, 'mainTitle', locale)}
                </Link>
                <p className="text-muted">
                  {t(p.category === 1 ? 'activity' : 'performance')} ·{' '}
                  {localized({ name: p.hallName, enName: p.hallEnName }, 'name', locale)} ·{' '}
                  {p.firstTime
                    ? `${formatDay(p.firstTime)}${p.lastTime && p.lastTime !== p.firstTime ? ` – ${formatDay(p.lastTime)}` : ''}`
                    : t('noSessions')}{' '}
                  · {t('sessionCount', { count: p.sessionCount })}
                </p>
              </div>
              <span className={`rounded px-2 py-0.5 text-xs ${p.visible ? 'bg-emerald-700 text-white' : 'bg-stone-200 text-stone-800'}`}>
                {p.visible ? t('published') : t('draft')}
              </span>
            </li>
          ))}
        </ul>
        {data && data.total > PAGE_SIZE && <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onPage={setPage} />}
      </Panel>
    </div>
  );
}
