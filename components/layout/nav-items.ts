import type { Locale } from '@/lib/i18n/locales';

/**
 * The main menu: message key and target; the visit and venue pages have English twins. The package card is
 * offered only while the hall sells it (§3's package-open flag).
 */
export const navItems = (locale: Locale, { packages = false }: { packages?: boolean } = {}) =>
  [
    { key: 'home', href: '/' },
    { key: 'performances', href: '/showByTickets?activeType=0' },
    { key: 'activities', href: '/showByTickets?activeType=1' },
    { key: 'music', href: '/music' },
    ...(packages ? [{ key: 'packages', href: '/falaCardDetail?activeType=3' } as const] : []),
    { key: 'education', href: '/artEducation' },
    { key: 'visit', href: locale === 'en-US' ? '/enVisit' : '/visit' },
    { key: 'venue', href: locale === 'en-US' ? '/enFieldInfo' : '/fieldInfo' },
    { key: 'news', href: '/news' },
    // The points shop is Chinese only (§1).
    ...(locale === 'zh-CN' ? [{ key: 'shop', href: '/pointsShop?type=0' } as const] : []),
    { key: 'about', href: '/aboutUs?activeIdx=4' },
  ] as const;
