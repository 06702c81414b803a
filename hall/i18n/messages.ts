import type { Locale } from '@/lib/i18n/locales';
import zh from '@/messages/zh-CN.json' with { type: 'json' };
import en from '@/messages/en-US.json' with { type: 'json' };

export type Messages = typeof zh;

/** The site's messages, for the few pages the hall API serves itself (the sandboxes'). */
export const messagesFor = (locale: Locale): Messages => (locale === 'en-US' ? (en as Messages) : zh);

export const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
