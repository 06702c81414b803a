'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { formatYuan } from '@/lib/format';
import { usePointOrder } from '@/lib/hooks/use-point-orders';
import { primaryButton, secondaryButton } from '@/components/ui/form-field';
import { pointOrderHref } from './orders/point-order-card';

/**
 * /pointsPaySuccess: where a redemption ends, wholly in points (issued at once) or after its cash part was
 * paid. Only the hall API is believed: unpaid means the payment's notification is still on its way.
 */
export function PointsPayResult() {
  const t = useTranslations('shop.result');
  const ts = useTranslations('shop');
  const orderId = Number(useSearchParams().get('orderId')) || undefined;
  const { data: order } = usePointOrder(orderId, { live: true });
  if (!order) return <div className="bg-paper h-40 animate-pulse rounded" />;
  const pending = order.status === 'unpaid';
  const failed = ['closed', 'cancelled', 'invalid'].includes(order.status);
  const [title, text] = pending ? ['pending', 'pendingText'] : failed ? ['failed', 'failedText'] : ['success', 'successText'];
  return (
    <div className="mx-auto max-w-xl space-y-6" data-testid="points-pay-result" data-status={order.status}>
      <div className="rounded bg-white p-6 text-center" role="status">
        <p className={`text-2xl font-semibold ${failed ? 'text-brand' : pending ? '' : 'text-green-700'}`}>{t(title)}</p>
        <p className="text-muted mt-2">{t(text)}</p>
        {!pending && !failed && (
          <p className="mt-4 text-sm">
            {order.subject.title} · {t('pointsSpent', { points: order.shop.goodsPoints })}
            {order.payFen > 0 && <> · {formatYuan(order.payFen)}</>}
          </p>
        )}
        {order.shop.pickupCode && <p className="text-muted mt-2 text-sm">{ts('sheet.pickupNote')}</p>}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link href={pointOrderHref(order.id)} className={`${primaryButton} flex-1`} data-testid="view-point-order">
          {t('viewOrders')}
        </Link>
        <Link href={`/pointsShop?type=${order.shop.goodsType}`} className={`${secondaryButton} flex-1`}>
          {t('continue')}
        </Link>
      </div>
    </div>
  );
}
