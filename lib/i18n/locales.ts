export const locales = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh-CN';
/** The spec keeps the language in a cookie and in local storage under this name. */
export const LANGUAGE_COOKIE = 'language';

export function toLocale(value: string | null | undefined): Locale {
  return value === 'en-US' ? 'en-US' : defaultLocale;
}

/** Picks the English variant of a bilingual field when the locale is English and it is filled. */
export function localized<T extends Record<string, unknown>>(item: T, field: string, locale: Locale): string {
  const zh = item[field];
  if (locale === 'en-US') {
    const en = item[`en${field[0].toUpperCase()}${field.slice(1)}`];
    if (typeof en === 'string' && en.trim()) return en;
  }
  return typeof zh === 'string' ? zh : '';
}
