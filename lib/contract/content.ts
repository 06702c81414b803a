import { z } from 'zod';
import { pageQuery } from './envelope';

/** One item of the editorial lists: news, videos, announcements, sponsors, partners, team, jobs, history … */
export const contentItemSchema = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  enTitle: z.string().nullable(),
  summary: z.string().nullable(),
  enSummary: z.string().nullable(),
  image: z.string().nullable(),
  url: z.string().nullable(),
  extra: z.record(z.string(), z.unknown()),
  publishedAt: z.string(),
  /** Only on kinds whose list shows the whole text (jobs). */
  body: z.string().nullable().optional(),
  enBody: z.string().nullable().optional(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentDetailSchema = contentItemSchema.extend({
  body: z.string().nullable(),
  enBody: z.string().nullable(),
  prev: z.object({ id: z.number(), title: z.string(), enTitle: z.string().nullable() }).nullable(),
  next: z.object({ id: z.number(), title: z.string(), enTitle: z.string().nullable() }).nullable(),
});
export type ContentDetail = z.infer<typeof contentDetailSchema>;

export const contentListQuery = pageQuery.extend({
  /** Music-season and review lists filter by year. */
  year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
});

/** A keyed rich text or value of the site (about us, contact, visit introduction …), in both languages. */
export const richTextSchema = z.object({ key: z.string(), value: z.string(), enValue: z.string().nullable() });
export type RichText = z.infer<typeof richTextSchema>;

export const bannerSchema = z.object({
  id: z.number(),
  title: z.string(),
  enTitle: z.string().nullable(),
  image: z.string(),
  mobileImage: z.string().nullable(),
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** §3 Brand: id, name, type, category (education brands). */
export const brandSchema = z.object({
  id: z.number(),
  name: z.string(),
  enName: z.string().nullable(),
  type: z.number(),
  category: z.number(),
  summary: z.string().nullable(),
  enSummary: z.string().nullable(),
  image: z.string().nullable(),
});
export type Brand = z.infer<typeof brandSchema>;
export const brandDetailSchema = brandSchema.extend({ body: z.string().nullable(), enBody: z.string().nullable() });
export type BrandDetail = z.infer<typeof brandDetailSchema>;

/** §3 Industry and the other dictionaries of /api/dir. */
export const dirItemSchema = z.object({ id: z.number(), name: z.string(), enName: z.string().nullable() });
export const dirQuery = z.object({ dirType: z.enum(['INDUSTRY', 'CERT_TYPE']) });

/** Site parameters: footer contacts, filing numbers, social links, feature flags. */
export const siteParamSchema = z.record(z.string(), z.string());
