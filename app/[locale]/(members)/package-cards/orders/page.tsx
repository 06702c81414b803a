import { Suspense } from 'react';
import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { packagesOpen } from '@/lib/hall/packages';
import { MemberLayout, memberMetadata, type MemberPageProps } from '@/components/member/member-layout';
import { PackageOrders } from '@/components/packages/package-orders';

// Asked per request: a member's page must not act on a switch's state from before it was flipped.
export const dynamic = 'force-dynamic';
export const generateMetadata = memberMetadata('cards', 'packageOrders');

/** §2 /falaOrder: confirming a package card (`cardId`) and the member's package orders; home while the sale is closed. */
export default async function Page({ params, searchParams }: MemberPageProps & { searchParams: Promise<{ cardId?: string }> }) {
  const { locale } = await params;
  const confirming = !!(await searchParams).cardId;
  setRequestLocale(locale);
  if (!(await packagesOpen(locale, { fresh: true }))) redirect('/');
  return (
    <MemberLayout
      locale={locale}
      active="cards"
      titleKey={confirming ? 'packageConfirm' : 'packageOrders'}
      namespaces={['packages', 'orders', 'checkout']}
    >
      <Suspense fallback={null}>
        <PackageOrders />
      </Suspense>
    </MemberLayout>
  );
}
