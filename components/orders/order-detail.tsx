'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useSeatLabel } from '@/lib/hooks/use-seat-label';
import { useLocale, useTranslations } from 'next-intl';
import type { OrderView } from '@/lib/contract/order';
import { formatDayTime, formatYuan } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { useOrder } from '@/lib/hooks/use-orders';
import { AccountState } from '@/components/ui/account-state';
import { Panel } from '@/components/ui/panel';
import { ChevronLeft } from '@/components/ui/icons';
import { isPaid, itemLabel, statusKey, subjectTitle } from './order-lines';
import { SubjectWhen } from './subject-when';
import { orderListHref, type OrderListPlace } from './order-paths';
import { OrderActions } from './order-actions';
import { OrderAmounts } from './order-amounts';
import { OrderStatusBadge } from './order-status-badge';
import { ETickets } from './e-tickets';

/** One order in full (/myOrder?orderId=…): every field, the tickets and, once issued, an e-ticket per item. */
export function OrderDetail({ id, place }: { id: number; place: OrderListPlace }) {
  const t = useTranslations('orders');
  const router = useRouter();
  const { data: order, error, mutate } = useOrder(id);
  const back = orderListHref(place);
  return (
    <div className="space-y-5" data-testid="order-detail">
      <Link href={back} className="text-muted hover:text-brand inline-flex min-h-10 items-center gap-1 text-sm" data-testid="order-back">
        <ChevronLeft />
        {t('back')}
      </Link>
      {!order ? (
        <AccountState area="member" error={error} retry={() => mutate()} />
      ) : (
        <>
          <OrderSummary order={order}>
            <OrderActions order={order} onChange={() => mutate()} onDeleted={() => router.replace(back)} />
          </OrderSummary>
          <ETickets order={order} />
          <OrderFacts order={order} />
        </>
      )}
    </div>
  );
}

/** What the order is for, its state, and (as `children`) what can be done with it now. */
function OrderSummary({ order, children }: { order: OrderView; children: ReactNode }) {
  const t = useTranslations('orders');
  const locale = useLocale() as Locale;
  return (
    <section className="border-line overflow-hidden rounded-lg border bg-white" aria-labelledby="order-detail-title">
      <div className="flex gap-4 p-4 sm:p-6">
        <img
          src={order.subject.image}
          alt=""
          width={120}
          height={160}
          className="bg-line aspect-[3/4] w-24 shrink-0 rounded object-cover sm:w-28"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 id="order-detail-title" className="font-serif text-xl leading-snug font-semibold" data-testid="order-detail-title">
              {subjectTitle(order.subject, locale)}
            </h2>
            <OrderStatusBadge status={order.status} kind={order.kind} goods={order.goods} />
          </div>
          <p className="text-muted mt-2 text-sm">
            <SubjectWhen subject={order.subject} />
          </p>
          <p className="text-muted mt-1 text-sm break-all">{t('orderNo', { no: order.orderNo })}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

/** Every field of the order, as a definition list per topic. */
function OrderFacts({ order }: { order: OrderView }) {
  const t = useTranslations('orders');
  const seatLabel = useSeatLabel();
  const locale = useLocale() as Locale;
  const facts: [string, string, string][] = [
    ['orderNo', t('facts.orderNo'), order.orderNo],
    ['status', t('facts.status'), t(`status.${statusKey(order)}`)],
    ['createdAt', t('facts.createdAt'), formatDayTime(order.createdAt)],
    ...(order.status === 'unpaid' ? [['expiresAt', t('facts.expiresAt'), formatDayTime(order.expiresAt)] as [string, string, string]] : []),
    ['paidAt', t('facts.paidAt'), order.paidAt ? formatDayTime(order.paidAt) : t('facts.none')],
    ['payMethod', t('facts.payMethod'), order.payMethod ? t(`payMethods.${order.payMethod}`) : t('facts.none')],
    ...(order.cancelReason
      ? [['cancelReason', t('facts.cancelReason'), t(`cancelReasons.${order.cancelReason}`)] as [string, string, string]]
      : []),
    ...(order.refundState !== 'none'
      ? [['refund', t('facts.refund'), t(`refundStates.${order.refundState}`)] as [string, string, string]]
      : []),
    ['invoice', t('facts.invoice'), t(`invoiceStates.${order.invoiceState}`)],
    ...(order.pointsEarned > 0
      ? [['pointsEarned', t('facts.pointsEarned'), t('pointsValue', { points: order.pointsEarned })] as [string, string, string]]
      : []),
  ];
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Panel title={t('facts.heading')} testId="order-facts">
        <dl className="space-y-2 text-sm">
          {facts.map(([key, label, value]) => (
            <div key={key} className="flex justify-between gap-4" data-testid={`fact-${key}`}>
              <dt className="text-muted shrink-0">{label}</dt>
              <dd className="text-right break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel title={t(`kinds.${order.kind}.lines`)} testId="order-items">
        <ul className="divide-line divide-y text-sm">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-4 py-2 first:pt-0" data-testid="order-item">
              <span className="min-w-0">
                {itemLabel(item, t, locale, seatLabel)}
                {item.buyerName && (
                  <span className="text-muted block text-xs">{t(`kinds.${order.kind}.holder`, { name: item.buyerName })}</span>
                )}
              </span>
              <span className="shrink-0 tabular-nums">
                {item.pointPrice !== null && item.priceFen === 0
                  ? t('pointsValue', { points: item.pointPrice * item.quantity })
                  : formatYuan(item.priceFen * item.quantity)}
              </span>
            </li>
          ))}
        </ul>
        <div className="border-line mt-3 border-t pt-3">
          <OrderAmounts amounts={order} paid={isPaid(order.status)} />
        </div>
      </Panel>
    </div>
  );
}
