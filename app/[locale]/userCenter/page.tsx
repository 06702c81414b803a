import { setRequestLocale } from 'next-intl/server';
import { MemberLayout, memberMetadata, type MemberPageProps } from '@/components/member/member-layout';
import { MemberProfile } from '@/components/member/member-profile';

export const generateMetadata = memberMetadata('profile');

/** §2 /userCenter: profile, membership card, level, points and VIP expiry; the 'complete your information' form while it is due. */
export default async function Page({ params }: MemberPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <MemberLayout locale={locale} active="profile">
      <MemberProfile />
    </MemberLayout>
  );
}
