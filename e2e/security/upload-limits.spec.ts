import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../accounts/fixtures';
import { text } from '../pages/language';
import { callOf, newPhone, registerEnterprise } from '../support/accounts';
import { callHref } from '@/lib/contract/call';
import { renterCalls } from '@/lib/contract/rental-calls';
import { staffRentalCalls } from '@/lib/contract/staff-rental-calls';

/**
 * A body over its upload's limit is refused with 413 and the envelope by the site itself, at
 * once, and nothing of it is stored (it used to be cut to the proxy's 10 MB and stored, answered 20000, or 503 after
 * 30 s while the hall API read it); a file of exactly the limit is stored whole. Through the site's own host, as a
 * browser's upload arrives.
 */
const MB = 1024 * 1024;
const PDF_START = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n');
const pdfOf = (size: number) => Buffer.concat([PDF_START, randomBytes(size - PDF_START.length)]);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const tooLarge = (max: number) => text('zh-CN', 'errors.uploadTooLarge').replace('{max}', String(max));

type Envelope = { code: number; subCode: unknown; subMsg: string | null; data: unknown };
type StoredFile = { id: number; size: number; sha256: string };

/** A body sent as a browser's upload sends it, timed. */
async function upload(api: APIRequestContext, url: string, body: Buffer) {
  const started = Date.now();
  const res = await api.post(url, { data: body, headers: { 'content-type': 'application/pdf' }, timeout: 60_000 });
  return { status: res.status(), envelope: (await res.json()) as Envelope, ms: Date.now() - started };
}

/** The same, streamed without a Content-Length (chunked), with the session's cookies. */
async function uploadChunked(api: APIRequestContext, url: string, body: Buffer, baseURL: string) {
  const cookie = (await api.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const started = Date.now();
  return new Promise<{ status: number; envelope: Envelope; ms: number }>((resolve, reject) => {
    const req = http.request(new URL(url, baseURL), {
      method: 'POST',
      headers: { cookie, origin: new URL(baseURL).origin, 'content-type': 'application/pdf', 'transfer-encoding': 'chunked' },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, envelope: JSON.parse(Buffer.concat(chunks).toString()), ms: Date.now() - started }),
      );
    });
    req.on('error', reject);
    for (let at = 0; at < body.length; at += 256 * 1024) req.write(body.subarray(at, at + 256 * 1024));
    req.end();
  });
}

test.describe('uploads over their limit, through the site', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'server behaviour: one run is enough');

  test('a renter’s PDF over 10 MB is refused whole and at once; exactly 10 MB is stored whole', async ({ api, baseURL }) => {
    test.setTimeout(120_000);
    await registerEnterprise(api, newPhone(), 'Upload2026x');
    const { projectId } = await callOf(api, renterCalls.saveDraft, { body: { name: '上传限制检查' } });
    const url = callHref(renterCalls.uploadFile, { query: { projectId, kind: 'proposal', name: '方案.pdf' } });
    const files = async () => (await callOf(api, renterCalls.step, { params: { id: projectId, process: 'consultation' } })).files;

    for (const size of [10 * MB + 1, 12 * MB]) {
      const refused = await upload(api, url, pdfOf(size));
      expect(refused.status, `${size} bytes`).toBe(413);
      expect(refused.envelope).toEqual({ code: 40000, subCode: null, subMsg: tooLarge(10), data: null });
      expect(refused.ms, `${size} bytes answered in ${refused.ms} ms`).toBeLessThan(2_000);
    }
    const chunked = await uploadChunked(api, url, pdfOf(12 * MB), baseURL!);
    expect(chunked.status).toBe(413);
    expect(chunked.envelope.subMsg).toBe(tooLarge(10));
    expect(chunked.ms).toBeLessThan(2_000);
    expect(await files()).toEqual([]);

    const whole = pdfOf(10 * MB);
    const stored = await upload(api, url, whole);
    expect(stored.envelope.code).toBe(20000);
    expect(stored.envelope.data).toMatchObject({ size: whole.length, sha256: sha256(whole) });
    const id = (stored.envelope.data as StoredFile).id;
    expect((await files()).map((f) => [f.id, f.size, f.sha256])).toEqual([[id, whole.length, sha256(whole)]]);
    const served = await api.get(callHref(renterCalls.file, { query: { id } }));
    expect(sha256(await served.body())).toBe(sha256(whole));
  });

  test('a contract version of 10.5 MB is refused whole and at once', async ({ api }) => {
    await registerEnterprise(api, newPhone(), 'Upload2026x');
    const { projectId } = await callOf(api, renterCalls.saveDraft, { body: { name: '合同上传限制检查' } });
    // Refused by its size before anything else is asked of it (here, whose session it is).
    const contract = callHref(staffRentalCalls.uploadContract, { params: { id: projectId }, query: { name: 'contract.pdf' } });
    const refused = await upload(api, contract, pdfOf(10.5 * MB));
    expect(refused.status).toBe(413);
    expect(refused.envelope).toEqual({ code: 40000, subCode: null, subMsg: tooLarge(10), data: null });
    expect(refused.ms).toBeLessThan(2_000);
    const step = await callOf(api, renterCalls.step, { params: { id: projectId, process: 'consultation' } });
    expect(step.files).toEqual([]);
  });
});
