'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { formatYuan } from '@/lib/format';
import { primaryButton, secondaryButton } from '@/components/ui/form-field';
import { OrderHeading } from './order-heading';
import { useOrder } from '@/lib/hooks/use-orders';

/**
 * /paySuccess: where the providers send the member back. The page believes only the hall API: issued is
 * success; unpaid means the notification is still on its way (asked again every few seconds); closed,
 * cancelled or invalid is said plainly, with the refund promise where money arrived late.
 */
export function PaySuccessView() {
  const t = useTranslations('checkout');
  const orderId = Number(useSearchParams().get('orderId')) || undefined;
  const { data: order } = useOrder(orderId, { live: true });
  if (!order) return <div className="bg-paper h-40 animate-pulse rounded" />;
  const issued = order.status === 'issued' || order.status === 'paid' || order.status === 'completed';
  const pending = order.status === 'unpaid';
  return (
    <div className="mx-auto max-w-xl space-y-6" data-testid="pay-result" data-status={order.status}>
      <div className="rounded bg-white p-6 text-center" role="status">
        <p className={`text-2xl font-semibold ${issued ? 'text-green-700' : pending ? '' : 'text-brand'}`}>
          {issued ? t('successTitle') : pending ? t('pendingTitle') : t('failedTitle')}
        </p>
        <p className="text-muted mt-2">{issued ? t('successText') : pending ? t('pendingText') : t('failedText')}</p>
        {issued && (
          <p className="mt-4 text-sm">
            {t('orderNo', { no: order.orderNo })} · {formatYuan(order.payFen)}
            {order.pointsEarned > 0 && <span className="block">{t('pointsEarned', { points: order.pointsEarned })}</span>}
          </p>
        )}
      </div>
      <OrderHeading subject={order.subject} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link href={`/myOrder?orderId=${order.id}`} className={`${primaryButton} flex-1`} data-testid="view-order">
          {t('viewOrder')}
        </Link>
        {order.kind === 'package' ? (
          <Link href="/cardCase" className={`${secondaryButton} flex-1`} data-testid="view-cards">
            {t('viewCards')}
          </Link>
        ) : order.kind === 'visit' ? (
          <Link href="/reservationOrder" className={`${secondaryButton} flex-1`} data-testid="view-reservations">
            {t('viewReservations')}
          </Link>
        ) : (
          <Link href="/showByTickets?activeType=0" className={`${secondaryButton} flex-1`}>
            {t('continueShopping')}
          </Link>
        )}
      </div>
    </div>
  );
}
