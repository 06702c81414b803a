'use client';

import { useTranslations } from 'next-intl';
import type { OrderKindName, OrderStatus } from '@/lib/contract/order';
import { statusTone } from './order-lines';

/** An order's status; a paid package card is in force rather than "issued" until its validity ends. */
export function OrderStatusBadge({ status, kind }: { status: OrderStatus; kind?: OrderKindName }) {
  const t = useTranslations('orders.status');
  return (
    <span className={`shrink-0 rounded px-2 py-0.5 text-sm font-medium ${statusTone(status)}`} data-testid="order-status">
      {kind === 'package' && status === 'issued' ? t('cardActive') : t(status)}
    </span>
  );
}
