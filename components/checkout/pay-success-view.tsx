'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { formatYuan } from '@/lib/format';
import { primaryButton, secondaryButton } from '@/components/ui/form-field';
import { OrderHeading } from './order-heading';
import { useOrder } from '@/lib/hooks/use-orders';
import type { OrderView } from '@/lib/contract/order';

type Step = { href: string; label: string; testId: string };
const orderStep = (order: OrderView): Step => ({ href: `/myOrder?orderId=${order.id}`, label: 'viewOrder', testId: 'view-order' });

/**
 * Where a paid order's result leads: first to where what was bought is kept (the card case, the booked visits, the
 * points orders; tickets are kept in their order), then on.
 */
function nextSteps(order: OrderView): [Step, Step] {
  switch (order.kind) {
    case 'package':
      return [{ href: '/cardCase', label: 'viewCards', testId: 'view-cards' }, orderStep(order)];
    case 'visit':
      return [{ href: '/reservationOrder', label: 'viewReservations', testId: 'view-reservations' }, orderStep(order)];
    case 'point':
      return [{ href: `/integralOrder?orderId=${order.id}`, label: 'viewPointOrders', testId: 'view-point-order' }, orderStep(order)];
    default:
      return [orderStep(order), { href: '/showByTickets?activeType=0', label: 'continueShopping', testId: 'continue-shopping' }];
  }
}

const SUCCESS_TEXTS = new Set(['performance', 'visit', 'package', 'point']);

/**
 * /paySuccess: where the providers send the member back. The page believes only the hall API: issued is
 * success; unpaid means the notification is still on its way (asked again every few seconds); closed,
 * cancelled or invalid is said plainly, with the refund promise where money arrived late. Success says what the
 * member got in the words of the order's kind (tickets, a booked visit, a package card in force, goods) and leads
 * first to where it is kept.
 */
export function PaySuccessView() {
  const t = useTranslations('checkout');
  const orderId = Number(useSearchParams().get('orderId')) || undefined;
  const { data: order } = useOrder(orderId, { live: true });
  if (!order) return <div className="bg-paper h-40 animate-pulse rounded" />;
  const issued = order.status === 'issued' || order.status === 'paid' || order.status === 'completed';
  const pending = order.status === 'unpaid';
  const success = `successTexts.${SUCCESS_TEXTS.has(order.kind) ? order.kind : 'other'}`;
  // Until it is paid the order itself is the one place to go.
  const steps = issued ? nextSteps(order) : [orderStep(order)];
  return (
    <div className="mx-auto max-w-xl space-y-6" data-testid="pay-result" data-status={order.status} data-kind={order.kind}>
      <div className="rounded bg-white p-6 text-center" role="status">
        <p className={`text-2xl font-semibold ${issued ? 'text-green-700' : pending ? '' : 'text-brand'}`}>
          {issued ? t('successTitle') : pending ? t('pendingTitle') : t('failedTitle')}
        </p>
        <p className="text-muted mt-2" data-testid="pay-result-text">
          {issued ? t(success) : pending ? t('pendingText') : t('failedText')}
        </p>
        {issued && (
          <p className="mt-4 text-sm">
            {t('orderNo', { no: order.orderNo })} · {formatYuan(order.payFen)}
            {order.pointsEarned > 0 && <span className="block">{t('pointsEarned', { points: order.pointsEarned })}</span>}
          </p>
        )}
      </div>
      <OrderHeading subject={order.subject} />
      <div className="flex flex-col gap-3 sm:flex-row">
        {steps.map((step, i) => (
          <Link
            key={step.testId}
            href={step.href}
            className={`${i === 0 ? primaryButton : secondaryButton} flex-1`}
            data-testid={step.testId}
          >
            {t(step.label)}
          </Link>
        ))}
      </div>
    </div>
  );
}
