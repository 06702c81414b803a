import { setRequestLocale } from 'next-intl/server';
import { MemberLayout, memberMetadata, type MemberPageProps } from '@/components/member/member-layout';
import { MemberRichText } from '@/components/member/member-rich-text';

export const revalidate = 60;
export const generateMetadata = memberMetadata('benefits');

/** §2 /userBenefits: the membership benefits (rich text). */
export default async function Page({ params }: MemberPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <MemberLayout locale={locale} active="benefits">
      <MemberRichText locale={locale} kind="benefits" />
    </MemberLayout>
  );
}
