// No `with { type: 'json' }`: in the site's build next-intl's loader turns these files into modules, which a JSON
// import attribute refuses (next.config.ts); esbuild (the hall API) and tsx read them either way.
import zh from '@/messages/zh-CN.json';
import en from '@/messages/en-US.json';
import type { Locale } from './locales';

/** A refusal's name in messages/*.json `errors`. */
export type ErrorKey = keyof typeof zh.errors;

/**
 * A message as this module receives it: its text where the JSON is read as it is (the hall API's bundle, the tests),
 * or precompiled where the site's build imports it (next.config.ts, `precompile`): text with `[name]` for each
 * placeholder. `errors` holds only plain placeholders, so both read the same (error-messages.test.ts checks).
 */
type Entry = string | (string | [string])[];

/**
 * A refusal as the visitor reads it, in their language, its `{placeholders}` filled from values (a missing value
 * reads as nothing). The hall API's envelopes and the BFF's own refusals both say it this way.
 */
export function errorMessage(locale: Locale, key: ErrorKey, values: Record<string, string | number> = {}): string {
  const table = (locale === 'en-US' ? en.errors : zh.errors) as Record<string, Entry>;
  const entry = table[key] ?? key;
  const value = (name: string) => String(values[name] ?? '');
  if (typeof entry === 'string') return entry.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
  return entry.map((part) => (typeof part === 'string' ? part : value(part[0]))).join('');
}
