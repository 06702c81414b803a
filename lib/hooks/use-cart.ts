import { useEffect } from 'react';
import { cartCalls } from '@/lib/contract/order-calls';
import { CART_EVENT } from '@/lib/client/cart-events';
import { accountSwr } from './account-swr';
import { useCall } from './use-call';

/** The cart of personal members (`enabled`), asked again whenever the cart changes anywhere on the page. */
export function useCart(enabled = true) {
  const swr = useCall(cartCalls.read, enabled ? {} : null, accountSwr);
  const { mutate } = swr;
  useEffect(() => {
    const refresh = () => void mutate();
    window.addEventListener(CART_EVENT, refresh);
    return () => window.removeEventListener(CART_EVENT, refresh);
  }, [mutate]);
  return swr;
}
