'use client';

import { useTranslations } from 'next-intl';
import { useCart } from '@/lib/hooks/use-cart';

/** §2: the red dot on the cart when goodsTotalCount is above 0 (loaded for personal members only). */
export function CartDot() {
  const t = useTranslations('header');
  const { data } = useCart();
  const count = data?.goodsTotalCount ?? 0;
  if (count < 1) return null;
  return (
    <span data-testid="header-cart-dot" className="bg-brand absolute top-1 right-1 h-2 w-2 rounded-full ring-2 ring-white">
      <span className="sr-only">{t('cartCount', { count })}</span>
    </span>
  );
}
