'use client';

import Link from 'next/link';
import { useSeatLabel } from '@/lib/hooks/use-seat-label';
import { useLocale, useTranslations } from 'next-intl';
import type { OrderView } from '@/lib/contract/order';
import { formatDayTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { isPaid, itemLabel, subjectTitle } from './order-lines';
import { SubjectWhen } from './subject-when';
import { orderDetailHref, type OrderListPlace } from './order-paths';
import { OrderAmounts } from './order-amounts';
import { OrderActions } from './order-actions';
import { OrderStatusBadge } from './order-status-badge';

/** Shown on a card before "and N more": a large order stays a card, the detail lists every ticket. */
const ITEMS_SHOWN = 4;

/** An order in the list: what, when, where, which seats, how much, its state and what can be done with it. */
export function OrderCard({ order, place, onChange }: { order: OrderView; place: OrderListPlace; onChange: () => void }) {
  const t = useTranslations('orders');
  const seatLabel = useSeatLabel();
  const locale = useLocale() as Locale;
  const detail = orderDetailHref(place, order.id);
  const more = order.items.length - ITEMS_SHOWN;
  return (
    <article
      className="border-line overflow-hidden rounded-lg border bg-white"
      data-testid="order-card"
      data-order-id={order.id}
      data-status={order.status}
      aria-labelledby={`order-${order.id}-title`}
    >
      <header className="border-line bg-paper/60 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b px-4 py-2.5 text-sm sm:px-5">
        <span className="text-muted min-w-0">
          <span className="border-line text-ink mr-2 rounded border bg-white px-1.5 py-0.5 text-xs" data-testid="order-kind">
            {t(`kinds.${order.kind}.name`)}
          </span>
          {t('orderNo', { no: order.orderNo })}
          <span className="mx-2 hidden sm:inline">·</span>
          <span className="block sm:inline">{formatDayTime(order.createdAt)}</span>
        </span>
        <OrderStatusBadge status={order.status} kind={order.kind} goods={order.goods} />
      </header>
      <div className="flex gap-4 p-4 sm:px-5">
        <Link href={detail} className="shrink-0" tabIndex={-1} aria-hidden>
          <img
            src={order.subject.image}
            alt=""
            width={96}
            height={128}
            loading="lazy"
            className="bg-line aspect-[3/4] w-20 rounded object-cover sm:w-24"
          />
        </Link>
        <div className="min-w-0 flex-1">
          <h2 id={`order-${order.id}-title`} className="leading-snug font-medium">
            <Link href={detail} className="hover:text-brand" data-testid="order-title">
              {subjectTitle(order.subject, locale)}
            </Link>
          </h2>
          <p className="text-muted mt-1 text-sm">
            <SubjectWhen subject={order.subject} />
          </p>
          <ul className="mt-2 space-y-0.5 text-sm" aria-label={t(`kinds.${order.kind}.lines`)}>
            {order.items.slice(0, ITEMS_SHOWN).map((item) => (
              <li key={item.id} data-testid="order-item">
                {itemLabel(item, t, locale, seatLabel)}
              </li>
            ))}
            {more > 0 && <li className="text-muted">{t('moreItems', { count: more })}</li>}
          </ul>
        </div>
      </div>
      <OrderAmounts amounts={order} paid={isPaid(order.status)} compact />
      <OrderActions order={order} detailHref={detail} onChange={onChange} />
    </article>
  );
}
