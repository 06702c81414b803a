// A body over its upload's limit is refused with 413 and a translated envelope, never stored cut short, on
// every upload route, whether its length is declared or it is streamed; a body that is not what was declared (its
// Content-Length, or the SHA-256 the picker read) is refused; a retry with the same Idempotency-Key stores nothing
// again and answers the file stored the first time.
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, count, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { projectFileView, projectSaved } from '@/lib/contract/rental';
import { FILE_RULES } from '@/lib/contract/uploads';
import { auditLog, enterpriseFiles, enterpriseProjectEvents, files } from '../db/schema';
import { errorText, expectError, expectOk } from '../test/expect';
import { startHall, type Answer, type Hall } from '../test/harness';
import { call } from '../test/members';
import { hallIdOf, newRenter, PDF, projectAtContract, type Renter } from '../test/rental';
import { newStaff, type TestStaff } from '../test/staff';

let hall: Hall;
let rental: TestStaff;
let content: TestStaff;
let boxOffice: TestStaff;
let renter: Renter;
let projectId: number;
beforeAll(async () => {
  hall = await startHall();
  [rental, content, boxOffice] = [
    await newStaff(hall.app, hall.db, ['rental']),
    await newStaff(hall.app, hall.db, ['content']),
    await newStaff(hall.app, hall.db, ['boxOffice']),
  ];
  renter = await newRenter(hall.db);
  projectId = await projectAtContract(hall.app, rental, renter, 90, await hallIdOf(hall.db, 'small'));
}, 60_000);
afterAll(() => hall?.close());

const MB = 1024 * 1024;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** A file of `type` of exactly `size` bytes whose leading bytes say what it is; random, so no two are alike. */
const fileOf = (start: Buffer, size: number) => Buffer.concat([start, randomBytes(size - start.length)]);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const newKey = () => randomBytes(18).toString('base64url');

type Upload = { name: string; url: () => string; type: string; start: Buffer; maxBytes: number; who: () => Record<string, string> };
const UPLOADS: Upload[] = [
  {
    name: 'a renter’s project file',
    url: () => `/api/enterpriseprojectrent/file?projectId=${projectId}&kind=rider&name=rider.pdf`,
    type: 'application/pdf',
    start: PDF,
    maxBytes: FILE_RULES.paper.maxBytes,
    who: () => ({ access_token: renter.token }),
  },
  {
    name: 'the rental staff’s project file',
    url: () => `/api/staff/rental/projects/${projectId}/files?kind=rider&name=rider.pdf`,
    type: 'application/pdf',
    start: PDF,
    maxBytes: FILE_RULES.paper.maxBytes,
    who: () => ({ staff_token: rental.token }),
  },
  {
    name: 'a contract version',
    url: () => `/api/staff/rental/projects/${projectId}/contract?name=contract.pdf`,
    type: 'application/pdf',
    start: PDF,
    maxBytes: FILE_RULES.contract.maxBytes,
    who: () => ({ staff_token: rental.token }),
  },
  {
    name: 'a poster',
    url: () => '/api/staff/files',
    type: 'image/png',
    start: PNG,
    maxBytes: FILE_RULES.picture.maxBytes,
    who: () => ({ staff_token: content.token }),
  },
  {
    name: 'an invoice’s PDF',
    url: () => `/api/staff/invoices/1?number=${Date.now()}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    type: 'application/pdf',
    start: PDF,
    maxBytes: FILE_RULES.invoice.maxBytes,
    who: () => ({ staff_token: boxOffice.token }),
  },
];

async function send(u: Upload, payload: Buffer | Readable, headers: Record<string, string> = {}): Promise<Answer<any>> {
  const res = await hall.app.inject({
    method: 'POST',
    url: u.url(),
    payload,
    headers: { 'x-forwarded-for': '10.9.8.7', 'content-type': u.type, ...u.who(), ...headers },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
/** Whether a file with these bytes is stored anywhere: a project's files, or the public files (posters, invoices). */
async function stored(body: Buffer) {
  const hash = sha256(body);
  const [p] = await hall.db.select({ n: count() }).from(enterpriseFiles).where(eq(enterpriseFiles.sha256, hash));
  const [f] = await hall.db.select({ n: count() }).from(files).where(eq(files.sha256, hash));
  return p.n + f.n > 0;
}
const tooLarge = (maxBytes: number) => errorText('uploadTooLarge', 'zh-CN', { max: String(maxBytes / MB) });

describe.each(UPLOADS)('$name', (u) => {
  it('over its limit by one byte is refused with 413 and the envelope, and nothing is stored', async () => {
    const body = fileOf(u.start, u.maxBytes + 1);
    const res = await send(u, body);
    expectError(res, Code.badRequest, 413, tooLarge(u.maxBytes));
    expect(await stored(body)).toBe(false);
    // The first maxBytes of it are not stored either: a body is refused, never cut.
    expect(await stored(body.subarray(0, u.maxBytes))).toBe(false);
  });

  it('streamed without a Content-Length, is counted and refused once it passes the limit', async () => {
    const body = fileOf(u.start, u.maxBytes + 64 * 1024);
    const res = await send(u, Readable.from([body.subarray(0, u.maxBytes), body.subarray(u.maxBytes)]));
    expectError(res, Code.badRequest, 413, tooLarge(u.maxBytes));
    expect(await stored(body.subarray(0, u.maxBytes))).toBe(false);
  });

  it('is refused when what arrived is not what was sent: a SHA-256 that does not match', async () => {
    const body = fileOf(u.start, 4096);
    const res = await send(u, body, { 'x-content-sha256': sha256(body.subarray(0, 2048)) });
    expectError(res, Code.badRequest, 400, errorText('uploadIncomplete'));
    expect(await stored(body)).toBe(false);
  });
});

describe('a file of exactly its limit', () => {
  it('is stored whole, with the SHA-256 of what was sent', async () => {
    const body = fileOf(PDF, FILE_RULES.paper.maxBytes);
    const file = expectOk(await send(UPLOADS[0], body, { 'x-content-sha256': sha256(body) }), projectFileView);
    expect(file).toMatchObject({ size: body.length, sha256: sha256(body) });
    const served = await hall.app.inject({
      method: 'GET',
      url: `/api/enterpriseprojectrent/file?id=${file.id}`,
      headers: { access_token: renter.token },
    });
    expect(served.rawPayload.equals(body)).toBe(true);
  });
});

describe('a body shorter than its Content-Length', () => {
  it('is refused, and nothing is stored', async () => {
    const body = fileOf(PDF, 4096);
    const res = await send(UPLOADS[0], Readable.from([body]), { 'content-length': String(body.length + 100) });
    expectError(res, Code.badRequest, 400, errorText('uploadIncomplete'));
    expect(await stored(body)).toBe(false);
  });
});

describe('Idempotency-Key', () => {
  const filesOfProject = async () =>
    (await hall.db.select({ n: count() }).from(enterpriseFiles).where(eq(enterpriseFiles.projectId, projectId)))[0].n;

  it('a renter’s file sent twice with one key is stored once and answered with the same id and hash', async () => {
    const body = fileOf(PDF, 50_000);
    const key = newKey();
    const before = await filesOfProject();
    const first = expectOk(await send(UPLOADS[0], body, { 'idempotency-key': key, 'x-content-sha256': sha256(body) }), projectFileView);
    const again = expectOk(await send(UPLOADS[0], body, { 'idempotency-key': key, 'x-content-sha256': sha256(body) }), projectFileView);
    expect(again).toEqual(first);
    expect(first.sha256).toBe(sha256(body));
    expect(await filesOfProject()).toBe(before + 1);
    // Without a key, each upload is a file of its own, as before.
    await send(UPLOADS[0], body);
    expect(await filesOfProject()).toBe(before + 2);
  });

  it('the staff’s file sent twice with one key is stored and audited once', async () => {
    const body = fileOf(PDF, 20_000);
    const key = newKey();
    const audits = async () =>
      (
        await hall.db
          .select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.action, 'project.file'), eq(auditLog.target, `project:${projectId}`)))
      )[0].n;
    const [files0, audits0] = [await filesOfProject(), await audits()];
    const first = expectOk(await send(UPLOADS[1], body, { 'idempotency-key': key }), projectFileView);
    const again = expectOk(await send(UPLOADS[1], body, { 'idempotency-key': key }), projectFileView);
    expect(again.id).toBe(first.id);
    expect([await filesOfProject(), await audits()]).toEqual([files0 + 1, audits0 + 1]);
  });

  it('a contract version sent twice with one key is one version: one file, one move, the same file answered', async () => {
    const body = fileOf(PDF, 30_000);
    const key = newKey();
    const uploads = async () =>
      (
        await hall.db
          .select({ n: count() })
          .from(enterpriseProjectEvents)
          .where(and(eq(enterpriseProjectEvents.projectId, projectId), eq(enterpriseProjectEvents.action, 'uploadContract')))
      )[0].n;
    const [files0, moves0] = [await filesOfProject(), await uploads()];
    const first = await send(UPLOADS[2], body, { 'idempotency-key': key });
    const again = await send(UPLOADS[2], body, { 'idempotency-key': key });
    expect(first.body.code).toBe(20000);
    expect(again.body.code).toBe(20000);
    expect(again.body.data.file).toEqual(first.body.data.file);
    expect(again.body.data.to).toEqual(first.body.data.to);
    expect([await filesOfProject(), await uploads()]).toEqual([files0 + 1, moves0 + 1]);
  });

  it('two sends with one key at the same moment store one file, and both are answered with it', async () => {
    const body = fileOf(PDF, 40_000);
    const key = newKey();
    const before = await filesOfProject();
    const [a, b] = await Promise.all([
      send(UPLOADS[0], body, { 'idempotency-key': key }),
      send(UPLOADS[0], body, { 'idempotency-key': key }),
    ]);
    expect(expectOk(a, projectFileView).id).toBe(expectOk(b, projectFileView).id);
    expect(await filesOfProject()).toBe(before + 1);
  });

  it('one key with another file is refused; the same key on another project is a file of its own', async () => {
    const key = newKey();
    expectOk(await send(UPLOADS[0], fileOf(PDF, 3000), { 'idempotency-key': key }), projectFileView);
    const before = await filesOfProject();
    const other = fileOf(PDF, 3000);
    expectError(await send(UPLOADS[0], other, { 'idempotency-key': key }), Code.badRequest, 400, errorText('uploadKeyReused'));
    expect(await stored(other)).toBe(false);
    expect(await filesOfProject()).toBe(before);

    const { projectId: draft } = expectOk(
      await call(hall.app, 'POST', '/api/enterpriseprojectrent/temp_bookingintention', {
        token: renter.token,
        body: { name: '另一个项目' },
      }),
      projectSaved,
    );
    const elsewhere = await hall.app.inject({
      method: 'POST',
      url: `/api/enterpriseprojectrent/file?projectId=${draft}&kind=proposal&name=p.pdf`,
      payload: other,
      headers: { 'content-type': 'application/pdf', access_token: renter.token, 'idempotency-key': key },
    });
    expect(elsewhere.json()).toMatchObject({ code: 20000, data: { sha256: sha256(other) } });
  });

  it('a key that is not one the picker makes is refused', async () => {
    const res = await send(UPLOADS[0], fileOf(PDF, 1000), { 'idempotency-key': 'short' });
    expectError(res, Code.badRequest, 400);
  });
});
