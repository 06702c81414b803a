import { setRequestLocale } from 'next-intl/server';
import { MemberLayout, memberMetadata, type MemberPageProps } from '@/components/member/member-layout';
import { ReservationOrderList } from '@/components/visit/reservation-orders';

export const generateMetadata = memberMetadata('visits');

/** §2 /reservationOrder: the member's visit bookings and group intentions, read-only for now. */
export default async function Page({ params }: MemberPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <MemberLayout locale={locale} active="visits" namespaces={['visitOrders']}>
      <ReservationOrderList />
    </MemberLayout>
  );
}
