'use client';

import { useTranslations } from 'next-intl';
import type { OrderStatus } from '@/lib/contract/order';
import { statusTone } from './order-lines';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('orders.status');
  return (
    <span className={`shrink-0 rounded px-2 py-0.5 text-sm font-medium ${statusTone(status)}`} data-testid="order-status">
      {t(status)}
    </span>
  );
}
