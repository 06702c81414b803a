'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { CONTENT_KINDS, type ContentKind } from '@/lib/contract/content-editing';
import { staffContentCalls } from '@/lib/contract/staff-content-calls';
import { formatDay } from '@/lib/format';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { SelectField, primaryButton } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { Pager } from '@/components/ui/pager';
import { ListSearch, useListSearch } from '../form-kit/list-search';
import { ListStatus } from '../form-kit/list-status';
import { VisibleBadge } from '../form-kit/visible-badge';

const PAGE_SIZE = 20;

/** One list's items, drafts included, newest first; a title search; the way to a new item of the list. */
export function ContentList({ initialKind }: { initialKind: ContentKind }) {
  const t = useTranslations('console.content');
  const [kind, setKind] = useState<ContentKind>(initialKind);
  const search = useListSearch();
  const { q, page, setPage } = search;
  const { data, error } = useStaffCall(staffContentCalls.list, { query: { kind, q, page, pageSize: PAGE_SIZE } });

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Panel>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            id="content-kind"
            label={t('kind')}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as ContentKind);
              setPage(1);
              // The address keeps the list, so back from an item returns to it.
              window.history.replaceState(null, '', `?kind=${e.target.value}`);
            }}
          >
            {CONTENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </SelectField>
          <ListSearch id="content-search" label={t('search')} submitLabel={t('submit')} search={search} />
          <Link href={`/console/content/new?kind=${kind}`} className={primaryButton} data-testid="content-new">
            {t('new')}
          </Link>
        </div>
      </Panel>
      <Panel testId="content-list">
        <ListStatus rows={data?.list} error={error} empty={t('empty')} />
        <ul className="divide-line divide-y">
          {data?.list.map((item) => (
            <li key={item.id} className="flex items-center gap-4 py-3" data-testid={`content-${item.id}`}>
              {item.image && <img src={item.image} alt="" className="h-12 w-16 shrink-0 rounded object-cover" />}
              <div className="min-w-0 flex-1 text-sm">
                <Link href={`/console/content/${item.id}`} className="text-brand font-medium hover:underline">
                  {item.title}
                </Link>
                <p className="text-muted truncate">
                  {formatDay(item.publishedAt)}
                  {item.enTitle && ` · ${item.enTitle}`}
                </p>
              </div>
              <VisibleBadge visible={item.visible} shown={t('published')} hidden={t('draft')} />
            </li>
          ))}
        </ul>
        {data && data.total > PAGE_SIZE && <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onPage={setPage} />}
      </Panel>
    </div>
  );
}
