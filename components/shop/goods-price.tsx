import { useTranslations } from 'next-intl';
import { formatYuan } from '@/lib/format';

/** Points, and the cash part where a goods has one ("6800 积分 + ¥99"); `muted` for what cannot be redeemed. */
export function GoodsPrice({
  pointPrice,
  priceFen,
  className = '',
  muted = false,
}: {
  pointPrice: number;
  priceFen: number;
  className?: string;
  muted?: boolean;
}) {
  const t = useTranslations('shop');
  return (
    <span className={`${muted ? 'text-muted' : 'text-brand'} font-medium ${className}`} data-testid="goods-price">
      {t('points', { points: pointPrice })}
      {priceFen > 0 && <span className="ml-1">{t('plusCash', { cash: formatYuan(priceFen) })}</span>}
    </span>
  );
}
