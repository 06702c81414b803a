import { useTranslations } from 'next-intl';
import { formatYuan } from '@/lib/format';

type Priced = { priceFen: number; pointOnly: boolean; pointPrice: number | null };

/** Money and points of the chosen tickets, summed apart: point-only tickets cost no money. */
export function totals(lines: { ticketClass: Priced; quantity: number }[]) {
  let fen = 0;
  let points = 0;
  let count = 0;
  for (const { ticketClass: c, quantity } of lines) {
    count += quantity;
    if (c.pointOnly) points += (c.pointPrice ?? 0) * quantity;
    else fen += c.priceFen * quantity;
  }
  return { fen, points, count };
}

export function TotalLine({ fen, points, count }: { fen: number; points: number; count: number }) {
  const t = useTranslations('chooseSeat');
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className="text-muted">{t('total')}</span>
      <span className="text-brand text-xl font-semibold whitespace-nowrap" data-testid="total-price">
        {formatYuan(fen)}
        {points > 0 && <span className="text-base font-medium"> + {t('points', { points })}</span>}
      </span>
      <span className="text-muted text-xs whitespace-nowrap">{t('count', { count })}</span>
    </p>
  );
}
