import { EN_TWIN, isOfferedIn } from '@/lib/route-languages';
import { alternates, siteUrl, twinAlternates } from '@/lib/seo';
import type { SitemapUrl } from './xml';

/**
 * A public page's sitemap entries, from its spec URL (path and query, in Chinese): one entry for each language
 * the page is offered in, each with the alternates the page's own head announces (lib/seo.ts, so the two cannot
 * disagree). The English version is the same URL with `?lang=en-US` (proxy.ts honours it; without it a crawler,
 * which keeps no cookie, reads Chinese), or the English twin's path (§4: /visit ↔ /enVisit); x-default is the
 * Chinese one. A page offered in Chinese only has one entry and no alternates.
 */
export function pageUrls(path: string, lastmod?: string): SitemapUrl[] {
  const absolute = (href: unknown) => new URL(String(href), siteUrl()).toString();
  const { pathname } = new URL(path, siteUrl());
  const twin = EN_TWIN[pathname];
  if (!twin && !isOfferedIn(pathname, 'en-US')) return [{ loc: absolute(path), lastmod }];
  const announced = (twin ? twinAlternates(path, twin, 'zh-CN') : alternates(path, 'zh-CN'))?.languages ?? {};
  const languages = Object.fromEntries(Object.entries(announced).map(([lang, href]) => [lang, absolute(href)]));
  return [
    { loc: languages['zh-CN'], lastmod, alternates: languages },
    { loc: languages['en-US'], lastmod, alternates: languages },
  ];
}

/** The hall's publication time as the protocol's W3C datetime; nothing when it is not a time. */
export function lastmodOf(at: string): string | undefined {
  const time = new Date(at);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}
