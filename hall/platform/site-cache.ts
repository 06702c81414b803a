// What the site's pages must drop after a staff write: the write's cache tags, kept as a row that every site process
// and every site instance reads within a second (GET /api/site/cache-changes; the site's side is
// lib/site-cache/cache-handler.mjs). One invalidation reaches them all, however many there are and whether or not
// the hall API knows their addresses; if the site is down it reads what it missed when it comes back.
import { gt, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheTag } from '@/lib/contract/cache-tags';
import type { Db } from '../db/client';
import { siteCacheChanges } from '../db/schema';

export type SiteCache = { changed(tags: CacheTag[]): Promise<void> };

/**
 * A change is listed again for this long after it is written, so a reader that has passed its id still sees a row
 * whose insert committed after a later one (ids are taken at insert, not at commit); readers skip ids they know.
 */
export const RELIST_MS = 30_000;
/** A site process that starts (or comes back) reads the changes of this long before: its disk may hold older pages. */
const CATCH_UP_MS = 10 * 60_000;
const KEEP_MS = 24 * 60 * 60_000;

export function siteCache(db: Db, log: FastifyBaseLogger): SiteCache {
  return {
    async changed(tags) {
      try {
        await db.insert(siteCacheChanges).values({ tags: [...new Set(tags)] });
        await db.delete(siteCacheChanges).where(lt(siteCacheChanges.at, new Date(Date.now() - KEEP_MS)));
      } catch (error) {
        // The write itself has committed; its pages refresh at their own revalidate time (a minute) instead.
        log.warn({ tags, err: error }, 'the site cache change could not be recorded');
      }
    },
  };
}

export type CacheChanges = { changes: { id: number; tags: string[]; at: string }[] };

/** The changes after `after` (and the recent ones again); without `after`, those of the last minutes. */
export async function cacheChangesAfter(db: Db, after: number | undefined, now = new Date()): Promise<CacheChanges> {
  const recent = gt(siteCacheChanges.at, new Date(now.getTime() - (after === undefined ? CATCH_UP_MS : RELIST_MS)));
  const rows = await db
    .select()
    .from(siteCacheChanges)
    .where(after === undefined ? recent : or(gt(siteCacheChanges.id, after), recent))
    .orderBy(siteCacheChanges.id)
    .limit(1000);
  return { changes: rows.map((r) => ({ id: r.id, tags: r.tags, at: r.at.toISOString() })) };
}
