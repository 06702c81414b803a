import { setRequestLocale } from 'next-intl/server';
import { MemberLayout, memberMetadata, type MemberPageProps } from '@/components/member/member-layout';
import { CouponCollectionPage } from '@/components/coupons/coupon-collection-page';

export const generateMetadata = memberMetadata('coupons', 'collectTitle');

/** §2 /getCode: the coupon activities to collect, inside the member center. */
export default async function GetCodePage({ params }: MemberPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <MemberLayout locale={locale} active="coupons" titleKey="collectTitle" namespaces={['coupons']}>
      <CouponCollectionPage linkDetails />
    </MemberLayout>
  );
}
