// The BFF refuses a body over its route's limit before a route reads it, whether declared or streamed,
// and a body that ends other than as declared; nothing over a limit reaches a route, whole or cut.
import { FILE_RULES, LARGEST_UPLOAD_BYTES } from '@/lib/contract/uploads';
import { apiRefusal } from './api-gate';
import { countedRefusal, declaredTooLarge, JSON_BODY_LIMIT, PROXY_BODY_LIMIT } from './body-limits';

const MB = 1024 * 1024;
const SITE = 'localhost:3000';
const headers = (type: string, length?: number) =>
  new Headers({
    host: SITE,
    origin: `http://${SITE}`,
    'content-type': type,
    ...(length === undefined ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length) }),
  });
/** A body arriving in chunks of `chunk` bytes, `size` in all, as a socket delivers it. */
function streamOf(size: number, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const n = Math.min(chunk, size - sent);
      sent += n;
      controller.enqueue(new Uint8Array(n));
    },
  });
}

const UPLOADS = [
  ['/api/enterpriseprojectrent/file', 'application/pdf', FILE_RULES.paper.maxBytes],
  ['/api/staff/rental/projects/12/files', 'image/png', FILE_RULES.paper.maxBytes],
  ['/api/staff/rental/projects/12/contract', 'application/pdf', FILE_RULES.contract.maxBytes],
  ['/api/staff/files', 'image/jpeg', FILE_RULES.picture.maxBytes],
  ['/api/staff/invoices/7', 'application/pdf', FILE_RULES.invoice.maxBytes],
] as const;

describe('a declared Content-Length', () => {
  it.each(UPLOADS)('over the limit of %s is refused with 413 before the body is read', (path, type, max) => {
    const refusal = { status: 413, reason: 'uploadTooLarge', values: { max: max / MB } };
    expect(apiRefusal({ method: 'POST', pathname: path, headers: headers(type, max + 1) })).toEqual(refusal);
    expect(apiRefusal({ method: 'POST', pathname: path, headers: headers(type, max) })).toBeNull();
  });

  it('over the hall API’s JSON limit is refused as too large, on any other write', () => {
    const json = (length: number) => ({ method: 'PUT', pathname: '/api/member/receiver', headers: headers('application/json', length) });
    expect(apiRefusal(json(JSON_BODY_LIMIT + 1))).toEqual({ status: 413, reason: 'payloadTooLarge' });
    expect(apiRefusal(json(JSON_BODY_LIMIT))).toBeNull();
    // An upload's size is an upload route's only: a file-sized JSON body is still too large.
    expect(declaredTooLarge('/api/enterpriseprojectrent/temp_bookingintention', headers('application/json', 5 * MB))).not.toBeNull();
  });
});

describe('a body counted as it arrives', () => {
  const path = '/api/enterpriseprojectrent/file';
  const max = FILE_RULES.paper.maxBytes;

  it('without a declared length, is refused once it has passed the limit', async () => {
    await expect(countedRefusal(path, headers('application/pdf'), streamOf(max + 1))).resolves.toEqual({
      status: 413,
      reason: 'uploadTooLarge',
      values: { max: 10 },
    });
    await expect(countedRefusal(path, headers('application/pdf'), streamOf(max))).resolves.toBeNull();
  });

  it('that ends short of its declared length, or goes beyond it, is refused as incomplete', async () => {
    const incomplete = { status: 400, reason: 'uploadIncomplete' };
    await expect(countedRefusal(path, headers('application/pdf', 5000), streamOf(4000))).resolves.toEqual(incomplete);
    await expect(countedRefusal(path, headers('application/pdf', 5000), streamOf(6000))).resolves.toEqual(incomplete);
    await expect(countedRefusal(path, headers('application/pdf', 5000), streamOf(5000))).resolves.toBeNull();
  });

  it('that breaks off is refused as incomplete', async () => {
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    await expect(countedRefusal(path, headers('application/pdf', 5000), broken)).resolves.toEqual({
      status: 400,
      reason: 'uploadIncomplete',
    });
  });

  it('of a JSON write, is held to the JSON limit', async () => {
    await expect(countedRefusal('/api/order', headers('application/json'), streamOf(JSON_BODY_LIMIT + 1))).resolves.toEqual({
      status: 413,
      reason: 'payloadTooLarge',
    });
  });

  it('Next’s own cut (which drops the chunk that crosses it) still lands past every limit', async () => {
    // Next passes on a streamed body only up to PROXY_BODY_LIMIT, less the chunk that crossed it: what it passes on
    // of a body too large must itself be too large for the route, or it would be taken as the whole.
    const cut = PROXY_BODY_LIMIT - 2 * MB;
    expect(cut).toBeGreaterThan(LARGEST_UPLOAD_BYTES);
    await expect(countedRefusal(path, headers('application/pdf'), streamOf(cut, 2 * MB))).resolves.toMatchObject({ status: 413 });
  });
});
