'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { CONTENT_KINDS, type ContentKind, type StaffContentItem } from '@/lib/contract/content-editing';
import type { Paged } from '@/lib/contract/envelope';
import { formatDay } from '@/lib/format';
import { staffFetcher } from '@/lib/client/staff-bff';
import { useFailureText } from '@/lib/client/failure-text';
import { SelectField, TextField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/account-state';
import { Pager } from '@/components/ui/pager';

const PAGE_SIZE = 20;

/** One list's items, drafts included, newest first; a title search; the way to a new item of the list. */
export function ContentList({ initialKind }: { initialKind: ContentKind }) {
  const t = useTranslations('console.content');
  const tc = useTranslations('common');
  const failure = useFailureText();
  const [kind, setKind] = useState<ContentKind>(initialKind);
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, error } = useSWR<Paged<StaffContentItem>>(['/api/staff/content', { kind, q, page, pageSize: PAGE_SIZE }], staffFetcher);

  function submit(e: FormEvent) {
    e.preventDefault();
    setPage(1);
    setQ(draft.trim());
  }

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
          <form onSubmit={submit} role="search" className="flex min-w-0 flex-1 basis-full flex-wrap items-end gap-3 sm:basis-auto">
            <TextField
              id="content-search"
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
          <Link href={`/console/content/new?kind=${kind}`} className={primaryButton} data-testid="content-new">
            {t('new')}
          </Link>
        </div>
      </Panel>
      <Panel testId="content-list">
        {error && <FormMessage text={failure(error)} />}
        {!data && !error && <p>{tc('loading')}</p>}
        {data?.list.length === 0 && <p>{t('empty')}</p>}
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
              <span className={`rounded px-2 py-0.5 text-xs ${item.visible ? 'bg-emerald-700 text-white' : 'bg-stone-200 text-stone-800'}`}>
                {item.visible ? t('published') : t('draft')}
              </span>
            </li>
          ))}
        </ul>
        {data && data.total > PAGE_SIZE && <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onPage={setPage} />}
      </Panel>
    </div>
  );
}
