import { LANGUAGE_COOKIE, type Locale } from '@/lib/i18n/locales';
import { EN_TWIN, ZH_TWIN, isOfferedIn } from '@/lib/route-languages';

/** Stores the choice where the server reads it (cookie) and where the spec keeps it (local storage). */
export function storeLanguage(locale: Locale) {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${365 * 86_400}; samesite=lax`;
  localStorage.setItem(LANGUAGE_COOKIE, locale);
}

/** Where the current page lives in the other language: itself, its twin (§4), or home when it has none. */
export function pathInLanguage(pathname: string, search: string, locale: Locale): string {
  const twin = locale === 'en-US' ? EN_TWIN[pathname] : ZH_TWIN[pathname];
  if (twin) return twin;
  if (!isOfferedIn(pathname, locale)) return '/';
  return pathname + search;
}
