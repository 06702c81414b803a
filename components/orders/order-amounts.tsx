'use client';

import { useTranslations } from 'next-intl';
import type { OrderGoods, OrderKindName, PriceAmounts } from '@/lib/contract/order';
import { formatYuan } from '@/lib/format';

/** An order keeps the points of point-only tickets inside pointsUsed; only a price preview has them apart. */
type Amounts = Omit<PriceAmounts, 'pointsForTickets' | 'cardTickets'> & {
  pointsForTickets?: number;
  cardTickets?: number;
  kind?: OrderKindName;
  goods?: OrderGoods | null;
};
/** key, label, value, and whether a compact card shows it. */
type Line = [key: string, label: string, value: string, compact: boolean];

/**
 * The sums of an order or of its price preview: what was bought, in the words of its kind (tickets, a visit, a
 * package card), then each deduction, then what was (`paid`) or is to be paid. `compact` (the list's cards) leaves
 * out deductions of nothing; elsewhere they show for tickets, where coupons, codes and points apply, and not for
 * other kinds, where a row of ¥0 says nothing. A shop order is priced in points, so its points are what
 * the goods took, not a deduction, and its cash is the goods' cash part with the freight; an order wholly in
 * points (a café voucher) shows no cash at all and reads as paid in points.
 */
export function OrderAmounts({ amounts: order, paid, compact = false }: { amounts: Amounts; paid: boolean; compact?: boolean }) {
  const t = useTranslations('orders.amounts');
  const off = (fen: number) => (fen > 0 ? `−${formatYuan(fen)}` : formatYuan(0));
  const kind = order.kind ?? 'performance';
  const shop = kind === 'point';
  const pointsOnly = shop && order.totalFen === 0;
  const deductible = kind === 'performance';
  const lines: Line[] = [];
  if (shop) {
    if (!pointsOnly) {
      const cash = order.goods?.fulfilment === 'pickup' ? t('shopCashOnly') : t('shopCash');
      lines.push(
        ['total', cash, formatYuan(order.totalFen), true],
        ['points', t('shopPoints'), t('pointsOnly', { points: order.pointsUsed }), true],
      );
    }
  } else {
    lines.push(['total', t(`totals.${kind}`), formatYuan(order.totalFen), true]);
    if (deductible || order.couponFen > 0) lines.push(['coupon', t('coupon'), off(order.couponFen), order.couponFen > 0]);
    if (deductible || order.discountFen > 0) lines.push(['discount', t('discount'), off(order.discountFen), order.discountFen > 0]);
    if (deductible || order.pointsUsed > 0)
      lines.push(['points', t('points', { points: order.pointsUsed }), off(order.pointsFen), order.pointsUsed > 0]);
  }
  // Only a preview has point tickets apart, and only when there are some: never a line of nothing.
  if (order.pointsForTickets) lines.splice(1, 0, ['pointsForTickets', t('pointsForTickets', { points: order.pointsForTickets }), '', true]);
  // Tickets a package card paid are not in the total: they cost no money, one credit each.
  if (order.cardTickets) lines.splice(1, 0, ['card', t('card', { count: order.cardTickets }), formatYuan(0), true]);
  const toPay = pointsOnly ? t('pointsOnly', { points: order.pointsUsed }) : formatYuan(order.payFen);
  return (
    <dl
      className={`text-sm ${compact ? 'border-line flex flex-wrap items-baseline justify-end gap-x-5 gap-y-1 border-t px-4 py-3 sm:px-5' : 'space-y-2'}`}
      data-testid="order-amounts"
    >
      {lines
        .filter(([, , , shown]) => shown || !compact)
        .map(([key, label, value]) => (
          <div key={key} className={compact ? 'flex gap-1.5' : 'flex justify-between gap-4'} data-testid={`amount-${key}`}>
            <dt className="text-muted">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      <div
        className={compact ? 'flex items-baseline gap-1.5' : 'border-line flex items-baseline justify-between gap-4 border-t pt-2'}
        data-testid="amount-pay"
      >
        <dt className={compact ? 'text-muted' : 'font-medium'}>{t(paid ? 'paid' : 'payable')}</dt>
        <dd className="text-brand text-lg font-semibold tabular-nums">{toPay}</dd>
      </div>
    </dl>
  );
}
