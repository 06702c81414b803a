import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { ActiveInView } from '@/components/ui/active-in-view';
import { ClientNamespaces } from '@/components/ui/client-namespaces';
import { FeatureGate } from '@/components/layout/feature-gate';
import { UnreadBadge } from './unread-badge';

export type MemberSection =
  | 'profile'
  | 'orders'
  | 'waitingList'
  | 'shopOrders'
  | 'cards'
  | 'visits'
  | 'coupons'
  | 'account'
  | 'messages'
  | 'points'
  | 'benefits'
  | 'notice';

/** `packages`: offered only while the hall sells package cards (§3's package-open flag). */
const MENU: { key: MemberSection; href: string; zhOnly?: boolean; packages?: boolean }[] = [
  { key: 'profile', href: '/userCenter' },
  { key: 'orders', href: '/myOrder' },
  { key: 'waitingList', href: '/waitingList' },
  { key: 'shopOrders', href: '/integralOrder', zhOnly: true },
  { key: 'cards', href: '/cardCase', packages: true },
  { key: 'visits', href: '/reservationOrder' },
  { key: 'coupons', href: '/coupon' },
  { key: 'account', href: '/accountSettings' },
  { key: 'messages', href: '/userStationLetter', zhOnly: true },
  { key: 'points', href: '/userPointLog' },
  { key: 'benefits', href: '/userBenefits' },
  { key: 'notice', href: '/userNotice' },
];

export type MemberPageProps = { params: Promise<{ locale: Locale }> };

/** Member pages are personal: kept out of search engines, their links followed no further. */
export const memberMetadata =
  (section: MemberSection, titleKey = `menu.${section}`) =>
  async ({ params }: MemberPageProps): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: 'member' });
    return { title: `${t(titleKey)} - ${t('center')}`, robots: { index: false, follow: false } };
  };

/**
 * The member center's frame (§2): a side menu from `lg`, a scrolling row of tabs on phones, and the page's
 * title. Children are the client leaves that load the member's data through the BFF.
 */
export async function MemberLayout({
  locale,
  active,
  titleKey = `menu.${active}`,
  namespaces = [],
  children,
}: {
  locale: Locale;
  /** The menu entry to highlight. */
  active: MemberSection;
  /** The page's h1, when it is not the menu entry's name (a key of the `member` namespace). */
  titleKey?: string;
  /** The page's own message namespaces its client components translate, beside `member`. */
  namespaces?: string[];
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'member' });
  const items = MENU.filter((item) => !item.zhOnly || locale === 'zh-CN');
  return (
    <ClientNamespaces names={['member', ...namespaces]}>
      <div className="mx-auto max-w-7xl px-4 py-5 lg:grid lg:grid-cols-[220px_minmax(0,1fr)] lg:gap-8 lg:py-10">
        <nav aria-label={t('menuLabel')} className="lg:self-start">
          <p className="text-gold hidden px-4 pb-3 text-xs tracking-[0.2em] uppercase lg:block">{t('center')}</p>
          <ActiveInView>
            <ul className="border-line -mx-4 flex gap-1 overflow-x-auto border-b px-4 lg:mx-0 lg:flex-col lg:gap-0 lg:border-b-0 lg:border-l lg:px-0">
              {items.map((item) => {
                const current = item.key === active;
                const entry = (
                  <li key={item.key} className="shrink-0">
                    <Link
                      href={item.href}
                      aria-current={current ? 'page' : undefined}
                      data-testid={`member-menu-${item.key}`}
                      className={`-mb-px flex items-center gap-2 border-b-2 px-2 py-3 text-[15px] whitespace-nowrap lg:mb-0 lg:-ml-px lg:border-b-0 lg:border-l-2 lg:px-4 ${
                        current ? 'border-brand text-brand font-medium' : 'text-muted hover:text-ink border-transparent'
                      }`}
                    >
                      {t(`menu.${item.key}`)}
                      {item.key === 'messages' && <UnreadBadge />}
                    </Link>
                  </li>
                );
                // The cards' own pages keep their entry: a member holding cards still reaches them when the sale closes.
                return item.packages && !current ? (
                  <FeatureGate key={item.key} feature="packages">
                    {entry}
                  </FeatureGate>
                ) : (
                  entry
                );
              })}
            </ul>
          </ActiveInView>
        </nav>
        <section aria-labelledby="member-title" className="min-w-0 pt-5 lg:pt-0">
          <h1 id="member-title" className="mb-5 font-serif text-2xl font-semibold lg:mb-6 lg:text-3xl">
            {t(titleKey)}
          </h1>
          {children}
        </section>
      </div>
    </ClientNamespaces>
  );
}
