import { setRequestLocale } from 'next-intl/server';
import { MemberLayout, memberMetadata, type MemberPageProps } from '@/components/member/member-layout';
import { PasswordForm } from '@/components/member/password-form';
import { PhonePanel } from '@/components/member/phone-panel';
import { ReceiverList } from '@/components/member/receiver-list';
import { BuyerList } from '@/components/member/buyer-list';
import { DataRightsPanel } from '@/components/member/data-rights-panel';

export const generateMetadata = memberMetadata('account');

/** §2 /accountSettings: password change, the way to the phone change, addresses, regular purchasers, and the member's data (a copy, closing). */
export default async function Page({ params }: MemberPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <MemberLayout locale={locale} active="account" namespaces={['dataRights']}>
      <div className="space-y-5 lg:space-y-6">
        <div className="grid items-start gap-5 lg:grid-cols-2 lg:gap-6">
          <PasswordForm />
          <PhonePanel />
        </div>
        <ReceiverList />
        <BuyerList />
        <DataRightsPanel />
      </div>
    </MemberLayout>
  );
}
