import { z } from 'zod';
import { defineCall } from './call';
import { idParam } from './common';
import {
  bannerPayload,
  contentPayload,
  pageKeyParam,
  pagePayload,
  staffBanner,
  staffContentItem,
  staffContentQuery,
  staffPage,
} from './content-editing';
import { paged } from './envelope';
import { siteSettingsPayload, siteSettingsView } from './site-settings';

const content = { access: 'staff', roles: ['content'] } as const;

/** The console's content calls (ours): the editorial lists, the home page's banners, the rich-text pages, the site's settings. */
export const staffContentCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/staff/content',
    summary: 'One kind’s content items, drafts included, newest first; by title',
    ...content,
    query: staffContentQuery,
    answer: paged(staffContentItem),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/staff/content',
    summary: 'Creates a content item',
    ...content,
    body: contentPayload,
    answer: staffContentItem,
  }),
  item: defineCall({
    method: 'GET',
    path: '/api/staff/content/:id',
    summary: 'One content item, as edited',
    ...content,
    params: idParam,
    answer: staffContentItem,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/staff/content/:id',
    summary: 'Changes a content item (its extras are kept)',
    ...content,
    params: idParam,
    body: contentPayload,
    answer: staffContentItem,
  }),
  banners: defineCall({
    method: 'GET',
    path: '/api/staff/banners',
    summary: 'The home page’s banners, hidden ones included',
    ...content,
    answer: z.array(staffBanner),
  }),
  createBanner: defineCall({
    method: 'POST',
    path: '/api/staff/banners',
    summary: 'Creates a banner',
    ...content,
    body: bannerPayload,
    answer: staffBanner,
  }),
  updateBanner: defineCall({
    method: 'PUT',
    path: '/api/staff/banners/:id',
    summary: 'Changes a banner',
    ...content,
    params: idParam,
    body: bannerPayload,
    answer: staffBanner,
  }),
  pages: defineCall({
    method: 'GET',
    path: '/api/staff/pages',
    summary: 'The site’s rich-text pages in both languages',
    ...content,
    answer: z.array(staffPage),
  }),
  updatePage: defineCall({
    method: 'PUT',
    path: '/api/staff/pages/:key',
    summary: 'Changes a rich-text page (cleaned before it is stored)',
    ...content,
    params: pageKeyParam,
    body: pagePayload,
    answer: staffPage,
  }),
  siteSettings: defineCall({
    method: 'GET',
    path: '/api/staff/site-settings',
    summary: 'The site’s settings (the virtual tour’s address)',
    ...content,
    answer: siteSettingsView,
  }),
  updateSiteSettings: defineCall({
    method: 'PUT',
    path: '/api/staff/site-settings',
    summary: 'Changes the site’s settings; an empty tour address hides the tour',
    ...content,
    body: siteSettingsPayload,
    answer: siteSettingsView,
  }),
};
