import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { MemberLayout, memberMetadata, type MemberPageProps } from '@/components/member/member-layout';
import { PointOrders } from '@/components/shop/orders/point-order-list';

export const generateMetadata = memberMetadata('shopOrders');

/** §2 /integralOrder (Chinese only, like the shop): the member's points-shop orders. */
export default async function Page({ params }: MemberPageProps) {
  const { locale } = await params;
  // proxy.ts sends English visitors home first; this is the page's own guard.
  if (locale !== 'zh-CN') notFound();
  setRequestLocale(locale);
  return (
    <MemberLayout locale={locale} active="shopOrders" namespaces={['shop']}>
      <Suspense fallback={null}>
        <PointOrders />
      </Suspense>
    </MemberLayout>
  );
}
