import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../support/servers';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const otherLanguage = (lang: Lang): Lang => (lang === 'zh-CN' ? 'en-US' : 'zh-CN');

const messages = Object.fromEntries(
  LANGUAGES.map((l) => [l, JSON.parse(fs.readFileSync(path.join(ROOT, 'messages', `${l}.json`), 'utf8'))]),
) as Record<Lang, Record<string, unknown>>;

/** A plain (argument-free) message as the visitor reads it, e.g. text('en-US', 'calendar.noShows'). */
export function text(lang: Lang, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages[lang]);
  if (typeof value !== 'string') throw new Error(`no message ${key} in ${lang}`);
  return value;
}

const HAN = /\p{Script=Han}/u;
const LATIN = /[A-Za-z]{3}/;

/** Whether a performance title is written in the page's language: Chinese characters, or Latin words and no Chinese. */
export function isInLanguage(title: string, lang: Lang): boolean {
  return lang === 'zh-CN' ? HAN.test(title) : LATIN.test(title) && !HAN.test(title);
}

/** A number in a count line such as "共 3 条记录" or "3 records found". */
export function countIn(line: string): number {
  const match = line.match(/\d+/);
  if (!match) throw new Error(`no number in "${line}"`);
  return Number(match[0]);
}
