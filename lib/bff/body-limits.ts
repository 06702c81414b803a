/**
 * How much a request to the BFF may send (a body over its limit is refused at the first tier that sees it, never
 * passed on in part). An upload route takes its file's limit (lib/contract/uploads.ts), any other write the
 * hall API's own limit for JSON. proxy.ts runs both checks before any route handler reads the body:
 *
 * - a declared Content-Length over the limit is refused at once (apiRefusal, from the headers alone);
 * - the body is then counted as it arrives: one without a declared length (chunked) is refused once it passes the
 *   limit, one that ends short of (or beyond) what it declared is refused as incomplete.
 *
 * Next reads every body through proxy.ts into a buffer of `proxyClientMaxBodySize` bytes and passes on only that much
 * (with a warning, not a refusal). PROXY_BODY_LIMIT, that setting in next.config.ts, stays above the largest upload by
 * more than any chunk a socket delivers (Next drops the chunk that crosses its limit whole), so whatever Next would
 * cut has already passed its route's limit where it is counted here, and is refused.
 */
// Relative: next.config.ts imports this module, and Next's compiler of the config resolves '@/' against this folder.
import { inMegabytes, LARGEST_UPLOAD_BYTES, uploadRouteOf } from '../contract/uploads';

/** The hall API's limit for a JSON body (hall/app.ts's bodyLimit). */
export const JSON_BODY_LIMIT = 2 * 1024 * 1024;

/** next.config.ts's experimental.proxyClientMaxBodySize. */
export const PROXY_BODY_LIMIT = LARGEST_UPLOAD_BYTES + 4 * 1024 * 1024;

export type BodyRefusal =
  | { status: 413; reason: 'uploadTooLarge'; values: { max: number } }
  | { status: 413; reason: 'payloadTooLarge' }
  | { status: 400; reason: 'uploadIncomplete' };

/** The most a write to this path may send, and how a larger body is refused. */
export function bodyLimitOf(pathname: string): { maxBytes: number; tooLarge: BodyRefusal } {
  const upload = uploadRouteOf(pathname);
  if (!upload) return { maxBytes: JSON_BODY_LIMIT, tooLarge: { status: 413, reason: 'payloadTooLarge' } };
  return { maxBytes: upload.maxBytes, tooLarge: { status: 413, reason: 'uploadTooLarge', values: { max: inMegabytes(upload.maxBytes) } } };
}

/** The declared Content-Length, or null when none is (a chunked body) or it is not a length. */
export function declaredLength(headers: Headers): number | null {
  const header = headers.get('content-length');
  return header !== null && /^\d{1,15}$/.test(header.trim()) ? Number(header) : null;
}

/** A body declared larger than its path takes: refused before a byte of it is read. */
export function declaredTooLarge(pathname: string, headers: Headers): BodyRefusal | null {
  const declared = declaredLength(headers);
  const { maxBytes, tooLarge } = bodyLimitOf(pathname);
  return declared !== null && declared > maxBytes ? tooLarge : null;
}

/**
 * Counts the body as it arrives (proxy.ts reads Next's copy of it; the route handler reads its own): refused once it
 * passes the path's limit, or when it ends other than as declared. What is left of a refused body is read and dropped,
 * since Next answers only once the whole request has arrived.
 */
export async function countedRefusal(
  pathname: string,
  headers: Headers,
  body: ReadableStream<Uint8Array> | null,
): Promise<BodyRefusal | null> {
  if (!body) return null;
  const { maxBytes, tooLarge } = bodyLimitOf(pathname);
  const declared = declaredLength(headers);
  let received = 0;
  const reader = body.getReader();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += chunk.value.byteLength;
  } catch {
    return { status: 400, reason: 'uploadIncomplete' };
  }
  if (received > maxBytes) return tooLarge;
  if (declared !== null && received !== declared) return { status: 400, reason: 'uploadIncomplete' };
  return null;
}
