import type { Locale } from '@/lib/i18n/locales';

/**
 * A free-form extra of a content item (job salary, video duration, area capacity …) as text; in English its
 * `enX` twin when filled. Null when absent, so callers can leave the line out.
 */
export function extraText(extra: Record<string, unknown>, key: string, locale: Locale): string | null {
  const pick = (k: string) => {
    const v = extra[k];
    return typeof v === 'number' ? String(v) : typeof v === 'string' && v.trim() ? v : null;
  };
  return (locale === 'en-US' ? pick(`en${key[0].toUpperCase()}${key.slice(1)}`) : null) ?? pick(key);
}
