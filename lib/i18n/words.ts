import { getTranslations } from 'next-intl/server';
import type { Locale } from './locales';

/** The strings a client component shows, translated on the server and passed as a prop (no provider, no use-intl). */
export type Words<K extends string> = Readonly<Record<K, string>>;

/** `keys` of `namespace` in `locale`, each translated whole (messages without arguments). */
export async function wordsOf<const K extends string>(locale: Locale, namespace: string, keys: readonly K[]): Promise<Words<K>> {
  const t = await getTranslations({ locale, namespace });
  // The namespace is a string here, so next-intl cannot type its keys: each one is checked by the tests that render it.
  const translate = t as (key: string) => string;
  return Object.fromEntries(keys.map((key) => [key, translate(key)])) as Words<K>;
}
