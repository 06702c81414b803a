import zh from '@/messages/zh-CN.json' with { type: 'json' };
import en from '@/messages/en-US.json' with { type: 'json' };
import type { Locale } from './locales';

/** A refusal's name in messages/*.json `errors`. */
export type ErrorKey = keyof typeof zh.errors;

/**
 * A refusal as the visitor reads it, in their language, its `{placeholders}` filled from values (a missing value
 * reads as nothing). The hall API's envelopes and the BFF's own refusals both say it this way.
 */
export function errorMessage(locale: Locale, key: ErrorKey, values: Record<string, string | number> = {}): string {
  const table: Record<string, string> = locale === 'en-US' ? en.errors : zh.errors;
  return (table[key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}
