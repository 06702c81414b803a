'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { formatDayTime, formatStamp, formatYuan } from '@/lib/format';
import { staffOrderCalls } from '@/lib/contract/staff-order-calls';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useFailureText } from '@/lib/client/failure-text';
import { useSeatLabel } from '@/lib/hooks/use-seat-label';
import { itemLabel, subjectTitle } from '@/components/orders/order-lines';
import { TextField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { Pager } from '@/components/ui/pager';

const PAGE_SIZE = 20;

/** The box office's search: a box for a number, phone or name; the orders found; one opened in full below it. */
export function OrderSearch() {
  const t = useTranslations('console.orders');
  const to = useTranslations('orders');
  const tc = useTranslations('common');
  const locale = useLocale() as Locale;
  const failure = useFailureText();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const found = useStaffCall(staffOrderCalls.search, q === null ? null : { query: { q, page, pageSize: PAGE_SIZE } });

  function submit(e: FormEvent) {
    e.preventDefault();
    setPage(1);
    setOpenId(null);
    setQ(draft.trim());
  }

  return (
    <div className="grid gap-6">
      <Panel>
        <form onSubmit={submit} role="search" className="flex flex-wrap items-end gap-3">
          <TextField
            id="order-search"
            className="min-w-0 flex-1 basis-64"
            label={t('search')}
            hint={t('searchHint')}
            value={draft}
            maxLength={50}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className={`${primaryButton} mb-5`} data-testid="order-search-submit">
            {t('submit')}
          </button>
        </form>
      </Panel>
      {q !== null && (
        <Panel title={found.data ? t('found', { total: found.data.total }) : undefined} testId="order-results">
          {found.error ? <FormMessage text={failure(found.error)} /> : null}
          {!found.data && !found.error && <p>{tc('loading')}</p>}
          {found.data?.list.length === 0 && <p>{t('empty')}</p>}
          <ul className="divide-line divide-y">
            {found.data?.list.map((order) => (
              <li key={order.id} className="py-3" data-testid={`order-${order.orderNo}`}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="grid gap-1 text-sm">
                    <p className="font-medium">
                      <span className="font-mono">{order.orderNo}</span> · {to(`status.${order.status}`)}
                      {order.refundState !== 'none' && ` · ${to(`refundStates.${order.refundState}`)}`}
                    </p>
                    <p>{subjectTitle(order.subject, locale)}</p>
                    <p className="text-muted">
                      {t('member')} {order.member.name ?? ''} {order.member.phone} · {t('amount')} {formatYuan(order.payFen)} ·{' '}
                      {t('placed')} {formatDayTime(order.createdAt)}
                    </p>
                  </div>
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-expanded={openId === order.id}
                    onClick={() => setOpenId(openId === order.id ? null : order.id)}
                    data-testid={`order-${order.orderNo}-open`}
                  >
                    {openId === order.id ? t('close') : t('show')}
                    <span className="sr-only"> {order.orderNo}</span>
                  </button>
                </div>
                {openId === order.id && <OrderInFull id={order.id} />}
              </li>
            ))}
          </ul>
          {found.data && <Pager page={page} total={found.data.total} pageSize={PAGE_SIZE} onPage={setPage} />}
        </Panel>
      )}
    </div>
  );
}

function OrderInFull({ id }: { id: number }) {
  const t = useTranslations('console.orders');
  const tr = useTranslations('console.refunds');
  const to = useTranslations('orders');
  const tc = useTranslations('common');
  const locale = useLocale() as Locale;
  const failure = useFailureText();
  const seatLabel = useSeatLabel();
  const { data, error } = useStaffCall(staffOrderCalls.detail, { params: { id } });
  if (error) return <FormMessage text={failure(error)} />;
  if (!data) return <p className="mt-3">{tc('loading')}</p>;
  const heading = 'mb-2 text-sm font-semibold';
  return (
    <div className="bg-paper mt-3 grid gap-4 rounded p-4 text-sm md:grid-cols-2" data-testid="order-in-full">
      <section>
        <h3 className={heading}>{t('items')}</h3>
        <ul className="grid gap-1">
          {data.items.map((item) => (
            <li key={item.id}>
              {itemLabel(item, (key, values) => to(key as never, values as never), locale, seatLabel)} · {formatYuan(item.priceFen)}
              {item.buyerName && ` · ${item.buyerName}`}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3 className={heading}>{t('payments')}</h3>
        {data.payments.length === 0 && <p>{t('noPayments')}</p>}
        <ul className="grid gap-1">
          {data.payments.map((p) => (
            <li key={p.id}>
              {formatYuan(p.amountFen)} · {t('trade', { provider: tr(`providers.${p.provider}`), tradeNo: p.tradeNo })} ·{' '}
              {formatStamp(p.at)}
            </li>
          ))}
        </ul>
        {data.refunds.length > 0 && (
          <>
            <h3 className={`${heading} mt-3`}>{t('refunds')}</h3>
            <ul className="grid gap-1">
              {data.refunds.map((r) => (
                <li key={r.refundNo}>
                  {formatYuan(r.amountFen)} · <span className="font-mono">{r.refundNo}</span> · {t(`refundStates.${r.state}`)}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="md:col-span-2">
        <h3 className={heading}>{t('history')}</h3>
        <ol className="grid gap-1" data-testid="order-history">
          {data.history.map((h, i) => (
            <li key={`${h.event}-${i}`}>
              <time dateTime={h.at} className="text-muted">
                {formatStamp(h.at)}
              </time>{' '}
              {t(`events.${h.event}`)}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
