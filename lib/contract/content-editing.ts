// The console's content calls (/api/staff/content, /banners, /pages; content role): news, media reports, videos,
// announcements and the other editorial lists, the home page's banners, and the site's rich-text pages. Shared by
// the hall API and the console's forms, so a form refuses what the hall API would.
import { z } from 'zod';
import { pageQuery } from './envelope';
import { picturePattern } from './publishing';

/** The editorial lists the public pages read (hall/routes/content/content.ts), in the console's order. */
export const CONTENT_KINDS = [
  'media',
  'video',
  'announcement',
  'past_review',
  'activity_case',
  'rental_process',
  'area',
  'history',
  'team',
  'job',
  'partner',
  'sponsor',
  'title_sponsor',
  'download',
  'music_material',
  'music_theme',
  'music_friend',
  'program_album',
  'year_material',
  'brochure',
  'report',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The rich-text pages kept as site parameters: about us, the notices, the visit and rental texts … */
export const RICH_PAGES = [
  'about_us',
  'contact_us',
  'site_information',
  'ticketing_description',
  'member_benefits',
  'coupon_use_rule',
  'notice_member',
  'notice_visit',
  'notice_ticket',
  'notice_privacy',
  'visit_intro',
  'visit_team_rule',
  'enterprise_project_notice',
] as const;
export type RichPage = (typeof RICH_PAGES)[number];

const text = (max: number) => z.string().trim().max(max, 'errors.textTooLong');
const title = (max: number) => text(max).min(1, 'errors.titleRequired');
const richText = z.string().max(50_000, 'errors.textTooLong');
const picturePath = z.string().regex(picturePattern, 'errors.pictureRequired');
/** A picture: one of the seeded ones or an uploaded file; empty for none. */
const picture = z.union([z.literal(''), picturePath]);
/** Where a link leads: a page of this site (/…) or an https address; empty for none. */
const link = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(500, 'errors.textTooLong')
    .regex(/^(?:\/(?!\/)|https:\/\/)\S*$/, 'errors.linkFormat'),
]);

/** GET /api/staff/content: one kind's items, drafts included, newest first; by a piece of the title. */
export const staffContentQuery = pageQuery.extend({
  kind: z.enum(CONTENT_KINDS).catch('media').default('media'),
  q: z.string().trim().max(50).optional().catch(undefined),
});

/** POST /api/staff/content, PUT /api/staff/content/:id. */
export const contentPayload = z.object({
  kind: z.enum(CONTENT_KINDS),
  title: title(200),
  enTitle: text(300),
  summary: text(1000),
  enSummary: text(1500),
  body: richText,
  enBody: richText,
  image: picture,
  url: link,
  publishedAt: z.iso.datetime({ offset: true, message: 'errors.dateTimeFormat' }),
  sort: z.number().int().min(0, 'errors.sortRange').max(9999, 'errors.sortRange'),
  visible: z.boolean(),
});
export type ContentPayload = z.infer<typeof contentPayload>;

/** A content item as the console reads it back: the payload's fields as stored, and its id. */
export const staffContentItem = z.object({
  id: z.number(),
  kind: z.enum(CONTENT_KINDS),
  title: z.string(),
  enTitle: z.string(),
  summary: z.string(),
  enSummary: z.string(),
  body: z.string(),
  enBody: z.string(),
  image: z.string(),
  url: z.string(),
  publishedAt: z.string(),
  sort: z.number(),
  visible: z.boolean(),
});
export type StaffContentItem = z.infer<typeof staffContentItem>;

/** POST /api/staff/banners, PUT /api/staff/banners/:id. */
export const bannerPayload = z.object({
  title: title(100),
  enTitle: text(160),
  image: picturePath,
  mobileImage: picture,
  link,
  sort: z.number().int().min(0, 'errors.sortRange').max(9999, 'errors.sortRange'),
  visible: z.boolean(),
});
export type BannerPayload = z.infer<typeof bannerPayload>;

export const staffBanner = z.object({
  id: z.number(),
  title: z.string(),
  enTitle: z.string(),
  image: z.string(),
  mobileImage: z.string(),
  link: z.string(),
  sort: z.number(),
  visible: z.boolean(),
});
export type StaffBanner = z.infer<typeof staffBanner>;

/** PUT /api/staff/pages/:key: the page in both languages. */
export const pageKeyParam = z.object({ key: z.enum(RICH_PAGES) });
export const pagePayload = z.object({
  value: richText.min(1, 'errors.textRequired'),
  enValue: richText,
  /** The revision the editor opened: a save over someone else's newer one is refused, not silently lost. */
  revision: z.string().max(64),
});
export type PagePayload = z.infer<typeof pagePayload>;

/** A page as stored, with the revision a save must name. */
export const staffPage = z.object({ key: z.enum(RICH_PAGES), value: z.string(), enValue: z.string(), revision: z.string() });
export type StaffPage = z.infer<typeof staffPage>;
