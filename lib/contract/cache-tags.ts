// The cache tags of the site's server-rendered pages. A staff write names the ones it changed, and every site process
// and instance drops their pages within a second (hall/platform/site-cache.ts, lib/site-cache/cache-handler.mjs), so
// cached pages stay fast and become fresh within seconds.

export const TAGS = {
  projects: 'projects',
  content: 'content',
  /** The site's parameters and feature switches: every page's layout reads them. */
  site: 'site',
  goods: 'goods',
  /** The package card's own page. */
  packages: 'packages',
} as const;
export type CacheTag = (typeof TAGS)[keyof typeof TAGS];
