import { setRequestLocale } from 'next-intl/server';
import { MemberLayout, memberMetadata, type MemberPageProps } from '@/components/member/member-layout';
import { PhoneChange } from '@/components/member/phone-change';

export const generateMetadata = memberMetadata('account', 'alertPhone.title');

/** §2 /alertPhone: the mobile number change in three steps. */
export default async function Page({ params }: MemberPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <MemberLayout locale={locale} active="account" titleKey="alertPhone.title">
      <PhoneChange />
    </MemberLayout>
  );
}
