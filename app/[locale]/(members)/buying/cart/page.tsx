import { Suspense } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { CheckoutFrame, checkoutMetadata, type CheckoutPageProps } from '@/components/checkout/checkout-frame';
import { CartView } from '@/components/checkout/cart-view';

// Personal: rendered per request for the member, never cached or indexed.
export const dynamic = 'force-dynamic';
export const generateMetadata = checkoutMetadata('cartTitle');

/** §2 /cart: the member's tickets, settled one session at a time. */
export default async function Page({ params }: CheckoutPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <CheckoutFrame locale={locale} titleKey="cartTitle">
      <Suspense fallback={null}>
        <CartView />
      </Suspense>
    </CheckoutFrame>
  );
}
