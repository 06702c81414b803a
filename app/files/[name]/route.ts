// GET /files/<sha256>.<ext>: an uploaded poster, read from the hall API (which keeps it in PostgreSQL). The name is
// the content's hash, so the answer is cached for a year by browsers and any CDN in front of the site.
import { storedFileName } from '@/lib/contract/publishing';
import { hallBaseUrl } from '@/lib/hall/client';

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  if (!storedFileName.test(name)) return new Response(null, { status: 404 });
  const res = await fetch(new URL(`/api/files/${name}`, hallBaseUrl()), { cache: 'no-store', signal: AbortSignal.timeout(10_000) }).catch(
    () => null,
  );
  if (!res?.ok) return new Response(null, { status: res?.status === 404 ? 404 : 503 });
  return new Response(res.body, {
    headers: {
      'content-type': res.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
