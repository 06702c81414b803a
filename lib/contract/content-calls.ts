import { z } from 'zod';
import { defineCall } from './call';
import { idParam } from './common';
import {
  bannerSchema,
  brandDetailSchema,
  brandSchema,
  contentDetailSchema,
  contentItemSchema,
  contentListQuery,
  dirItemSchema,
  dirQuery,
  siteParamSchema,
} from './content';
import { paged } from './envelope';
import { sessionStateAddresses } from './addresses';

// The editorial reads of the site (§7 Content): the many small lists kept as content items of a kind, their
// details, the rich texts kept as site parameters, banners, brands and directories. Each list, detail and rich text
// names what the hall API reads for it (`kind`, `kinds`, `key`), so the hall registers them all from this table.

/** A page of the content items of one kind. */
const list = <const P extends `/api/${string}`, const K extends string>(path: P, kind: K) => ({
  ...defineCall({
    method: 'GET',
    path,
    summary: `Content items of kind ${kind}, a page`,
    access: 'public',
    query: contentListQuery,
    answer: paged(contentItemSchema),
  }),
  kind,
});

export const contentListCalls = {
  media: list('/api/media', 'media'),
  mediaVideos: list('/api/media/vedio', 'video'),
  videos: list('/api/material_video', 'video'),
  announcements: list('/api/announcements', 'announcement'),
  titleSponsors: list('/api/title_sponsor', 'title_sponsor'),
  musicFriends: list('/api/music_friend', 'music_friend'),
  programAlbums: list('/api/program_album', 'program_album'),
  yearMaterials: list('/api/year_material', 'year_material'),
  musicMaterials: list('/api/music_material', 'music_material'),
  newMusicMaterials: list('/api/music_material/newMusicMaterial', 'music_material'),
  musicThemes: list('/api/music_material/theme', 'music_theme'),
  sponsors: list('/api/sponsor', 'sponsor'),
  jobs: list('/api/work_chance', 'job'),
  partners: list('/api/partner', 'partner'),
  team: list('/api/team', 'team'),
  history: list('/api/bigHistorys', 'history'),
  rentalProcess: list('/api/rental_process', 'rental_process'),
  activityCases: list('/api/activity_case', 'activity_case'),
  areas: list('/api/area', 'area'),
  pastReviews: list('/api/past_review', 'past_review'),
  downloads: list('/api/enterprice_down_file', 'download'),
};
export type ContentListCall = (typeof contentListCalls)[keyof typeof contentListCalls];

/** One content item, of one of `kinds` (a media report's address answers for videos too). */
const detail = <const P extends `/api/${string}`>(path: P, kinds: string[]) => ({
  ...defineCall({
    method: 'GET',
    path,
    summary: `One content item (${kinds.join(' or ')})`,
    access: 'public',
    params: idParam,
    answer: contentDetailSchema,
  }),
  kinds,
});

export const contentDetailCalls = {
  media: detail('/api/media/:id/detail', ['media', 'video']),
  announcement: detail('/api/announcements/:id/detail', ['announcement']),
  video: detail('/api/material_video/:id/detail', ['video']),
};

/** A rich text in the request's language (`context`), with both languages beside it. */
export const richTextView = z.object({ key: z.string(), context: z.string(), value: z.string(), enValue: z.string().nullable() });

const richText = <const P extends `/api/${string}`>(path: P, key: string) => ({
  ...defineCall({
    method: 'GET',
    path,
    summary: `The rich text ${key}, in the request’s language`,
    access: 'public',
    answer: richTextView,
  }),
  key,
});

export const richTextCalls = {
  contactUs: richText('/api/contact_us', 'contact_us'),
  aboutUs: richText('/api/about_us', 'about_us'),
  siteInformation: richText('/api/site_information', 'site_information'),
  ticketingDescription: richText('/api/ticketing_description/detail', 'ticketing_description'),
  memberBenefits: richText('/api/member_benefits', 'member_benefits'),
  enterpriseProjectNotice: richText('/api/enterprise_project_notice', 'enterprise_project_notice'),
  visitTeamRule: richText('/api/reservation_rule/team', 'visit_team_rule'),
  visitIntro: richText('/api/reservation_information/personalReservationInformation', 'visit_intro'),
};
export type RichTextCall = (typeof richTextCalls)[keyof typeof richTextCalls];

export const noticeQuery = z.object({ category: z.enum(['member', 'visit', 'ticket', 'privacy']).catch('member').default('member') });
export const brandQuery = z.object({ category: z.coerce.number().int().min(0).max(9).optional().catch(undefined) });

export const contentCalls = {
  notice: defineCall({
    method: 'GET',
    path: '/api/member_notice',
    summary: 'A notice (member, visit, ticket or privacy)',
    access: 'public',
    query: noticeQuery,
    answer: richTextView,
  }),
  homeVideos: defineCall({
    method: 'GET',
    path: '/api/material_video/home',
    summary: 'The newest videos, for the home page',
    access: 'public',
    answer: z.array(contentItemSchema),
  }),
  virtualTour: defineCall({
    ...sessionStateAddresses.virtualTour,
    summary: 'The virtual tour’s address, or null',
    access: 'public',
    answer: z.object({ url: z.string().nullable() }),
  }),
  banners: defineCall({
    method: 'GET',
    path: '/api/banner',
    summary: 'The home page’s banners',
    access: 'public',
    answer: z.array(bannerSchema),
  }),
  siteParams: defineCall({
    method: 'GET',
    path: '/api/site_param',
    summary: 'The site’s parameters (contacts, links), in the request’s language',
    access: 'public',
    answer: siteParamSchema,
  }),
  brandsOf: defineCall({
    method: 'GET',
    path: '/api/brand',
    summary: 'The brands of a category',
    access: 'public',
    query: brandQuery,
    answer: z.array(brandSchema),
  }),
  brands: defineCall({ ...sessionStateAddresses.brands, summary: 'All brands', access: 'public', answer: z.array(brandSchema) }),
  brand: defineCall({
    method: 'GET',
    path: '/api/brand/:id/detail',
    summary: 'One brand',
    access: 'public',
    params: idParam,
    answer: brandDetailSchema,
  }),
  dir: defineCall({
    method: 'GET',
    path: '/api/dir',
    summary: 'The entries of a directory (downloads, links)',
    access: 'public',
    query: dirQuery,
    answer: z.array(dirItemSchema),
  }),
};
