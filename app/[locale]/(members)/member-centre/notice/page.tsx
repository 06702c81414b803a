import { setRequestLocale } from 'next-intl/server';
import { MemberLayout, memberMetadata, type MemberPageProps } from '@/components/member/member-layout';
import { MemberRichText } from '@/components/member/member-rich-text';

export const revalidate = 60;
export const generateMetadata = memberMetadata('notice');

/** §2 /userNotice: the membership notice (rich text). */
export default async function Page({ params }: MemberPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <MemberLayout locale={locale} active="notice">
      <MemberRichText locale={locale} kind="notice" />
    </MemberLayout>
  );
}
