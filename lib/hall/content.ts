import 'server-only';
import { z } from 'zod';
import { paged } from '@/lib/contract/envelope';
import { bannerSchema, brandDetailSchema, brandSchema, contentDetailSchema, contentItemSchema, siteParamSchema } from '@/lib/contract/content';
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

export const getSiteParams = (locale: Locale) => hallGetOrThrow('/api/site_param', siteParamSchema, { locale, revalidate: 300, tags: [TAGS.site] });

export const listBrands = (locale: Locale) => hallGetOrThrow('/api/brand/all', z.array(brandSchema), { locale, tags });
export const getBrand = (locale: Locale, id: number) => hallGet(`/api/brand/${id}/detail`, brandDetailSchema, { locale, tags });
