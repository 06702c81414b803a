import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

/**
 * Bilingual editorial content of every small §7 content call (news, videos, announcements, sponsors,
 * partners, team, jobs, history, rental process, activity cases, past reviews …) lives in one table keyed
 * by `kind`: they share a shape (title, summary, body, image, link, order) and the hall edits them alike.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: id(),
    kind: text().notNull(),
    title: text().notNull(),
    enTitle: text('en_title'),
    summary: text(),
    enSummary: text('en_summary'),
    body: text(),
    enBody: text('en_body'),
    image: text(),
    url: text(),
    /** Free-form extras of a kind (job salary, video duration, history year …). */
    extra: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    sort: integer().notNull().default(0),
    publishedAt: at('published_at').notNull().defaultNow(),
    visible: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('content_items_kind_idx').on(t.kind, t.sort, t.publishedAt)],
);

/** Keyed rich-text and values of the site: about us, contact, visit and venue introductions, footer, vr url … */
export const siteParams = pgTable('site_params', {
  key: text().primaryKey(),
  value: text().notNull(),
  enValue: text('en_value'),
});

export const banners = pgTable('banners', {
  id: id(),
  title: text().notNull(),
  enTitle: text('en_title'),
  image: text().notNull(),
  mobileImage: text('mobile_image'),
  link: text(),
  sort: integer().notNull().default(0),
  visible: boolean().notNull().default(true),
});

/** Education brands (artEducation): category 0 opens artEducationDes, otherwise artEducationDes2. */
export const brands = pgTable('brands', {
  id: id(),
  name: text().notNull(),
  enName: text('en_name'),
  type: integer().notNull().default(0),
  category: integer().notNull().default(0),
  summary: text(),
  enSummary: text('en_summary'),
  body: text(),
  enBody: text('en_body'),
  image: text(),
  sort: integer().notNull().default(0),
});

/** Dictionaries of §7 /api/dir (INDUSTRY, CERT_TYPE …). */
export const dirs = pgTable(
  'dirs',
  {
    id: id(),
    dirType: text('dir_type').notNull(),
    name: text().notNull(),
    enName: text('en_name'),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('dirs_type_name_uq').on(t.dirType, t.name)],
);

/**
 * The cache tags each write changed, in order: every site process and instance reads the rows after the last one it
 * has seen (GET /api/site/cache-changes, lib/site-cache) and drops its pages of those tags. Kept a day.
 */
export const siteCacheChanges = pgTable('site_cache_changes', {
  id: id(),
  tags: text().array().notNull(),
  at: at('at').notNull().defaultNow(),
});
