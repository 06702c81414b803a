'use client';

import { useTranslations } from 'next-intl';
import type { PriceAmounts } from '@/lib/contract/order';
import { formatYuan } from '@/lib/format';

/** An order keeps the points of point-only tickets inside pointsUsed, so it has no pointsForTickets of its own. */
type Amounts = Omit<PriceAmounts, 'pointsForTickets'> & { pointsForTickets?: number };

/** The order's arithmetic as the member reads it: tickets, each deduction, what is left to pay. */
export function PriceSummary({ amounts }: { amounts: Amounts }) {
  const t = useTranslations('checkout');
  const rows: [string, string][] = [[t('total'), formatYuan(amounts.totalFen)]];
  if (amounts.pointsForTickets) rows.push([t('pointsForTickets', { points: amounts.pointsForTickets }), '']);
  if (amounts.couponFen) rows.push([t('couponDeduct'), `−${formatYuan(amounts.couponFen)}`]);
  if (amounts.discountFen) rows.push([t('discountDeduct'), `−${formatYuan(amounts.discountFen)}`]);
  if (amounts.pointsFen) rows.push([t('pointsDeduct', { points: amounts.pointsUsed }), `−${formatYuan(amounts.pointsFen)}`]);
  return (
    <dl className="space-y-1 text-sm" data-testid="price-summary">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between">
          <dt className="text-muted">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="border-line flex items-baseline justify-between border-t pt-2">
        <dt className="font-semibold">{t('payable')}</dt>
        <dd className="text-brand text-2xl font-semibold" data-testid="pay-amount">
          {formatYuan(amounts.payFen)}
        </dd>
      </div>
    </dl>
  );
}
