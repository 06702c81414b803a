// GET /api/banner, /api/media, /api/announcements, /api/brand, /api/site_param, /api/dir and the other content reads (§7 Content) → services/catalogue/content
// In full: /api/banner, /api/media(/vedio, /{id}/detail), /api/announcements(/{id}/detail), /api/material_video(/home),
// /api/title_sponsor, /api/site_param, /api/music_friend, /api/program_album, /api/year_material,
// /api/music_material(/newMusicMaterial, /theme), /api/sponsor, /api/contact_us, /api/work_chance, /api/partner,
// /api/team, /api/about_us, /api/bigHistorys, /api/site_information, /api/rental_process, /api/activity_case,
// /api/area, /api/past_review, /api/brand(/all, /{id}/detail), /api/vr_url, /api/ticketing_description/detail,
// /api/member_notice, /api/member_benefits, /api/dir, /api/reservation_rule/team,
// /api/reservation_information/personalReservationInformation (§7 Content and Membership reads).
import { z } from 'zod';
import { contentListQuery, dirQuery } from '@/lib/contract/content';
import { idParam } from '@/lib/contract/common';
import { localeOf, ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import * as content from '../../services/catalogue/content';
import { virtualTourUrl } from '../../services/publishing/site-settings';

/** List calls over content_items: path → kind. */
const lists: Record<string, string> = {
  '/api/media': 'media',
  '/api/media/vedio': 'video',
  '/api/material_video': 'video',
  '/api/announcements': 'announcement',
  '/api/title_sponsor': 'title_sponsor',
  '/api/music_friend': 'music_friend',
  '/api/program_album': 'program_album',
  '/api/year_material': 'year_material',
  '/api/music_material': 'music_material',
  '/api/music_material/newMusicMaterial': 'music_material',
  '/api/music_material/theme': 'music_theme',
  '/api/sponsor': 'sponsor',
  '/api/work_chance': 'job',
  '/api/partner': 'partner',
  '/api/team': 'team',
  '/api/bigHistorys': 'history',
  '/api/rental_process': 'rental_process',
  '/api/activity_case': 'activity_case',
  '/api/area': 'area',
  '/api/past_review': 'past_review',
  '/api/enterprice_down_file': 'download',
};

/** Detail calls: path → the kinds an id may belong to. */
const details: Record<string, string[]> = {
  '/api/media/:id/detail': ['media', 'video'],
  '/api/announcements/:id/detail': ['announcement'],
  '/api/material_video/:id/detail': ['video'],
};

/** Rich texts kept as site parameters: path → key. */
const richTexts: Record<string, string> = {
  '/api/contact_us': 'contact_us',
  '/api/about_us': 'about_us',
  '/api/site_information': 'site_information',
  '/api/ticketing_description/detail': 'ticketing_description',
  '/api/member_benefits': 'member_benefits',
  '/api/enterprise_project_notice': 'enterprise_project_notice',
  '/api/reservation_rule/team': 'visit_team_rule',
  '/api/reservation_information/personalReservationInformation': 'visit_intro',
};

const noticeQuery = z.object({ category: z.enum(['member', 'visit', 'ticket', 'privacy']).catch('member').default('member') });
const brandQuery = z.object({ category: z.coerce.number().int().min(0).max(9).optional().catch(undefined) });

export async function contentRoutes(app: HallApp) {
  const db = app.database.db;

  for (const [path, kind] of Object.entries(lists)) {
    app.get(path, route({ summary: `Content items of kind ${kind}, a page`, query: contentListQuery }), async (req) =>
      ok(await content.listContent(db, kind, req.query)),
    );
  }
  for (const [path, kinds] of Object.entries(details)) {
    app.get(path, route({ summary: `One content item (${kinds.join(' or ')})`, params: idParam }), async (req) =>
      ok(await content.getContent(db, kinds, req.params.id)),
    );
  }
  for (const [path, key] of Object.entries(richTexts)) {
    // §3: notice and benefit items carry a `context` field; every rich text keeps that name.
    app.get(path, route({ summary: `The rich text ${key}, in the request’s language` }), async (req) => {
      const row = await content.getRichText(db, key);
      return ok({
        key,
        context: localeOf(req) === 'en-US' && row.enValue ? row.enValue : row.value,
        value: row.value,
        enValue: row.enValue,
      });
    });
  }

  app.get('/api/member_notice', route({ summary: 'A notice (member, visit, ticket or privacy)', query: noticeQuery }), async (req) => {
    const { category } = req.query;
    const row = await content.getRichText(db, `notice_${category}`);
    return ok({
      key: category,
      context: localeOf(req) === 'en-US' && row.enValue ? row.enValue : row.value,
      value: row.value,
      enValue: row.enValue,
    });
  });

  // The home page's video highlights: the newest few.
  app.get('/api/material_video/home', route({ summary: 'The newest videos, for the home page' }), async () =>
    ok((await content.listContent(db, 'video', { page: 1, pageSize: 4 })).list),
  );

  // §3 session state: the virtual tour's address, null while none is set (the site then hides the tour).
  app.get('/api/vr_url', route({ summary: 'The virtual tour’s address, or null' }), async () => ok({ url: await virtualTourUrl(db) }));

  app.get('/api/banner', route({ summary: 'The home page’s banners' }), async () => ok(await content.listBanners(db)));
  app.get('/api/site_param', route({ summary: 'The site’s parameters (contacts, links), in the request’s language' }), async (req) =>
    ok(await content.getSiteParams(db, localeOf(req))),
  );

  app.get('/api/brand', route({ summary: 'The brands of a category', query: brandQuery }), async (req) =>
    ok(await content.listBrands(db, req.query.category)),
  );
  app.get('/api/brand/all', route({ summary: 'All brands' }), async () => ok(await content.listBrands(db)));
  app.get('/api/brand/:id/detail', route({ summary: 'One brand', params: idParam }), async (req) =>
    ok(await content.getBrand(db, req.params.id)),
  );

  app.get('/api/dir', route({ summary: 'The entries of a directory (downloads, links)', query: dirQuery }), async (req) =>
    ok(await content.listDir(db, req.query.dirType)),
  );
}
