// Addresses: a member sees and changes only their own, and always has exactly one default while any exists.
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { receiver, type Receiver } from '@/lib/contract/member';
import { receivers } from '../../db/schema';
import { RECEIVER_LIMIT } from '../../services/members/receivers';
import { errorText, expectError, expectOk } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, expectMemberOnly, newMember, seededMember, type TestMember } from '../../test/members';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

const address = (overrides: Partial<Receiver> = {}) => ({
  name: '张三',
  phone: '13800000001',
  province: '上海市',
  city: '上海市',
  county: '黄浦区',
  address: '延安东路 1 号',
  ...overrides,
});
const list = async (m: TestMember) => expectOk(await call(hall.app, 'GET', '/api/member/receiver', { token: m.token }), z.array(receiver));
const create = async (m: TestMember, body: object) =>
  expectOk(await call(hall.app, 'POST', '/api/member/receiver', { token: m.token, body }), receiver);
const defaults = async (m: TestMember) =>
  hall.db
    .select({ id: receivers.id })
    .from(receivers)
    .where(and(eq(receivers.memberId, m.id), eq(receivers.isDefault, true)));

describe('GET /api/member/receiver', () => {
  it('is for logged-in members only', async () => {
    await expectMemberOnly(hall.app, hall.db, 'GET', '/api/member/receiver');
  });

  it('lists only the member’s own addresses, the default first', async () => {
    const seeded = await list(await seededMember(hall.db, '13800000001'));
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ name: '张三', isDefault: true });
    const m = await newMember(hall.db);
    expect(await list(m)).toEqual([]);
    const a = await create(m, address({ address: 'A' }));
    const b = await create(m, address({ address: 'B' }));
    const c = await create(m, address({ address: 'C' }));
    expect((await list(m)).map((r) => r.id)).toEqual([a.id, c.id, b.id]);
  });
});

describe('GET /api/member/receiver/{id}', () => {
  it('is for logged-in members only', async () => {
    await expectMemberOnly(hall.app, hall.db, 'GET', '/api/member/receiver/1');
  });

  it('gives the member’s own address; another member’s is 40004', async () => {
    const m = await newMember(hall.db);
    const other = await newMember(hall.db);
    const mine = await create(m, address());
    expect(expectOk(await call(hall.app, 'GET', `/api/member/receiver/${mine.id}`, { token: m.token }), receiver)).toEqual(mine);
    expectError(await call(hall.app, 'GET', `/api/member/receiver/${mine.id}`, { token: other.token }), Code.notFound, 404);
    expectError(await call(hall.app, 'GET', '/api/member/receiver/999999', { token: m.token }), Code.notFound, 404);
    expectError(await call(hall.app, 'GET', '/api/member/receiver/abc', { token: m.token }), Code.badRequest, 400);
  });
});

describe('POST /api/member/receiver', () => {
  it('is for logged-in members only', async () => {
    await expectMemberOnly(hall.app, hall.db, 'POST', '/api/member/receiver', address());
  });

  it('makes the first address the default, and a new default clears the old one', async () => {
    const m = await newMember(hall.db);
    const first = await create(m, address({ isDefault: false }));
    expect(first.isDefault).toBe(true);
    const second = await create(m, address({ address: '二号' }));
    expect(second.isDefault).toBe(false);
    const third = await create(m, address({ address: '三号', isDefault: true }));
    expect(third.isDefault).toBe(true);
    expect(await defaults(m)).toEqual([{ id: third.id }]);
  });

  it('validates the address', async () => {
    const m = await newMember(hall.db);
    const post = (body: object) => call(hall.app, 'POST', '/api/member/receiver', { token: m.token, body });
    expectError(await post(address({ phone: '12345' })), Code.badRequest, 400, errorText('phoneFormat'));
    expectError(await post(address({ name: ' ' })), Code.badRequest, 400, errorText('consigneeRequired'));
    expectError(await post(address({ address: '' })), Code.badRequest, 400, errorText('addressRequired'));
    expectError(await post({ ...address(), province: undefined }), Code.badRequest, 400);
    expect(await list(m)).toEqual([]);
  });

  it(`keeps at most ${RECEIVER_LIMIT} addresses`, async () => {
    const m = await newMember(hall.db);
    for (let i = 0; i < RECEIVER_LIMIT; i++) await create(m, address({ address: `${i} 号` }));
    const res = await call(hall.app, 'POST', '/api/member/receiver', { token: m.token, body: address() });
    expectError(res, Code.badRequest, 400, errorText('receiverLimit', 'zh-CN', { limit: String(RECEIVER_LIMIT) }));
  });

  it('gives one default even when a member’s first addresses arrive at once', async () => {
    const m = await newMember(hall.db);
    const created = await Promise.all([1, 2, 3, 4, 5].map((i) => create(m, address({ address: `${i} 号` }))));
    expect(created.filter((r) => r.isDefault)).toHaveLength(1);
    expect(await defaults(m)).toHaveLength(1);
  });
});

describe('PUT /api/member/receiver', () => {
  const put = (m: TestMember, body: object) => call(hall.app, 'PUT', '/api/member/receiver', { token: m.token, body });

  it('is for logged-in members only', async () => {
    await expectMemberOnly(hall.app, hall.db, 'PUT', '/api/member/receiver', { ...address(), id: 1 });
  });

  it('updates the member’s own address by the id in the body', async () => {
    const m = await newMember(hall.db);
    const a = await create(m, address());
    const updated = expectOk(await put(m, { ...address({ county: '静安区', address: '南京西路 2 号' }), id: a.id }), receiver);
    expect(updated).toMatchObject({ id: a.id, county: '静安区', address: '南京西路 2 号', isDefault: true });
    expect(await list(m)).toEqual([updated]);
  });

  it('moves the default, and unticking the only default keeps it', async () => {
    const m = await newMember(hall.db);
    const a = await create(m, address());
    const b = await create(m, address({ address: 'B' }));
    expect(expectOk(await put(m, { ...address({ address: 'B' }), id: b.id, isDefault: true }), receiver).isDefault).toBe(true);
    expect(await defaults(m)).toEqual([{ id: b.id }]);
    expect(expectOk(await put(m, { ...address({ address: 'B' }), id: b.id, isDefault: false }), receiver).isDefault).toBe(true);
    expect(await defaults(m)).toEqual([{ id: b.id }]);
    expect(expectOk(await put(m, { ...address(), id: a.id }), receiver).isDefault).toBe(false);
  });

  it('refuses another member’s address (40004) and changes nothing', async () => {
    const m = await newMember(hall.db);
    const other = await newMember(hall.db);
    const theirs = await create(other, address());
    expectError(await put(m, { ...address({ address: '改' }), id: theirs.id, isDefault: true }), Code.notFound, 404);
    expect(await list(other)).toEqual([theirs]);
  });

  it('needs the id', async () => {
    const m = await newMember(hall.db);
    expectError(await put(m, address()), Code.badRequest, 400);
  });
});

describe('DELETE /api/member/receiver/{id}', () => {
  const del = (m: TestMember, id: number) => call(hall.app, 'DELETE', `/api/member/receiver/${id}`, { token: m.token });

  it('is for logged-in members only', async () => {
    await expectMemberOnly(hall.app, hall.db, 'DELETE', '/api/member/receiver/1');
  });

  it('deletes; deleting the default hands it to the newest remaining address', async () => {
    const m = await newMember(hall.db);
    const a = await create(m, address({ address: 'A' }));
    const b = await create(m, address({ address: 'B' }));
    const c = await create(m, address({ address: 'C' }));
    expectOk(await del(m, a.id), z.null());
    expect(await list(m)).toEqual([
      { ...c, isDefault: true },
      { ...b, isDefault: false },
    ]);
    expectOk(await del(m, b.id), z.null());
    expectOk(await del(m, c.id), z.null());
    expect(await list(m)).toEqual([]);
    expectError(await del(m, c.id), Code.notFound, 404);
  });

  it('refuses another member’s address (40004) and keeps it', async () => {
    const m = await newMember(hall.db);
    const other = await newMember(hall.db);
    const theirs = await create(other, address());
    expectError(await del(m, theirs.id), Code.notFound, 404);
    expect(await list(other)).toEqual([theirs]);
  });
});
