// POST /api/revalidate (ours, called by the hall API only): the cache tags a staff write changed. Signed with
// SIGN_SECRET and fresh within a minute; the tagged pages are rendered again at their next request.
import { revalidateTag } from 'next/cache';
import { REVALIDATE_MAX_AGE_MS, REVALIDATE_SIGNATURE_HEADER, revalidatePayload, validRevalidateSignature } from '@/lib/contract/cache-tags';
import { signSecret } from '@/lib/bff/sign-secret';

export async function POST(request: Request) {
  const body = await request.text();
  if (body.length > 2_000 || !validRevalidateSignature(signSecret(), body, request.headers.get(REVALIDATE_SIGNATURE_HEADER))) {
    return Response.json({ revalidated: false }, { status: 401 });
  }
  let parsed;
  try {
    parsed = revalidatePayload.safeParse(JSON.parse(body));
  } catch {
    parsed = null;
  }
  if (!parsed?.success || Math.abs(Date.now() - parsed.data.at) > REVALIDATE_MAX_AGE_MS) {
    return Response.json({ revalidated: false }, { status: 400 });
  }
  // Expired at once, not stale-while-revalidate: the next visitor reads the change, not the page before it.
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: parsed.data.tags });
}
