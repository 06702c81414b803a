export const locales = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh-CN';
/** The spec keeps the language in a cookie and in local storage under this name. */
export const LANGUAGE_COOKIE = 'language';

export function toLocale(value: string | null | undefined): Locale {
  return value === 'en-US' ? 'en-US' : defaultLocale;
}

/** A field of a record that has its English twin beside it (`mainTitle` and `enMainTitle`). */
export type BilingualField<T> = { [K in keyof T & string]: `en${Capitalize<K>}` extends keyof T ? K : never }[keyof T & string];

/**
 * Picks the English variant of a bilingual field when the locale is English and it is filled. The field is typed as
 * one of the record's, with its twin: a field renamed in the contract fails the type check here too.
 */
export function localized<T extends object>(item: T, field: BilingualField<T>, locale: Locale): string {
  const fields = item as Record<string, unknown>;
  const zh = fields[field];
  if (locale === 'en-US') {
    const en = fields[`en${field[0].toUpperCase()}${field.slice(1)}`];
    if (typeof en === 'string' && en.trim()) return en;
  }
  return typeof zh === 'string' ? zh : '';
}
