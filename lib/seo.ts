import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { isOfferedIn } from '@/lib/route-languages';

/** The public origin used in canonical URLs, Open Graph and the sitemap. */
export const siteUrl = () => process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * Canonical and hreflang alternates of a public URL. The spec's URLs carry no language, so the English
 * version is reached with `?lang=en-US` (proxy.ts honours it and keeps the choice in the cookie).
 */
export function alternates(path: string, locale: Locale): Metadata['alternates'] {
  const withLang = (lang: Locale) => {
    const url = new URL(path, siteUrl());
    if (lang === 'en-US') url.searchParams.set('lang', 'en-US');
    return url.pathname + url.search;
  };
  // A page offered in Chinese only (§1: the shop, the public-welfare tickets …) announces no English version: its
  // English URL would lead home.
  const pathname = new URL(path, siteUrl()).pathname;
  const english = isOfferedIn(pathname, 'en-US') ? { 'en-US': withLang('en-US') } : {};
  return {
    canonical: withLang(locale),
    languages: { 'zh-CN': withLang('zh-CN'), ...english, 'x-default': withLang('zh-CN') },
  };
}

export function pageMetadata(opts: { title: string; description?: string; path: string; locale: Locale; image?: string }): Metadata {
  return {
    title: opts.title,
    description: opts.description,
    alternates: alternates(opts.path, opts.locale),
    openGraph: { title: opts.title, description: opts.description, url: opts.path, images: opts.image ? [{ url: opts.image }] : undefined },
    twitter: { card: 'summary_large_image', title: opts.title, description: opts.description },
  };
}

/** Plain text from editorial HTML, for descriptions. */
export const textOf = (html: string, max = 160) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/** Alternates of a page whose two languages live at different paths (§4: /visit ↔ /enVisit, /fieldInfo ↔ /enFieldInfo). */
export function twinAlternates(zhPath: string, enPath: string, locale: Locale): Metadata['alternates'] {
  const zh = alternates(zhPath, 'zh-CN')?.canonical as string;
  const en = alternates(enPath, 'en-US')?.canonical as string;
  return { canonical: locale === 'en-US' ? en : zh, languages: { 'zh-CN': zh, 'en-US': en, 'x-default': zh } };
}
