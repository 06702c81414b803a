import 'server-only';
import { z } from 'zod';
import { paged } from '@/lib/contract/envelope';
import {
  bannerSchema,
  brandDetailSchema,
  brandSchema,
  contentDetailSchema,
  contentItemSchema,
  siteParamSchema,
} from '@/lib/contract/content';
import type { Locale } from '@/lib/i18n/locales';
import { hallGet, hallGetOrThrow, TAGS } from './client';

const tags = [TAGS.content];
const richText = z.object({ key: z.string(), context: z.string(), value: z.string(), enValue: z.string().nullable() });

export const listBanners = (locale: Locale) => hallGetOrThrow('/api/banner', z.array(bannerSchema), { locale, tags });

/** One page of a content list call (/api/media, /api/announcements, /api/partner …). */
export const listContent = (locale: Locale, path: string, page = 1, pageSize = 12) =>
  hallGetOrThrow(path, paged(contentItemSchema), { locale, query: { page, pageSize }, tags });

export const getContentDetail = (locale: Locale, path: string) => hallGet(path, contentDetailSchema, { locale, tags });

/** A rich text (about us, contact, visit introduction …) already in the request's language. */
export const getRichText = async (locale: Locale, path: string, query?: Record<string, string>) =>
  (await hallGetOrThrow(path, richText, { locale, query, tags })).context;

export const getSiteParams = (locale: Locale) =>
  hallGetOrThrow('/api/site_param', siteParamSchema, { locale, revalidate: 300, tags: [TAGS.site] });

export const listBrands = (locale: Locale) => hallGetOrThrow('/api/brand/all', z.array(brandSchema), { locale, tags });
/** §7 /api/brand?category=: the brands of one category. */
export const listBrandsOf = (locale: Locale, category: number) =>
  hallGetOrThrow('/api/brand', z.array(brandSchema), { locale, query: { category }, tags });
export const getBrand = (locale: Locale, id: number) => hallGet(`/api/brand/${id}/detail`, brandDetailSchema, { locale, tags });

/** Every item of a list call, page by page (the hall API caps a page at 50). */
export async function listAllContent(locale: Locale, path: string) {
  const items = [];
  for (let page = 1; ; page++) {
    const result = await listContent(locale, path, page, 50);
    items.push(...result.list);
    if (page * result.pageSize >= result.total) return items;
  }
}

/** News tab index (§2: 0 media reports, 1 video highlights, 2 announcements) → its list call. */
export const NEWS_LISTS = { 0: '/api/media', 1: '/api/material_video', 2: '/api/announcements' } as const;
/** The kind each tab's detail must have: /api/media/{id}/detail answers for reports and videos alike. */
const NEWS_KINDS = { 0: 'media', 1: 'video', 2: 'announcement' } as const;

/** The article of a news tab, or null when the id is unknown or belongs to another tab. */
export async function getNewsDetail(locale: Locale, index: 0 | 1 | 2, id: number) {
  const path = index === 2 ? `/api/announcements/${id}/detail` : `/api/media/${id}/detail`;
  const detail = await getContentDetail(locale, path);
  return detail && detail.kind === NEWS_KINDS[index] ? detail : null;
}

/** A rich text that may not be configured (or whose call the hall API lacks): null instead of an error. */
export const findRichText = async (locale: Locale, path: string) => (await hallGet(path, richText, { locale, tags }))?.context ?? null;

/** §7 /api/reservation_information/personalReservationInformation: the individual visit introduction (visit_intro). */
export const getVisitIntro = (locale: Locale) => findRichText(locale, '/api/reservation_information/personalReservationInformation');
