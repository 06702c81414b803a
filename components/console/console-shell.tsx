import Link from 'next/link';
import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { wordsOf } from '@/lib/i18n/words';
import { mayUse, type StaffMe, type StaffRole } from '@/lib/contract/staff';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { SignOutButton } from './sign-out-button';

export type ConsoleArea =
  | 'home'
  | 'performances'
  | 'content'
  | 'coupons'
  | 'packages'
  | 'orders'
  | 'refunds'
  | 'reports'
  | 'welfare'
  | 'visits'
  | 'shop'
  | 'feedback'
  | 'work'
  | 'rental'
  | 'checkin'
  | 'accounts'
  | 'audit'
  | 'password';

/** The console's areas in the order of the menu, with the roles each needs (none: every staff member). */
export const AREAS: { area: ConsoleArea; href: string; roles?: StaffRole[] }[] = [
  { area: 'home', href: '/console' },
  { area: 'performances', href: '/console/performances', roles: ['content'] },
  { area: 'content', href: '/console/content', roles: ['content'] },
  { area: 'coupons', href: '/console/coupons', roles: ['content'] },
  { area: 'packages', href: '/console/packages', roles: ['content'] },
  { area: 'orders', href: '/console/orders', roles: ['boxOffice'] },
  { area: 'refunds', href: '/console/refunds', roles: ['boxOffice'] },
  { area: 'reports', href: '/console/reports', roles: ['boxOffice'] },
  { area: 'welfare', href: '/console/welfare', roles: ['boxOffice'] },
  { area: 'visits', href: '/console/visits', roles: ['boxOffice'] },
  { area: 'shop', href: '/console/shop', roles: ['boxOffice'] },
  { area: 'feedback', href: '/console/feedback', roles: ['boxOffice'] },
  { area: 'work', href: '/console/work', roles: ['boxOffice'] },
  { area: 'rental', href: '/console/rental', roles: ['rental'] },
  { area: 'checkin', href: '/console/checkin', roles: ['door'] },
  { area: 'accounts', href: '/console/accounts', roles: ['administrator'] },
  { area: 'audit', href: '/console/audit', roles: ['administrator'] },
  { area: 'password', href: '/console/password' },
];

export const areasOf = (staff: StaffMe) => AREAS.filter((a) => !a.roles || mayUse(staff.roles, a.roles));

/**
 * Every console page but the sign-in: the bar with the menu of what the staff member's roles open (the hall API
 * refuses the rest anyway), who is signed in, the language and sign-out; then the page, or a refusal when the
 * page's area is not theirs.
 */
export async function ConsoleShell({ staff, active, children }: { staff: StaffMe; active: ConsoleArea; children: ReactNode }) {
  const [t, locale] = await Promise.all([getTranslations('console'), getLocale() as Promise<Locale>]);
  const areas = areasOf(staff);
  const allowed = areas.some((a) => a.area === active);
  return (
    <>
      <a href="#console-main" className="focus:bg-brand sr-only focus:not-sr-only focus:absolute focus:p-2 focus:text-white">
        {t('skip')}
      </a>
      <header className="bg-ink text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-serif text-lg">
            {t('brand')} · <span className="text-gold-light">{t('title')}</span>
          </p>
          <div className="flex items-center gap-2 text-sm">
            <span data-testid="console-staff">{t('signedInAs', { name: staff.name, username: staff.username })}</span>
            <div className="[&_button]:whitespace-nowrap [&_button]:text-white">
              <LanguageSwitch locale={locale} words={await wordsOf(locale, 'language', ['other', 'switchTo'])} />
            </div>
            <SignOutButton />
          </div>
        </div>
        <nav aria-label={t('nav.label')} className="mx-auto max-w-6xl overflow-x-auto px-4 lg:overflow-visible">
          {/* A phone scrolls the menu sideways; a desktop shows every area the roles open, on two lines if need be. */}
          <ul className="flex gap-1 text-sm lg:flex-wrap">
            {areas.map((a) => (
              <li key={a.area}>
                <Link
                  href={a.href}
                  aria-current={a.area === active ? 'page' : undefined}
                  data-testid={`console-nav-${a.area}`}
                  className={`block border-b-2 px-3 py-2 whitespace-nowrap ${a.area === active ? 'border-gold-light text-white' : 'border-transparent text-white/80 hover:text-white'}`}
                >
                  {t(`nav.${a.area}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="console-main" className="mx-auto max-w-6xl px-4 py-6">
        {allowed ? (
          children
        ) : (
          <p role="alert" className="border-line rounded-lg border bg-white p-6" data-testid="console-denied">
            {t('denied')}
          </p>
        )}
      </main>
    </>
  );
}
