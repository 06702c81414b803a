'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { formatStamp } from '@/lib/format';
import { AUDIT_ACTIONS, type AuditAction } from '@/lib/contract/staff';
import { staffAccountCalls } from '@/lib/contract/staff-account-calls';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { SelectField, TextField, primaryButton } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { Pager } from '@/components/ui/pager';
import { ListStatus } from './form-kit/list-status';

const PAGE_SIZE = 20;

type Filters = { staffId: string; action: string; from: string; to: string };
const NONE: Filters = { staffId: '', action: '', from: '', to: '' };

/** The audit log, newest first: who, when, what, on which record, and the record before and after. */
export function AuditLog() {
  const t = useTranslations('console.audit');
  const [draft, setDraft] = useState<Filters>(NONE);
  const [filters, setFilters] = useState<Filters>(NONE);
  const [page, setPage] = useState(1);
  const staff = useStaffCall(staffAccountCalls.list, {});
  const query = {
    ...filters,
    staffId: filters.staffId || undefined,
    action: (filters.action || undefined) as AuditAction | undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page,
    pageSize: PAGE_SIZE,
  };
  const { data, error } = useStaffCall(staffAccountCalls.audit, { query });
  // Message keys cannot hold dots (next-intl reads them as nesting): staff.create is actions.staff_create.
  const actionName = (action: string) =>
    (AUDIT_ACTIONS as readonly string[]).includes(action) ? t(`actions.${action.replace('.', '_')}` as never) : action;

  function apply(e: FormEvent) {
    e.preventDefault();
    setPage(1);
    setFilters(draft);
  }
  const field = (key: keyof Filters) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  });

  return (
    <div className="grid gap-6">
      <Panel title={t('filters')}>
        <form onSubmit={apply} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
          <SelectField id="audit-staff" label={t('staff')} {...field('staffId')}>
            <option value="">{t('anyone')}</option>
            {staff.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.username})
              </option>
            ))}
          </SelectField>
          <SelectField id="audit-action" label={t('action')} {...field('action')}>
            <option value="">{t('anyAction')}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {actionName(a)}
              </option>
            ))}
          </SelectField>
          <TextField id="audit-from" type="date" label={t('from')} {...field('from')} />
          <TextField id="audit-to" type="date" label={t('to')} {...field('to')} />
          <div>
            <button type="submit" className={`${primaryButton} w-full`} data-testid="audit-apply">
              {t('apply')}
            </button>
          </div>
        </form>
      </Panel>
      <Panel testId="audit-log">
        <ListStatus rows={data?.list} error={error} empty={t('empty')} />
        {data && data.list.length > 0 && (
          <ol className="divide-line divide-y" aria-label={t('title')}>
            {data.list.map((entry) => (
              <li key={entry.id} data-testid="audit-entry" className="grid gap-1 py-3 text-sm md:grid-cols-[11rem_10rem_9rem_1fr] md:gap-4">
                <span className="text-muted">
                  <time dateTime={entry.at}>{formatStamp(entry.at)}</time>
                </span>
                <span>
                  <span className="sr-only">{t('staff')}: </span>
                  <span data-testid="audit-actor">
                    {entry.staffId === null ? t(entry.actor === 'member' ? 'member' : 'cli') : entry.actor}
                  </span>
                </span>
                <span className="font-medium" data-testid="audit-action">
                  {actionName(entry.action)}
                </span>
                <div className="min-w-0">
                  <span className="font-mono">{entry.target}</span>
                  {(entry.before != null || entry.after != null) && (
                    <details className="mt-1">
                      <summary className="text-brand min-h-6 cursor-pointer">{t('show')}</summary>
                      <dl className="mt-2 grid gap-2 md:grid-cols-2">
                        {entry.before != null && <Change label={t('before')} value={entry.before} />}
                        {entry.after != null && <Change label={t('after')} value={entry.after} />}
                      </dl>
                    </details>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
        {data && <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onPage={setPage} />}
      </Panel>
    </div>
  );
}

function Change({ label, value }: { label: string; value: unknown }) {
  return (
    <div>
      <dt className="text-muted text-xs">{label}</dt>
      <dd>
        <pre className="bg-paper overflow-x-auto rounded p-2 text-xs break-all whitespace-pre-wrap">{JSON.stringify(value, null, 2)}</pre>
      </dd>
    </div>
  );
}
