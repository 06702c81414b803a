import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import {
  contentCalls,
  contentDetailCalls,
  contentListCalls,
  richTextCalls,
  type ContentListCall,
  type RichTextCall,
} from '@/lib/contract/content-calls';
import { hallRead, hallReadOrThrow, TAGS } from './client';

const tags = [TAGS.content];

export const listBanners = (locale: Locale) => hallReadOrThrow(contentCalls.banners, {}, { locale, tags });

/** One page of a content list (media reports, announcements, partners …). */
export const listContent = (locale: Locale, call: ContentListCall, page = 1, pageSize = 12) =>
  hallReadOrThrow(call, { query: { page, pageSize } }, { locale, tags });

/** A rich text (about us, contact, visit introduction …) already in the request's language. */
export const getRichText = async (locale: Locale, call: RichTextCall) => (await hallReadOrThrow(call, {}, { locale, tags })).context;

/** The membership notice (§7 /api/member_notice, category member), in the request's language. */
export const getMemberNotice = async (locale: Locale) =>
  (await hallReadOrThrow(contentCalls.notice, { query: { category: 'member' } }, { locale, tags })).context;

export const getSiteParams = (locale: Locale) =>
  hallReadOrThrow(contentCalls.siteParams, {}, { locale, revalidate: 300, tags: [TAGS.site] });

export const listBrands = (locale: Locale) => hallReadOrThrow(contentCalls.brands, {}, { locale, tags });
/** §7 /api/brand?category=: the brands of one category. */
export const listBrandsOf = (locale: Locale, category: number) =>
  hallReadOrThrow(contentCalls.brandsOf, { query: { category } }, { locale, tags });
export const getBrand = (locale: Locale, id: number) => hallRead(contentCalls.brand, { params: { id } }, { locale, tags });

/** Every item of a list, page by page (the hall API caps a page at 50). */
export async function listAllContent(locale: Locale, call: ContentListCall) {
  const items = [];
  for (let page = 1; ; page++) {
    const result = await listContent(locale, call, page, 50);
    items.push(...result.list);
    if (page * result.pageSize >= result.total) return items;
  }
}

/** News tab index (§2: 0 media reports, 1 video highlights, 2 announcements) → its list. */
export const NEWS_LISTS = { 0: contentListCalls.media, 1: contentListCalls.videos, 2: contentListCalls.announcements } as const;
/** The kind each tab's detail must have: a media report's address answers for reports and videos alike. */
const NEWS_KINDS = { 0: 'media', 1: 'video', 2: 'announcement' } as const;

/** The article of a news tab, or null when the id is unknown or belongs to another tab. */
export async function getNewsDetail(locale: Locale, index: 0 | 1 | 2, id: number) {
  const call = index === 2 ? contentDetailCalls.announcement : contentDetailCalls.media;
  const detail = await hallRead(call, { params: { id } }, { locale, tags });
  return detail && detail.kind === NEWS_KINDS[index] ? detail : null;
}

/** A rich text that may not be configured: null instead of an error. */
export const findRichText = async (locale: Locale, call: RichTextCall) => (await hallRead(call, {}, { locale, tags }))?.context ?? null;

/** The individual visit introduction (visit_intro). */
export const getVisitIntro = (locale: Locale) => findRichText(locale, richTextCalls.visitIntro);
