import { uploadRouteOf } from '@/lib/contract/uploads';
import { declaredTooLarge, type BodyRefusal } from './body-limits';

/**
 * What the BFF refuses before any route sees the request (proxy.ts calls this for every /api/ path):
 *
 * - paths written in another spelling: percent-encoded letters, digits, dots or slashes, empty and dot
 *   segments. A browser never writes them, and they would slip past the BFF's own routes (login, register,
 *   the WeChat logins) into the forwarder, which knows nothing of their session handling;
 * - the hall API's development routes (any phone's texts, any puzzle's answer, the payment test clock) and
 *   the providers' notifications, which go to the hall API directly, and the site's own cache feed (/api/site/). Two sandbox pages stay, standing in for
 *   pages that live on the providers' own sites: the payment cashier (a payer reaches their own trade by its
 *   unguessable number) and the WeChat authorisation page. Neither exists in production;
 * - writes (POST, PUT, PATCH, DELETE) that do not come from the site's own pages: the Origin must be this
 *   host's (or Sec-Fetch-Site must say same-origin), and a body must be JSON. A form on another site can send
 *   neither, so no login CSRF and no cross-site write. The uploads (lib/contract/uploads.ts) are the bodies that are
 *   files (a poster, an issued invoice's PDF, a project's papers);
 * - a body declared larger than its path takes (lib/bff/body-limits.ts), before a byte of it is read.
 */
export type ApiRefusal = { status: 403 | 404 | 415; reason: 'notFound' | 'crossOrigin' | 'jsonOnly' } | BodyRefusal;

export type GateRequest = { method: string; pathname: string; headers: Headers };

const SANDBOX_PAGES = [/^\/api\/dev\/cashier\/[A-Za-z0-9_-]{1,64}(?:\/(?:pay|cancel))?$/, /^\/api\/dev\/wechat\/authorize$/];
/** The cashier's Pay and Cancel are plain HTML forms on the cashier page, which this host serves. */
const FORM_WRITES = /^\/api\/dev\/cashier\/[A-Za-z0-9_-]{1,64}\/(?:pay|cancel)$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** An upload's body is the file itself, of a type its route takes; the hall API tells what it is from its content. */
const isUpload = (pathname: string, type: string) => uploadRouteOf(pathname)?.contentTypes.has(type) ?? false;
// eslint-disable-next-line no-control-regex
const UNSAFE_DECODED = /[A-Za-z0-9\-._~/\\\u0000-\u001f\u007f]/;

/** True when the path is written the one way a browser writes it. */
function isPlainPath(pathname: string): boolean {
  const segments = pathname.split('/').slice(1);
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return false;
  for (const match of pathname.matchAll(/%([0-9A-Fa-f]{2})/g)) {
    const byte = parseInt(match[1], 16);
    if (byte < 0x80 && UNSAFE_DECODED.test(String.fromCharCode(byte))) return false;
  }
  // A % that starts no escape at all.
  return !/%(?![0-9A-Fa-f]{2})/.test(pathname);
}

/** The media type of a Content-Type header, lower case, without its parameters. */
const mediaType = (header: string | null) => (header ?? '').split(';')[0].trim().toLowerCase();

const hasBody = (headers: Headers) => Number(headers.get('content-length') ?? 0) > 0 || headers.has('transfer-encoding');

/** The Origin matches the host the browser addressed (or the configured public origin). */
function isOwnOrigin(origin: string, headers: Headers, siteUrl: string | undefined): boolean {
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false; // "null" (a sandboxed frame, a file) or garbage
  }
  const addressed = [headers.get('x-forwarded-host'), headers.get('host')].flatMap((h) => (h ? h.split(',')[0].trim() : []));
  if (siteUrl) addressed.push(new URL(siteUrl).host);
  return addressed.includes(host);
}

export function apiRefusal({ method, pathname, headers }: GateRequest, siteUrl = process.env.SITE_URL): ApiRefusal | null {
  if (!isPlainPath(pathname)) return { status: 404, reason: 'notFound' };
  const lower = pathname.toLowerCase();
  if (lower.startsWith('/api/pay/notify/') || lower.startsWith('/api/site/')) return { status: 404, reason: 'notFound' };
  if (lower.startsWith('/api/dev/') && !SANDBOX_PAGES.some((p) => p.test(pathname))) return { status: 404, reason: 'notFound' };

  if (SAFE_METHODS.has(method.toUpperCase())) return null;
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return { status: 403, reason: 'crossOrigin' };
  const origin = headers.get('origin');
  if (origin ? !isOwnOrigin(origin, headers, siteUrl) : fetchSite !== 'same-origin') return { status: 403, reason: 'crossOrigin' };
  if (hasBody(headers)) {
    const type = mediaType(headers.get('content-type'));
    const allowed = FORM_WRITES.test(pathname)
      ? type === 'application/x-www-form-urlencoded'
      : type === 'application/json' || isUpload(pathname, type);
    if (!allowed) return { status: 415, reason: 'jsonOnly' };
  }
  return declaredTooLarge(pathname, headers);
}
