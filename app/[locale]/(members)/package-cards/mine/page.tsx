import { Suspense } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { packagesOpen } from '@/lib/hall/packages';
import { MemberLayout, memberMetadata, type MemberPageProps } from '@/components/member/member-layout';
import { CardCase } from '@/components/packages/card-case';

// Asked per request: a member's page must not act on a switch's state from before it was flipped.
export const dynamic = 'force-dynamic';
export const generateMetadata = memberMetadata('cards');

/**
 * §2 /cardCase: the member's package cards. While the sale is closed a member who holds none is sent home; one
 * who holds cards still sees them (what they paid for does not vanish with the sale).
 */
export default async function Page({ params }: MemberPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const open = await packagesOpen(locale, { fresh: true });
  return (
    <MemberLayout locale={locale} active="cards" namespaces={['packages', 'orders']}>
      <Suspense fallback={null}>
        <CardCase open={open} />
      </Suspense>
    </MemberLayout>
  );
}
