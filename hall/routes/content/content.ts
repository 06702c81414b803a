// GET /api/banner, /api/media, /api/announcements, /api/brand, /api/site_param, /api/dir and the other content reads (§7 Content) → services/content/read
// In full: /api/banner, /api/media(/vedio, /{id}/detail), /api/announcements(/{id}/detail), /api/material_video(/home),
// /api/title_sponsor, /api/site_param, /api/music_friend, /api/program_album, /api/year_material,
// /api/music_material(/newMusicMaterial, /theme), /api/sponsor, /api/contact_us, /api/work_chance, /api/partner,
// /api/team, /api/about_us, /api/bigHistorys, /api/site_information, /api/rental_process, /api/activity_case,
// /api/area, /api/past_review, /api/brand(/all, /{id}/detail), /api/vr_url, /api/ticketing_description/detail,
// /api/member_notice, /api/member_benefits, /api/dir, /api/reservation_rule/team,
// /api/reservation_information/personalReservationInformation (§7 Content and Membership reads).
import { contentCalls, contentDetailCalls, contentListCalls, richTextCalls } from '@/lib/contract/content-calls';
import { localeOf, ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import * as content from '../../services/content/read';
import { virtualTourUrl } from '../../services/content/site-settings';

export async function contentRoutes(app: HallApp) {
  const db = app.database.db;
  /** §3: notice and benefit items carry a `context` field; every rich text keeps that name. */
  const richText = async (key: string, shownAs: string, locale: string) => {
    const row = await content.getRichText(db, key);
    return { key: shownAs, context: locale === 'en-US' && row.enValue ? row.enValue : row.value, value: row.value, enValue: row.enValue };
  };

  for (const call of Object.values(contentListCalls))
    handle(app, call, async (req) => ok(await content.listContent(db, call.kind, req.query)));
  for (const call of Object.values(contentDetailCalls))
    handle(app, call, async (req) => ok(await content.getContent(db, call.kinds, req.params.id)));
  for (const call of Object.values(richTextCalls)) handle(app, call, async (req) => ok(await richText(call.key, call.key, localeOf(req))));

  handle(app, contentCalls.notice, async (req) => ok(await richText(`notice_${req.query.category}`, req.query.category, localeOf(req))));

  // The home page's video highlights: the newest few.
  handle(app, contentCalls.homeVideos, async () => ok((await content.listContent(db, 'video', { page: 1, pageSize: 4 })).list));

  // §3 session state: the virtual tour's address, null while none is set (the site then hides the tour).
  handle(app, contentCalls.virtualTour, async () => ok({ url: await virtualTourUrl(db) }));

  handle(app, contentCalls.banners, async () => ok(await content.listBanners(db)));
  handle(app, contentCalls.siteParams, async (req) => ok(await content.getSiteParams(db, localeOf(req))));
  handle(app, contentCalls.brandsOf, async (req) => ok(await content.listBrands(db, req.query.category)));
  handle(app, contentCalls.brands, async () => ok(await content.listBrands(db)));
  handle(app, contentCalls.brand, async (req) => ok(await content.getBrand(db, req.params.id)));
  handle(app, contentCalls.dir, async (req) => ok(await content.listDir(db, req.query.dirType)));
}
