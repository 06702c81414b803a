import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { PointOrderView } from '@/lib/contract/shop';
import { formatDayTime, formatYuan } from '@/lib/format';
import { ShopStateBadge } from './shop-state-badge';

export const pointOrderHref = (id: number) => `/integralOrder?orderId=${id}`;

/** One shop order in the member's list: the goods, where it stands, the points and any cash. */
export function PointOrderCard({ order }: { order: PointOrderView }) {
  const t = useTranslations('shop.orders');
  const ts = useTranslations('shop');
  const [line] = order.items;
  return (
    <li className="border-line rounded-lg border bg-white" data-testid="point-order" data-order-id={order.id}>
      <Link href={pointOrderHref(order.id)} className="flex gap-4 p-4">
        <img src={order.subject.image} alt="" width={80} height={80} className="bg-paper size-20 shrink-0 rounded object-cover" />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-3">
            <p className="line-clamp-2 font-medium">{order.subject.title}</p>
            <ShopStateBadge state={order.shop.state} />
          </div>
          <p className="text-muted mt-1 text-sm">
            {t('quantity', { count: line?.quantity ?? 1 })} · {ts('points', { points: order.shop.goodsPoints })}
            {order.payFen > 0 && <> · {formatYuan(order.payFen)}</>}
          </p>
          <p className="text-muted mt-1 text-xs">{t('placedAt', { time: formatDayTime(order.createdAt) })}</p>
        </div>
      </Link>
    </li>
  );
}
