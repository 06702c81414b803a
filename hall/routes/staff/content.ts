// GET/POST /api/staff/content, GET/PUT /api/staff/content/:id, GET/POST /api/staff/banners, PUT /api/staff/banners/:id,
// GET /api/staff/pages, PUT /api/staff/pages/:key, GET/PUT /api/staff/site-settings (ours, content)
// → services/publishing/content, banners, pages, site-settings
import { TAGS } from '@/lib/contract/cache-tags';
import { idParam } from '@/lib/contract/common';
import { siteSettingsPayload } from '@/lib/contract/site-settings';
import { bannerPayload, contentPayload, pageKeyParam, pagePayload, staffContentQuery } from '@/lib/contract/content-editing';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { createBanner, listStaffBanners, updateBanner } from '../../services/publishing/banners';
import { createContent, getStaffContent, listStaffContent, updateContent } from '../../services/publishing/content';
import { listStaffPages, updatePage } from '../../services/publishing/pages';
import { siteSettings, updateSiteSettings } from '../../services/publishing/site-settings';

export async function contentEditingRoutes(app: HallApp) {
  const db = app.database.db;
  const content = { access: 'staff', roles: ['content'] } as const;
  // Every list, detail, banner and page the public reads is cached under one tag.
  const changed = <T>(answer: T) => {
    void app.siteCache.changed([TAGS.content]);
    return ok(answer);
  };

  app.get(
    '/api/staff/content',
    route({ summary: 'One kind’s content items, drafts included, newest first; by title', ...content, query: staffContentQuery }),
    async (req) => ok(await listStaffContent(db, req.query)),
  );
  app.post('/api/staff/content', route({ summary: 'Creates a content item', ...content, body: contentPayload }), async (req) =>
    changed(await createContent(db, actorOf(req), req.body)),
  );
  app.get('/api/staff/content/:id', route({ summary: 'One content item, as edited', ...content, params: idParam }), async (req) =>
    ok(await getStaffContent(db, req.params.id)),
  );
  app.put(
    '/api/staff/content/:id',
    route({ summary: 'Changes a content item (its extras are kept)', ...content, params: idParam, body: contentPayload }),
    async (req) => changed(await updateContent(db, actorOf(req), req.params.id, req.body)),
  );

  app.get('/api/staff/banners', route({ summary: 'The home page’s banners, hidden ones included', ...content }), async () =>
    ok(await listStaffBanners(db)),
  );
  app.post('/api/staff/banners', route({ summary: 'Creates a banner', ...content, body: bannerPayload }), async (req) =>
    changed(await createBanner(db, actorOf(req), req.body)),
  );
  app.put('/api/staff/banners/:id', route({ summary: 'Changes a banner', ...content, params: idParam, body: bannerPayload }), async (req) =>
    changed(await updateBanner(db, actorOf(req), req.params.id, req.body)),
  );

  app.get('/api/staff/pages', route({ summary: 'The site’s rich-text pages in both languages', ...content }), async () =>
    ok(await listStaffPages(db)),
  );
  app.put(
    '/api/staff/pages/:key',
    route({ summary: 'Changes a rich-text page (cleaned before it is stored)', ...content, params: pageKeyParam, body: pagePayload }),
    async (req) => changed(await updatePage(db, actorOf(req), req.params.key, req.body)),
  );

  app.get('/api/staff/site-settings', route({ summary: 'The site’s settings (the virtual tour’s address)', ...content }), async () =>
    ok(await siteSettings(db)),
  );
  app.put(
    '/api/staff/site-settings',
    route({ summary: 'Changes the site’s settings; an empty tour address hides the tour', ...content, body: siteSettingsPayload }),
    async (req) => changed(await updateSiteSettings(db, actorOf(req), req.body)),
  );
}
