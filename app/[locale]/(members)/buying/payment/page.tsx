import { Suspense } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { CheckoutFrame, checkoutMetadata, type CheckoutPageProps } from '@/components/checkout/checkout-frame';
import { ConfirmOrderView } from '@/components/checkout/confirm-order-view';

// Personal: rendered per request for the member, never cached or indexed.
export const dynamic = 'force-dynamic';
export const generateMetadata = checkoutMetadata('confirmTitle');

/** §2 /confirmOrder: the 10-minute countdown, Alipay or WeChat Pay, and the payment check. */
export default async function Page({ params }: CheckoutPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <CheckoutFrame locale={locale} titleKey="confirmTitle">
      <Suspense fallback={null}>
        <ConfirmOrderView />
      </Suspense>
    </CheckoutFrame>
  );
}
