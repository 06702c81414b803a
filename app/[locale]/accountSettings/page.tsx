import { setRequestLocale } from 'next-intl/server';
import { MemberLayout, memberMetadata, type MemberPageProps } from '@/components/member/member-layout';
import { PasswordForm } from '@/components/member/password-form';
import { PhonePanel } from '@/components/member/phone-panel';
import { ReceiverList } from '@/components/member/receiver-list';
import { BuyerList } from '@/components/member/buyer-list';

export const generateMetadata = memberMetadata('account');

/** §2 /accountSettings: password change, the way to the phone change, addresses and regular purchasers. */
export default async function Page({ params }: MemberPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <MemberLayout locale={locale} active="account">
      <div className="space-y-5 lg:space-y-6">
        <div className="grid items-start gap-5 lg:grid-cols-2 lg:gap-6">
          <PasswordForm />
          <PhonePanel />
        </div>
        <ReceiverList />
        <BuyerList />
      </div>
    </MemberLayout>
  );
}
