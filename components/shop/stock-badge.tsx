import { useTranslations } from 'next-intl';
import type { StockState } from '@/lib/contract/shop';

const TONE: Record<Exclude<StockState, 'inStock'>, string> = {
  fewLeft: 'bg-gold text-white',
  soldOut: 'bg-ink/85 text-white',
};

/**
 * The stock state where it tells the member something: few left, or sold out (`large` across a picture). Goods
 * in stock wear nothing: a badge on every card says nothing.
 */
export function StockBadge({ state, large = false }: { state: StockState; large?: boolean }) {
  const t = useTranslations('shop.stock');
  if (state === 'inStock') return null;
  const size = large ? 'px-3 py-1 text-sm' : 'px-2 py-0.5 text-xs';
  return (
    <span className={`rounded font-medium ${size} ${TONE[state]}`} data-testid="stock-state" data-state={state}>
      {t(state)}
    </span>
  );
}
