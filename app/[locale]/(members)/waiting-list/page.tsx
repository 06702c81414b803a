import { setRequestLocale } from 'next-intl/server';
import { id } from '@/lib/contract/common';
import { MemberLayout, memberMetadata, type MemberPageProps } from '@/components/member/member-layout';
import { WaitingEntries } from '@/components/waiting-list/waiting-entries';

// A member's own page, read per request.
export const dynamic = 'force-dynamic';
export const generateMetadata = memberMetadata('waitingList');

/**
 * /waitingList (ours): the member's places in line for sold-out tickets and the offers held for them;
 * `id` marks the entry a letter links to.
 */
export default async function Page({ params, searchParams }: MemberPageProps & { searchParams: Promise<{ id?: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const marked = id.safeParse((await searchParams).id);
  return (
    <MemberLayout locale={locale} active="waitingList" namespaces={['waitingList']}>
      <WaitingEntries marked={marked.success ? marked.data : null} />
    </MemberLayout>
  );
}
