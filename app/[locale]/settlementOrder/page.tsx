import { Suspense } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { CheckoutFrame, checkoutMetadata, type CheckoutPageProps } from '@/components/checkout/checkout-frame';
import { SettlementView } from '@/components/checkout/settlement-view';

// Personal: rendered per request for the member, never cached or indexed.
export const dynamic = 'force-dynamic';
export const generateMetadata = checkoutMetadata('settlementTitle');

/** §2 /settlementOrder: buyers, coupon, points, discount code and invoice, then the order. */
export default async function Page({ params }: CheckoutPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <CheckoutFrame locale={locale} titleKey="settlementTitle">
      <Suspense fallback={null}>
        <SettlementView />
      </Suspense>
    </CheckoutFrame>
  );
}
