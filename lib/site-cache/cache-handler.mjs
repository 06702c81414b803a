// The site's incremental cache (next.config.ts `cacheHandler`): Next's own file-system cache, whose tag
// invalidations reach every site process and every site instance. Next keeps the tags it has invalidated in each
// process's memory, so a `revalidateTag` in one process left the others (and other machines) serving their pages
// until their own revalidate time, a minute. Here each process reads the hall API's list of changed tags
// (GET /api/site/cache-changes, written by the staff write itself) every half second and invalidates them
// locally: one invalidation, however many processes and instances, with nothing more to install or run.
// Plain JavaScript: Next imports this file at run time, outside its bundles.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

const HALL = process.env.HALL_API_URL ?? `http://127.0.0.1:${process.env.HALL_PORT ?? 4000}`;
const EVERY_MS = Number(process.env.SITE_CACHE_POLL_MS ?? 500);
/**
 * Each change is applied again this long after: a render that began before the write (a visitor's request in
 * flight) may finish after the first invalidation and store the old content; the second drops it.
 */
const AGAIN_AFTER_MS = 1_500;
/** The hall lists a change again for 30 s (an insert may commit after a later one): ids seen are skipped. */
const FORGET_AFTER_MS = 120_000;

/** Reads the changes after the last one seen and invalidates their tags in this process. */
function followChanges(invalidate) {
  const seen = new Map();
  let after;
  let failing = false;

  async function poll() {
    try {
      const url = new URL('/api/site/cache-changes', HALL);
      if (after !== undefined) url.searchParams.set('after', String(after));
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000), headers: { 'x-request-id': 'site-cache' } });
      if (!response.ok) throw new Error(`the hall API answered ${response.status}`);
      const { data } = await response.json();
      for (const change of data.changes) {
        after = Math.max(after ?? 0, change.id);
        if (seen.has(change.id)) continue;
        seen.set(change.id, Date.now());
        await invalidate(change.tags);
        setTimeout(() => void invalidate(change.tags), AGAIN_AFTER_MS).unref();
      }
      after ??= 0;
      for (const [id, at] of seen) if (Date.now() - at > FORGET_AFTER_MS) seen.delete(id);
      if (failing) console.warn('[site-cache] the hall API answers again: following its cache changes');
      failing = false;
    } catch (error) {
      // Pages keep their own revalidate time (a minute) meanwhile; say so once per outage, not twice a second.
      if (!failing) console.warn(`[site-cache] cannot read the hall API's cache changes: ${error.message}`);
      failing = true;
    } finally {
      setTimeout(poll, EVERY_MS).unref();
    }
  }
  void poll();
}

let following = false;

export default class SharedTagCache extends FileSystemCache {
  constructor(options) {
    super(options);
    // Next makes a cache per request; the tags it has invalidated live in the process, so one reader serves them all.
    if (following || options.dev) return;
    following = true;
    followChanges((tags) => this.revalidateTag(tags, { expire: 0 }));
  }
}
