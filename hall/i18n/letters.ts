// The station letters the hall writes, worded in the message files (`letters`) in both languages. A letter is
// plain text: what staff or members wrote goes in as written, and the page it points to is its `link`, never markup.
import { isSitePath } from '@/lib/contract/site-path';
import { fill, messagesFor } from './messages';

const TEXTS = { zh: messagesFor('zh-CN').letters, en: messagesFor('en-US').letters };
type Texts = (typeof TEXTS)['zh'];
type Values = Record<string, string | number>;

/** The letters worded as a title and a body (the project letters are worded by move: project-letters.ts). */
type Worded = { [K in keyof Texts]: Texts[K] extends { title: string; body: string } ? K : never }[keyof Texts];

export type LetterWords = { title: string; enTitle: string; body: string; enBody: string };

const filled = (text: string, values: Values) => fill(text, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])));

/**
 * A letter's title and body in both languages: `values` fill both, `en` replaces the values worded per language,
 * and `body` picks another body of the same letter.
 */
export function letterWords<K extends Worded>(
  key: K,
  values: Values,
  { en = {}, body = 'body' as keyof Texts[K] & string }: { en?: Values; body?: keyof Texts[K] & string } = {},
): LetterWords {
  const [zhText, enText] = [TEXTS.zh[key] as Record<string, string>, TEXTS.en[key] as Record<string, string>];
  return {
    title: zhText.title,
    enTitle: enText.title,
    body: filled(zhText[body], values),
    enBody: filled(enText[body], { ...values, ...en }),
  };
}

/** A letter's link: a page of the site, checked here, so that a letter never points to another site. */
export function letterLink(path: string): string {
  if (!isSitePath(path)) throw new Error(`a station letter links a page of the site, not ${JSON.stringify(path)}`);
  return path;
}
