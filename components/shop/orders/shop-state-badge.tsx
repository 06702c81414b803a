import { useTranslations } from 'next-intl';
import type { ShopState } from '@/lib/contract/shop';

const TONE: Record<ShopState, string> = {
  unpaid: 'bg-brand text-white',
  to_ship: 'bg-gold text-white',
  shipped: 'bg-activity text-white',
  delivered: 'bg-line text-ink',
  to_collect: 'bg-gold text-white',
  collected: 'bg-line text-ink',
  cancelled: 'bg-line text-muted',
  refund_pending: 'bg-perf text-white',
};

export function ShopStateBadge({ state }: { state: ShopState }) {
  const t = useTranslations('shop.orders.states');
  return (
    <span className={`shrink-0 rounded px-2 py-0.5 text-xs font-medium ${TONE[state]}`} data-testid="shop-state" data-state={state}>
      {t(state)}
    </span>
  );
}
