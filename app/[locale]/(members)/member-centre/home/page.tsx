import { setRequestLocale } from 'next-intl/server';
import { MemberLayout, memberMetadata, type MemberPageProps } from '@/components/member/member-layout';
import { MemberProfile } from '@/components/member/member-profile';
import { MemberActivities } from '@/components/member/member-activities';

export const generateMetadata = memberMetadata('profile');

/**
 * §2 /userCenter: profile, membership card, level, points and VIP expiry; the 'complete your information' form while
 * it is due; the activities the member signed up for.
 */
export default async function Page({ params }: MemberPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <MemberLayout locale={locale} active="profile">
      <div className="space-y-5 lg:space-y-6">
        <MemberProfile />
        <MemberActivities />
      </div>
    </MemberLayout>
  );
}
