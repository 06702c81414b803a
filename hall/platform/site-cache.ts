// Tells the site which of its cache tags a staff write changed (the site's POST /api/revalidate, signed with
// SIGN_SECRET), twice. Sent after the write committed and never waited on by the staff call: if the site cannot be
// reached, its pages still refresh at their own revalidate time (at most a minute), and the log says so.
import type { FastifyBaseLogger } from 'fastify';
import { REVALIDATE_PATH, REVALIDATE_SIGNATURE_HEADER, revalidateSignature, type CacheTag } from '@/lib/contract/cache-tags';
import type { HallConfig } from '../config';

export type SiteCache = { changed(tags: CacheTag[]): Promise<void> };

const TIMEOUT_MS = 5_000;
/**
 * Told once more after this long: a render of the page that began before the write (a visitor's request in flight)
 * may finish after the first invalidation and put the old content back under the tag; the second clears it.
 */
const AGAIN_AFTER_MS = 1_500;

export function siteCache(config: Pick<HallConfig, 'SITE_URL' | 'SIGN_SECRET'>, log: FastifyBaseLogger): SiteCache {
  const url = new URL(REVALIDATE_PATH, config.SITE_URL).toString();
  async function tell(tags: CacheTag[]) {
    const body = JSON.stringify({ tags: [...new Set(tags)], at: Date.now() });
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [REVALIDATE_SIGNATURE_HEADER]: revalidateSignature(config.SIGN_SECRET, body) },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) log.warn({ tags, status: response.status }, 'the site refused to revalidate');
    } catch (error) {
      log.warn({ tags, err: error }, 'the site could not be told to revalidate');
    }
  }
  return {
    async changed(tags) {
      await tell(tags);
      setTimeout(() => void tell(tags), AGAIN_AFTER_MS).unref();
    },
  };
}
