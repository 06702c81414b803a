import { Suspense } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { CheckoutFrame, checkoutMetadata, type CheckoutPageProps } from '@/components/checkout/checkout-frame';
import { PaySuccessView } from '@/components/checkout/pay-success-view';

// Personal: rendered per request for the member, never cached or indexed.
export const dynamic = 'force-dynamic';
export const generateMetadata = checkoutMetadata('resultTitle');

/** §2 /paySuccess: the result, as the hall API knows it. */
export default async function Page({ params }: CheckoutPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <CheckoutFrame locale={locale} titleKey="resultTitle">
      <Suspense fallback={null}>
        <PaySuccessView />
      </Suspense>
    </CheckoutFrame>
  );
}
