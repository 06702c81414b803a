import { Suspense } from 'react';
import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { id } from '@/lib/contract/common';
import { waitingRoomDetour } from '@/lib/bff/room-pages';
import { CheckoutFrame, checkoutMetadata, type CheckoutPageProps } from '@/components/checkout/checkout-frame';
import { SettlementView } from '@/components/checkout/settlement-view';

// Personal: rendered per request for the member, never cached or indexed.
export const dynamic = 'force-dynamic';
export const generateMetadata = checkoutMetadata('settlementTitle');

/** §2 /settlementOrder: buyers, coupon, points, discount code and invoice, then the order. */
export default async function Page({ params, searchParams }: CheckoutPageProps & { searchParams: Promise<Record<string, string>> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  // A session under a waiting room is bought with its pass (an offer of the waiting list is held already).
  const { sessionId, offerId } = await searchParams;
  const session = id.safeParse(sessionId);
  const detour = session.success && !offerId ? await waitingRoomDetour(session.data) : null;
  if (detour) redirect(detour);
  return (
    <CheckoutFrame locale={locale} titleKey="settlementTitle">
      <Suspense fallback={null}>
        <SettlementView />
      </Suspense>
    </CheckoutFrame>
  );
}
