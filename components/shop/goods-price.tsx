import { useTranslations } from 'next-intl';
import { formatYuan } from '@/lib/format';

/** Points, and the cash part where a goods has one ("6800 积分 + ¥99"). */
export function GoodsPrice({ pointPrice, priceFen, className = '' }: { pointPrice: number; priceFen: number; className?: string }) {
  const t = useTranslations('shop');
  return (
    <span className={`text-brand font-medium ${className}`} data-testid="goods-price">
      {t('points', { points: pointPrice })}
      {priceFen > 0 && <span className="ml-1">{t('plusCash', { cash: formatYuan(priceFen) })}</span>}
    </span>
  );
}
