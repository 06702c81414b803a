import { useEffect } from 'react';
import useSWR from 'swr';
import type { Cart } from '@/lib/contract/order';
import { swrFetcher } from '@/lib/client/bff';
import { CART_EVENT } from '@/lib/client/cart-events';
import { accountSwr } from './account-swr';

/** GET /api/cart for personal members (`enabled`), asked again whenever the cart changes anywhere on the page. */
export function useCart(enabled = true) {
  const swr = useSWR<Cart>(enabled ? ['/api/cart'] : null, swrFetcher, accountSwr);
  const { mutate } = swr;
  useEffect(() => {
    const refresh = () => void mutate();
    window.addEventListener(CART_EVENT, refresh);
    return () => window.removeEventListener(CART_EVENT, refresh);
  }, [mutate]);
  return swr;
}
