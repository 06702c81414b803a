import { setRequestLocale } from 'next-intl/server';
import { MemberLayout, memberMetadata, type MemberPageProps } from '@/components/member/member-layout';
import { PointLogTable } from '@/components/member/point-log';

export const generateMetadata = memberMetadata('points');

/** §2 /userPointLog: the points ledger, paged. */
export default async function Page({ params }: MemberPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <MemberLayout locale={locale} active="points">
      <PointLogTable />
    </MemberLayout>
  );
}
