// The cache tags of the site's server-rendered pages. The hall API names the ones a staff write changed in a signed
// call to the site's POST /api/revalidate, so cached pages stay fast and become fresh within seconds (DESIGN §8).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const TAGS = { projects: 'projects', content: 'content', site: 'site', goods: 'goods' } as const;
export type CacheTag = (typeof TAGS)[keyof typeof TAGS];

export const REVALIDATE_PATH = '/api/revalidate';
export const REVALIDATE_SIGNATURE_HEADER = 'x-hall-signature';
/** A signed call older than this is refused: a captured one cannot be replayed later. */
export const REVALIDATE_MAX_AGE_MS = 60_000;

export const revalidatePayload = z.object({
  tags: z
    .array(z.enum(Object.values(TAGS) as [CacheTag, ...CacheTag[]]))
    .min(1)
    .max(10),
  at: z.number().int(),
});
export type RevalidatePayload = z.infer<typeof revalidatePayload>;

/** HMAC-SHA256 of the exact body, with the secret the BFF and the hall API already share (SIGN_SECRET). */
export const revalidateSignature = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

export function validRevalidateSignature(secret: string, body: string, signature: string | null): boolean {
  const expected = Buffer.from(revalidateSignature(secret, body));
  const given = Buffer.from(signature ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
