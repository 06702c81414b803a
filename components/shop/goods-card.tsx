import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { GoodsCardView } from '@/lib/contract/shop';
import { GoodsPrice } from './goods-price';
import { StockBadge } from './stock-badge';
import { goodsHref } from '@/lib/links';

/**
 * One goods in the shop's grid: picture, name, points (and cash), and its stock only when it matters: few left
 * in the corner, sold out across a faded picture (the list puts those last).
 */
export function GoodsCard({ goods, priority = false }: { goods: GoodsCardView; priority?: boolean }) {
  const t = useTranslations('shop');
  const soldOut = goods.stockState === 'soldOut';
  return (
    <article className="group" data-testid="goods-card" data-goods-id={goods.id} data-stock={goods.stockState}>
      <Link href={goodsHref(goods.id)} className="block">
        <div className="bg-paper relative aspect-square overflow-hidden rounded">
          <img
            src={goods.image}
            alt=""
            width={600}
            height={600}
            loading={priority ? 'eager' : 'lazy'}
            className={`h-full w-full object-cover transition-transform duration-300 group-hover:scale-105 ${soldOut ? 'opacity-40 grayscale' : ''}`}
          />
          {soldOut ? (
            <span className="absolute inset-0 flex items-center justify-center">
              <StockBadge state="soldOut" large />
            </span>
          ) : (
            <span className="absolute top-2 left-2 flex gap-1">
              {goods.recommend && <span className="bg-brand rounded px-2 py-0.5 text-xs text-white">{t('recommend')}</span>}
              <StockBadge state={goods.stockState} />
            </span>
          )}
        </div>
        <h2 className={`group-hover:text-brand mt-3 line-clamp-2 leading-snug font-medium ${soldOut ? 'text-muted' : ''}`}>{goods.name}</h2>
      </Link>
      <p className="mt-1 text-sm">
        <GoodsPrice pointPrice={goods.pointPrice} priceFen={goods.priceFen} muted={soldOut} />
      </p>
    </article>
  );
}
