'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { POINT_ORDER_PAGE_SIZE, usePointOrders } from '@/lib/hooks/use-point-orders';
import { AccountState } from '@/components/ui/account-state';
import { Pager } from '@/components/ui/pager';
import { PointOrderCard } from './point-order-card';
import { PointOrderDetail } from './point-order-detail';

/** §2 /integralOrder: the member's shop orders, or one of them when the address names it (`orderId`). */
export function PointOrders() {
  const query = useSearchParams();
  const orderId = Number(query.get('orderId')) || undefined;
  if (orderId) return <PointOrderDetail id={orderId} />;
  return <PointOrderList page={Number(query.get('page')) || 1} />;
}

function PointOrderList({ page }: { page: number }) {
  const t = useTranslations('shop.orders');
  const router = useRouter();
  const { data, error, mutate } = usePointOrders(page);
  if (!data) return <AccountState area="member" error={error} retry={() => mutate()} />;
  if (data.total === 0) {
    return (
      <div className="py-16 text-center" data-testid="point-orders-empty">
        <p className="text-muted">{t('empty')}</p>
        <Link href="/pointsShop?type=0" className="text-brand mt-3 inline-block hover:underline">
          {t('goShop')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="space-y-3" data-testid="point-orders">
        {data.list.map((order) => (
          <PointOrderCard key={order.id} order={order} />
        ))}
      </ul>
      <Pager page={page} total={data.total} pageSize={POINT_ORDER_PAGE_SIZE} onPage={(p) => router.push(`/integralOrder?page=${p}`)} />
    </>
  );
}
