// GET /api/site/cache-changes?after= (ours): the cache tags staff writes changed, for the site's processes and
// instances (lib/site-cache/cache-handler.mjs asks every half second). Tag names and times only; the site's gate
// does not pass it on to browsers.
import { z } from 'zod';
import { ok } from '../../http';
import { cacheChangesAfter } from '../../platform/site-cache';
import { route, type HallApp } from '../../platform/route-schema';

const query = z.object({ after: z.coerce.number().int().min(0).max(2_147_483_647).optional() });
const answer = z.object({ changes: z.array(z.object({ id: z.number(), tags: z.array(z.string()), at: z.string() })) });

export async function siteCacheRoutes(app: HallApp) {
  app.get('/api/site/cache-changes', route({ summary: 'The cache tags changed since a change id', query, data: answer }), async (req) =>
    ok(await cacheChangesAfter(app.database.db, req.query.after)),
  );
}
