import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, locales, type Locale } from './locales';
import { TIME_ZONE } from './time-zone';

/**
 * The locale comes from the `[locale]` segment that proxy.ts rewrote to (itself chosen from the `language`
 * cookie), never from cookies here: reading cookies would make every page uncacheable.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale: Locale = locales.includes(requested as Locale) ? (requested as Locale) : defaultLocale;
  return { locale, messages: (await import(`../../messages/${locale}.json`)).default, timeZone: TIME_ZONE };
});
