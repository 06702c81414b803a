// The console's content calls (lib/contract/staff-content-calls.ts, ours): the editorial lists, the home page's
// banners, the rich-text pages and the site's settings → services/content/edit, banners, pages, site-settings
import { TAGS } from '@/lib/contract/cache-tags';
import { staffContentCalls as calls } from '@/lib/contract/staff-content-calls';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { createBanner, listStaffBanners, updateBanner } from '../../services/content/banners';
import { createContent, getStaffContent, listStaffContent, updateContent } from '../../services/content/edit';
import { listStaffPages, updatePage } from '../../services/content/pages';
import { siteSettings, updateSiteSettings } from '../../services/content/site-settings';

export async function contentEditingRoutes(app: HallApp) {
  const db = app.database.db;
  // Every list, detail, banner and page the public reads is cached under one tag.
  const changed = <T>(answer: T) => {
    void app.siteCache.changed([TAGS.content]);
    return ok(answer);
  };

  handle(app, calls.list, async (req) => ok(await listStaffContent(db, req.query)));
  handle(app, calls.create, async (req) => changed(await createContent(db, actorOf(req), req.body)));
  handle(app, calls.item, async (req) => ok(await getStaffContent(db, req.params.id)));
  handle(app, calls.update, async (req) => changed(await updateContent(db, actorOf(req), req.params.id, req.body)));

  handle(app, calls.banners, async () => ok(await listStaffBanners(db)));
  handle(app, calls.createBanner, async (req) => changed(await createBanner(db, actorOf(req), req.body)));
  handle(app, calls.updateBanner, async (req) => changed(await updateBanner(db, actorOf(req), req.params.id, req.body)));

  handle(app, calls.pages, async () => ok(await listStaffPages(db)));
  handle(app, calls.updatePage, async (req) => changed(await updatePage(db, actorOf(req), req.params.key, req.body)));

  handle(app, calls.siteSettings, async () => ok(await siteSettings(db)));
  handle(app, calls.updateSiteSettings, async (req) => changed(await updateSiteSettings(db, actorOf(req), req.body)));
}
