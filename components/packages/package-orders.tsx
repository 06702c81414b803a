'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { packageOrderCalls, type PackageOrderView } from '@/lib/contract/package';
import { bffCall } from '@/lib/client/call';
import { useFailureText } from '@/lib/client/failure-text';
import { toast } from '@/lib/client/toast';
import { formatDayTime, formatYuan } from '@/lib/format';
import { PACKAGE_ORDER_PAGE_SIZE, usePackageOrders } from '@/lib/hooks/use-packages';
import { AccountState } from '@/components/ui/account-state';
import { Pager } from '@/components/ui/pager';
import { primaryButton } from '@/components/ui/form-field';
import { ConfirmButton } from '@/components/member/confirm-button';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { subjectTitle } from '@/components/orders/order-lines';
import type { Locale } from '@/lib/i18n/locales';
import { ConfirmPackageOrder } from './confirm-package-order';

/** §2 /falaOrder: confirming a card to buy (`cardId`), or the member's package orders. */
export function PackageOrders() {
  const query = useSearchParams();
  const cardId = Number(query.get('cardId')) || undefined;
  if (cardId) return <ConfirmPackageOrder cardId={cardId} />;
  return <PackageOrderList page={Number(query.get('page')) || 1} />;
}

function PackageOrderList({ page }: { page: number }) {
  const t = useTranslations('packages.orders');
  const router = useRouter();
  const { data, error, mutate } = usePackageOrders(page);
  if (!data) return <AccountState area="member" error={error} retry={() => mutate()} />;
  if (data.total === 0) {
    return (
      <div className="py-16 text-center" data-testid="package-orders-empty">
        <p className="text-muted">{t('empty')}</p>
        <Link href="/falaCardDetail?activeType=3" className="text-brand mt-3 inline-block hover:underline">
          {t('goBuy')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="space-y-3" data-testid="package-orders">
        {data.list.map((order) => (
          <PackageOrderCard key={order.id} order={order} onChange={() => mutate()} />
        ))}
      </ul>
      <Pager page={page} total={data.total} pageSize={PACKAGE_ORDER_PAGE_SIZE} onPage={(p) => router.push(`/falaOrder?page=${p}`)} />
    </>
  );
}

function PackageOrderCard({ order, onChange }: { order: PackageOrderView; onChange: () => void }) {
  const t = useTranslations('packages.orders');
  const locale = useLocale() as Locale;
  const failure = useFailureText();
  const closed = order.status === 'closed' || order.status === 'cancelled';
  async function remove() {
    try {
      await bffCall(packageOrderCalls.remove, { query: { id: order.id } });
      onChange();
    } catch (e) {
      const text = failure(e);
      if (text) toast(text, { kind: 'error' });
    }
  }
  return (
    <li className="border-line rounded-lg border bg-white p-4" data-testid="package-order" data-order-id={order.id}>
      <div className="flex gap-4">
        <img src={order.subject.image} alt="" width={96} height={60} className="h-15 w-24 shrink-0 rounded object-cover" />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-3">
            <p className="font-medium">{subjectTitle(order.subject, locale)}</p>
            <OrderStatusBadge status={order.status} kind={order.kind} />
          </div>
          <p className="text-muted mt-1 text-sm">
            {t('orderNo', { no: order.orderNo })} · {formatYuan(order.payFen)}
          </p>
          <p className="text-muted mt-1 text-xs">{t('placedAt', { time: formatDayTime(order.createdAt) })}</p>
          {order.cardNo && (
            <p className="mt-1 text-sm" data-testid="package-order-card-no">
              {t('cardNo', { no: order.cardNo })}
            </p>
          )}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-end gap-3">
        {order.status === 'unpaid' && (
          <Link href={`/confirmOrder?orderId=${order.id}`} className={primaryButton} data-testid="package-order-pay">
            {t('pay')}
          </Link>
        )}
        {order.cardNo && (
          <Link href="/cardCase" className="text-brand text-sm hover:underline">
            {t('viewCard')}
          </Link>
        )}
        {closed && <ConfirmButton label={t('delete')} question={t('deleteQuestion')} onConfirm={remove} testId="package-order-delete" />}
      </div>
    </li>
  );
}
