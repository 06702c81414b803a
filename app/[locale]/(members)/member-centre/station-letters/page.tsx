import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { MemberLayout, memberMetadata, type MemberPageProps } from '@/components/member/member-layout';
import { StationLetters } from '@/components/member/station-letters';

export const generateMetadata = memberMetadata('messages');

/** §2 /userStationLetter (Chinese only): the member's messages; opening one marks it read. */
export default async function Page({ params }: MemberPageProps) {
  const { locale } = await params;
  if (locale !== 'zh-CN') notFound();
  setRequestLocale(locale);
  return (
    <MemberLayout locale={locale} active="messages">
      <StationLetters />
    </MemberLayout>
  );
}
