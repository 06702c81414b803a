import { setRequestLocale } from 'next-intl/server';
import { getSiteParams } from '@/lib/hall/content';
import { MemberLayout, memberMetadata, type MemberPageProps } from '@/components/member/member-layout';
import { ReservationOrderList } from '@/components/visit/reservation-orders';

export const generateMetadata = memberMetadata('visits');

/**
 * §2 /reservationOrder: the member's visit bookings and group intentions, read-only for now. The entry codes say
 * where to go: the hall's address from its site params (none when the hall API is away: the words then do without).
 */
export default async function Page({ params }: MemberPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const site = await getSiteParams(locale).catch(() => ({}) as Record<string, string>);
  return (
    <MemberLayout locale={locale} active="visits" namespaces={['visitOrders']}>
      <ReservationOrderList address={site.address ?? null} />
    </MemberLayout>
  );
}
