'use client';

import { Fragment, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useFailureText } from '@/lib/client/failure-text';
import { useAction } from '@/lib/client/use-action';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pager } from '@/components/ui/pager';
import { QueueFilters, QueueSummary, type QueueFilterValues } from './queue-filters';
import { REFUND_PAGE_SIZE, useRefreshRefunds, useRefundList, type RefundItemOf, type RefundListCall } from './use-refund-list';

type Props<C extends RefundListCall, T = RefundItemOf<C>> = {
  list: 'owed' | 'unmatched';
  title: string;
  testId: string;
  /** A page of the list, with the count and sum of what the filters keep. */
  call: C;
  noFilters: QueueFilterValues;
  /** The list's own filter beside the provider and the age: an order's kind, or why the money matched nothing. */
  kind: { key: string; label: string; options: { value: string; label: string }[] };
  empty: ReactNode;
  keyOf: (item: T) => string | number;
  /** One entry (its <li>): `ask` opens the refund's confirmation, `settled` says a settling by hand is done. */
  entry: (item: T, actions: { ask: () => void; settled: (text: string) => void }) => ReactNode;
  confirm: { testId: string; message: (item: T) => string };
  /** Sends the refund; resolves the words of its outcome (done, or being processed by the provider). */
  refund: (item: T) => Promise<string>;
};

/**
 * A list of money the hall owes back (the payments orders owe, or money that matched no order): oldest first, a
 * page at a time under its filters, each entry refunded after a confirmation or settled by hand; every refund list
 * is read again after either, since an entry leaves one list for the latest refunds.
 */
export function RefundList<C extends RefundListCall>(props: Props<C>) {
  type T = RefundItemOf<C>;
  const { list, title, testId, call, noFilters, kind, empty, keyOf, entry, confirm, refund } = props;
  const t = useTranslations('console.refunds');
  const tc = useTranslations('common');
  const failure = useFailureText();
  const refresh = useRefreshRefunds();
  const [filters, setFilters] = useState(noFilters);
  const [page, setPage] = useState(1);
  const { data, error } = useRefundList(call, filters, page);
  const [asking, setAsking] = useState<T | null>(null);
  const { notice, setNotice, run } = useAction();

  async function send(item: T) {
    let text = '';
    if (await run(async () => (text = await refund(item)))) setNotice({ ok: true, text });
    setAsking(null);
    refresh();
  }

  return (
    <Panel title={title} testId={testId}>
      <QueueFilters
        list={list}
        values={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        kind={kind}
      />
      {data && <QueueSummary list={list} total={data.total} sumFen={data.sumFen} />}
      <FormMessage text={notice?.text} ok={notice?.ok} className="mb-4" />
      {error ? <FormMessage text={failure(error)} /> : null}
      {!data && !error && <p>{tc('loading')}</p>}
      {data?.total === 0 && empty}
      <ul className="divide-line divide-y">
        {data?.list.map((item) => (
          <Fragment key={keyOf(item)}>
            {entry(item, {
              ask: () => setAsking(item),
              settled: (text) => {
                setNotice({ ok: true, text });
                refresh();
              },
            })}
          </Fragment>
        ))}
      </ul>
      {data && <Pager page={page} total={data.total} pageSize={REFUND_PAGE_SIZE} onPage={setPage} />}
      <ConfirmDialog
        open={asking !== null}
        title={t('confirmTitle')}
        message={asking ? confirm.message(asking) : undefined}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => (asking ? send(asking) : Promise.resolve())}
        onClose={() => setAsking(null)}
        testId={confirm.testId}
      />
    </Panel>
  );
}
