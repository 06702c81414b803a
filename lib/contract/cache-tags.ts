// The cache tags of the site's server-rendered pages. A staff write names the ones it changed, and every site process
// and instance drops their pages within a second (hall/platform/site-cache.ts, lib/site-cache/cache-handler.mjs), so
// cached pages stay fast and become fresh within seconds (DESIGN §8).

export const TAGS = { projects: 'projects', content: 'content', site: 'site', goods: 'goods' } as const;
export type CacheTag = (typeof TAGS)[keyof typeof TAGS];
