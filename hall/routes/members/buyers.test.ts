// Regular purchasers: a certificate type of the dictionary, a number valid for it, no duplicates, only one's own.
import { z } from 'zod';
import { Code } from '@/lib/contract/codes';
import { buyer } from '@/lib/contract/member';
import { buyers } from '../../db/schema';
import { idCardNumber } from '../../db/seed/util';
import { BUYER_LIMIT } from '../../services/members/buyers';
import { errorText, expectError, expectOk } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, expectMemberOnly, newMember, seededMember, type TestMember } from '../../test/members';
import { storedCertificate } from '../../platform/certificates';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

const woman = '11010519491231002X';
const list = async (m: TestMember) => expectOk(await call(hall.app, 'GET', '/api/member/buyer', { token: m.token }), z.array(buyer));
const post = (m: TestMember, body: object) => call(hall.app, 'POST', '/api/member/buyer', { token: m.token, body });
const add = async (m: TestMember, body: object) => expectOk(await post(m, body), buyer);

describe('GET /api/member/buyer', () => {
  it('is for logged-in members only', async () => {
    await expectMemberOnly(hall.app, hall.db, 'GET', '/api/member/buyer');
  });

  it('lists the member’s own buyers with the certificate number masked', async () => {
    const seeded = await list(await seededMember(hall.db, '13800000001'));
    expect(seeded.map((b) => b.name).sort()).toEqual(['张三', '李梅']);
    const zhang = seeded.find((b) => b.name === '张三')!;
    expect(zhang.certType).toBe('身份证');
    expect(zhang.certNo).toBe(`31${'*'.repeat(14)}${idCardNumber('31010419880512351').slice(-2)}`);
    expect(await list(await newMember(hall.db))).toEqual([]);
  });
});

describe('POST /api/member/buyer', () => {
  it('is for logged-in members only', async () => {
    await expectMemberOnly(hall.app, hall.db, 'POST', '/api/member/buyer', { name: '王芳', certType: '身份证', certNo: woman });
  });

  it('adds a buyer with a valid ID number', async () => {
    const m = await newMember(hall.db);
    const b = await add(m, { name: '王芳', certType: '身份证', certNo: woman.toLowerCase() });
    expect(b).toMatchObject({ name: '王芳', certType: '身份证', certNo: '11**************2X' });
    expect(await list(m)).toEqual([b]);
  });

  it('refuses an invalid ID number', async () => {
    const m = await newMember(hall.db);
    for (const certNo of ['110105194912310021', '99010519491231002X', '1234567']) {
      expectError(await post(m, { name: '王芳', certType: '身份证', certNo }), Code.badRequest, 400, errorText('idCardFormat'));
    }
    expect(await list(m)).toEqual([]);
  });

  it('checks other documents by their formats, and only types of the dictionary', async () => {
    const m = await newMember(hall.db);
    await add(m, { name: 'John Smith', certType: '护照', certNo: 'E12345678' });
    await add(m, { name: '陈大文', certType: '港澳居民来往内地通行证', certNo: 'H12345678' });
    expectError(await post(m, { name: 'John', certType: '护照', certNo: 'E1234-5678' }), Code.badRequest, 400, errorText('certFormat'));
    expectError(await post(m, { name: 'X', certType: '驾驶证', certNo: woman }), Code.badRequest, 400, errorText('certTypeUnknown'));
    expectError(await post(m, { name: 'X', certType: '', certNo: woman }), Code.badRequest, 400, errorText('certRequired'));
    expectError(await post(m, { name: '', certType: '身份证', certNo: woman }), Code.badRequest, 400, errorText('nameRequired'));
    expect(await list(m)).toHaveLength(2);
  });

  it('refuses a duplicate (same type and number, whatever the case), but another member may add the same person', async () => {
    const m = await newMember(hall.db);
    await add(m, { name: '王芳', certType: '身份证', certNo: woman });
    expectError(
      await post(m, { name: '王芳', certType: '身份证', certNo: woman.toLowerCase() }),
      Code.badRequest,
      400,
      errorText('duplicateBuyer'),
    );
    expectError(
      await post(m, { name: '另一个名字', certType: '身份证', certNo: ` ${woman} ` }),
      Code.badRequest,
      400,
      errorText('duplicateBuyer'),
    );
    await add(await newMember(hall.db), { name: '王芳', certType: '身份证', certNo: woman });
    expect(await list(m)).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous duplicates through', async () => {
    const m = await newMember(hall.db);
    const body = { name: '王芳', certType: '身份证', certNo: woman };
    const answers = await Promise.all([post(m, body), post(m, body), post(m, body)]);
    expect(answers.map((a) => a.body.code).sort((a, b) => a - b)).toEqual([20000, 40000, 40000]);
    expect(await list(m)).toHaveLength(1);
  });

  it(`keeps at most ${BUYER_LIMIT} buyers`, async () => {
    const m = await newMember(hall.db);
    await hall.db.insert(buyers).values(
      Array.from({ length: BUYER_LIMIT }, (_, i) => ({
        memberId: m.id,
        name: `购票人${i}`,
        ...storedCertificate('护照', `P${1000000 + i}`),
      })),
    );
    const res = await post(m, { name: '王芳', certType: '身份证', certNo: woman });
    expectError(res, Code.badRequest, 400, errorText('buyerLimit', 'zh-CN', { limit: String(BUYER_LIMIT) }));
  });
});

describe('DELETE /api/member/buyer/{id}', () => {
  const del = (m: TestMember, id: number) => call(hall.app, 'DELETE', `/api/member/buyer/${id}`, { token: m.token });

  it('is for logged-in members only', async () => {
    await expectMemberOnly(hall.app, hall.db, 'DELETE', '/api/member/buyer/1');
  });

  it('deletes the member’s own buyer; another member’s is 40004 and stays', async () => {
    const m = await newMember(hall.db);
    const other = await newMember(hall.db);
    const mine = await add(m, { name: '王芳', certType: '身份证', certNo: woman });
    const theirs = await add(other, { name: '王芳', certType: '身份证', certNo: woman });
    expectError(await del(m, theirs.id), Code.notFound, 404);
    expect(await list(other)).toEqual([theirs]);
    expectOk(await del(m, mine.id), z.null());
    expect(await list(m)).toEqual([]);
    expectError(await del(m, mine.id), Code.notFound, 404);
    // Deleted, the same person may be added again.
    await add(m, { name: '王芳', certType: '身份证', certNo: woman });
  });
});
