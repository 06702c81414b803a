'use client';

import { useTranslations } from 'next-intl';
import type { OrderGoods, OrderKindName, OrderStatus } from '@/lib/contract/order';
import { statusKey, statusTone } from './order-lines';

/**
 * An order's status in the words of its kind (order-lines.ts `statusKey`): a parcel to ship is not "issued", a
 * paid package card is in force rather than issued until its validity ends.
 */
export function OrderStatusBadge(order: { status: OrderStatus; kind?: OrderKindName; goods?: OrderGoods | null }) {
  const t = useTranslations('orders.status');
  return (
    <span className={`shrink-0 rounded px-2 py-0.5 text-sm font-medium ${statusTone(order)}`} data-testid="order-status">
      {t(statusKey(order))}
    </span>
  );
}
