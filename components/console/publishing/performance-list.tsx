'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { staffPublishingCalls } from '@/lib/contract/staff-publishing-calls';
import { localized, type Locale } from '@/lib/i18n/locales';
import { formatDay } from '@/lib/format';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { primaryButton } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { Pager } from '@/components/ui/pager';
import { ListSearch, useListSearch } from '../form-kit/list-search';
import { ListStatus } from '../form-kit/list-status';
import { VisibleBadge } from '../form-kit/visible-badge';

const PAGE_SIZE = 20;

/** Every performance and activity, drafts first among the newest; a title search; the way to a new one. */
export function PerformanceList() {
  const t = useTranslations('console.performances');
  const locale = useLocale() as Locale;
  const search = useListSearch();
  const { q, page, setPage } = search;
  const { data, error } = useStaffCall(staffPublishingCalls.performances, { query: { q, page, pageSize: PAGE_SIZE } });

  return (
    <div className="grid gap-6">
      <Panel>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <ListSearch id="performance-search" label={t('search')} submitLabel={t('submit')} search={search} />
          <Link href="/console/performances/new" className={primaryButton} data-testid="performance-new">
            {t('new')}
          </Link>
        </div>
      </Panel>
      <Panel testId="performance-list">
        <ListStatus rows={data?.list} error={error} empty={t('empty')} />
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
              <VisibleBadge visible={p.visible} shown={t('published')} hidden={t('draft')} />
            </li>
          ))}
        </ul>
        {data && data.total > PAGE_SIZE && <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onPage={setPage} />}
      </Panel>
    </div>
  );
}
