import type { Locale } from '@/lib/i18n/locales';
import type { Feature } from '@/lib/hooks/use-session-flags';

/** A main-menu entry as the header hands it to the burger menu: translated, and its feature when gated. */
export type MenuItem = { key: string; href: string; label: string; gated: Feature | null };

/**
 * The main menu: message key and target; the visit and venue pages have English twins. The package card and the
 * public-welfare tickets are `gated`: offered only while their feature is open (§3's flags, known in the browser).
 */
export const navItems = (locale: Locale) =>
  [
    { key: 'home', href: '/' },
    { key: 'performances', href: '/showByTickets?activeType=0' },
    { key: 'activities', href: '/showByTickets?activeType=1' },
    { key: 'music', href: '/music' },
    { key: 'packages', href: '/falaCardDetail?activeType=3', gated: 'packages' },
    // Public-welfare tickets are Chinese only (§2).
    ...(locale === 'zh-CN' ? [{ key: 'welfare', href: '/commonweal_ticket?activeType=4', gated: 'welfare' } as const] : []),
    { key: 'education', href: '/artEducation' },
    { key: 'visit', href: locale === 'en-US' ? '/enVisit' : '/visit' },
    { key: 'venue', href: locale === 'en-US' ? '/enFieldInfo' : '/fieldInfo' },
    { key: 'news', href: '/news' },
    // The points shop is Chinese only (§1).
    ...(locale === 'zh-CN' ? [{ key: 'shop', href: '/pointsShop?type=0' } as const] : []),
    { key: 'about', href: '/aboutUs?activeIdx=4' },
  ] as const;
