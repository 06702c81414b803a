'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ORDER_PAGE_SIZE, useOrders } from '@/lib/hooks/use-orders';
import { showListHref } from '@/lib/links';
import { AccountState } from '@/components/ui/account-state';
import { primaryButton } from '@/components/ui/form-field';
import { Pager } from '@/components/ui/pager';
import { orderListHref, type OrderListPlace } from './order-paths';
import { OrderCard } from './order-card';

/** One tab of the member's orders, of one type or all, a page at a time; where the list stands lives in the URL. */
export function OrderList({ place }: { place: OrderListPlace }) {
  const t = useTranslations('orders');
  const router = useRouter();
  const { data, error, mutate } = useOrders(place);
  if (!data) return <AccountState area="member" error={error} retry={() => mutate()} />;
  if (data.list.length === 0) {
    return (
      <div className="border-line rounded-lg border bg-white px-4 py-14 text-center" data-testid="orders-empty">
        <p className="text-muted">{t(`empty.${place.tab}`)}</p>
        <Link href={showListHref(0)} className={`${primaryButton} mt-6`}>
          {t('browse')}
        </Link>
      </div>
    );
  }
  return (
    <div>
      <ul className="space-y-4" data-testid="order-list">
        {data.list.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} place={place} onChange={() => mutate()} />
          </li>
        ))}
      </ul>
      <Pager
        page={place.page ?? 1}
        total={data.total}
        pageSize={ORDER_PAGE_SIZE}
        onPage={(p) => router.push(orderListHref({ ...place, page: p }))}
      />
    </div>
  );
}
