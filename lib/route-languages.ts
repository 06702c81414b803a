import type { Locale } from '@/lib/i18n/locales';
import { PROJECT_STEPS } from '@/lib/contract/project-steps';

/**
 * The pages offered in one language only; every other page exists in both. Kept apart from lib/routes.ts (the
 * query patterns of every page) because the language switch of every page needs this in the browser and
 * nothing else of it.
 */
const ONLY_IN: Record<string, 'zh' | 'en'> = {
  '/visit': 'zh',
  '/enVisit': 'en',
  '/fieldInfo': 'zh',
  '/enFieldInfo': 'en',
  // The messages page, the points shop, and the venue-rental pages like the venue-rental login.
  ...Object.fromEntries(
    [
      '/userStationLetter',
      '/siteRegister',
      '/siteModify',
      '/steModify',
      '/myCompany',
      '/companyInformation',
      // The points shop (§1).
      '/pointsShop',
      '/pointsShopDetail',
      '/pointsPaySuccess',
      '/pointsShopPaySuccess',
      '/integralOrder',
      // Public-welfare tickets (§2).
      '/commonweal_ticket',
      ...PROJECT_STEPS.map((step) => step.path),
    ].map((path) => [path, 'zh' as const]),
  ),
};

/** §4: English mode maps these Chinese pages to their English twins, and Chinese mode maps back. */
export const EN_TWIN: Record<string, string> = { '/visit': '/enVisit', '/fieldInfo': '/enFieldInfo' };
export const ZH_TWIN: Record<string, string> = Object.fromEntries(Object.entries(EN_TWIN).map(([zh, en]) => [en, zh]));

/** Unknown paths count as offered: they fall through to the not-found page in either language. */
export function isOfferedIn(pathname: string, locale: Locale): boolean {
  const only = ONLY_IN[pathname];
  return !only || (only === 'en') === (locale === 'en-US');
}
