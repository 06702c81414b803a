import { useLocale, useTranslations } from 'next-intl';
import type { EventGoodsView } from '@/lib/contract/shop';
import { localized, type Locale } from '@/lib/i18n/locales';
import { GoodsPrice } from './goods-price';
import { goodsHref } from '@/lib/links';

/**
 * Goods sold alongside a performance (§7 event_goods): on its page and in the cart. They are the points shop's,
 * which is Chinese only (§1): in Chinese each leads to its page there; in English they are shown without a link.
 */
export function EventGoods({
  goods,
  heading = 'title',
  testId = 'event-goods',
}: {
  goods: EventGoodsView[];
  heading?: 'title' | 'cartTitle';
  testId?: string;
}) {
  const t = useTranslations('shop.alongside');
  const locale = useLocale() as Locale;
  if (!goods.length) return null;
  const linked = locale === 'zh-CN';
  return (
    <section aria-labelledby={`${testId}-heading`} data-testid={testId}>
      <h2 id={`${testId}-heading`} className="mb-1 font-serif text-xl font-semibold">
        {t(heading)}
      </h2>
      <p className="text-muted mb-4 text-sm">
        {t(linked ? 'lead' : 'leadChineseOnly', { where: heading === 'cartTitle' ? 'cart' : 'page' })}
      </p>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {goods.map((g) => {
          const body = (
            <>
              <div className="bg-paper aspect-square overflow-hidden rounded">
                <img src={g.image} alt="" width={300} height={300} loading="lazy" className="h-full w-full object-cover" />
              </div>
              <p className={`mt-2 line-clamp-2 text-sm leading-snug font-medium ${linked ? 'group-hover:text-brand' : ''}`}>
                {localized(g, 'name', locale)}
              </p>
            </>
          );
          return (
            <li key={g.id} className="group" data-testid="event-goods-item">
              {linked ? <a href={goodsHref(g.id)}>{body}</a> : <div>{body}</div>}
              <GoodsPrice pointPrice={g.pointPrice} priceFen={g.priceFen} className="text-sm" />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
