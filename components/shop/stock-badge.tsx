import { useTranslations } from 'next-intl';
import type { StockState } from '@/lib/contract/shop';

const TONE: Record<StockState, string> = {
  inStock: 'bg-white/90 text-ink',
  fewLeft: 'bg-gold text-white',
  soldOut: 'bg-ink/80 text-white',
};

export function StockBadge({ state }: { state: StockState }) {
  const t = useTranslations('shop.stock');
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-medium ${TONE[state]}`} data-testid="stock-state" data-state={state}>
      {t(state)}
    </span>
  );
}
