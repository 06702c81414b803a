import { Code } from '@/lib/contract/envelope';
import type { Locale } from '@/lib/i18n/locales';
import zh from '@/messages/zh-CN.json' with { type: 'json' };
import en from '@/messages/en-US.json' with { type: 'json' };

export type ErrorKey = keyof typeof zh.errors;

/** A refusal the caller should see: it becomes the §8 envelope, translated into the request's language. */
export class HallError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly code: number = Code.badRequest,
    readonly subCode: number | null = null,
    readonly values: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(key);
  }
}

export function translateError(key: ErrorKey, locale: Locale, values: Record<string, string | number> = {}): string {
  const table = (locale === 'en-US' ? en.errors : zh.errors) as Record<string, string>;
  return (table[key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}

export const notFound = () => new HallError('notFound', Code.notFound);
