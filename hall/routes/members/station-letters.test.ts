// Messages (station letters) with their unread count and marking read, and the point log with its balance.
import { eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { pointLogPage, stationLetterPage, unreadCount } from '@/lib/contract/member-center';
import { members, pointLedger, stationLetters } from '../../db/schema';
import { expectError, expectOk } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, expectMemberOnly, newMember, seededMember, type TestMember } from '../../test/members';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

const letters = async (m: TestMember, query = '') =>
  expectOk(await call(hall.app, 'GET', `/api/member/station_letter${query}`, { token: m.token }), stationLetterPage);
const unread = async (m: TestMember) =>
  expectOk(await call(hall.app, 'GET', '/api/member/station_letter_num', { token: m.token }), unreadCount).unread;

/** A member with `n` letters a day apart ("消息 n-1" the newest); the `read` oldest are already read. */
async function memberWithLetters(n: number, read = 0) {
  const m = await newMember(hall.db);
  const now = Date.now();
  await hall.db.insert(stationLetters).values(
    Array.from({ length: n }, (_, i) => ({
      memberId: m.id,
      title: `消息 ${i}`,
      enTitle: `Letter ${i}`,
      body: `<p>${i}</p>`,
      createdAt: new Date(now - (n - i) * 86_400_000),
      readAt: i < read ? new Date(now - 1000) : null,
    })),
  );
  return m;
}

describe('GET /api/member/station_letter', () => {
  it('is for logged-in members only', async () => {
    await expectMemberOnly(hall.app, hall.db, 'GET', '/api/member/station_letter');
  });

  it('lists the member’s letters newest first with readAt, paged', async () => {
    const seeded = await letters(await seededMember(hall.db, '13800000001'));
    expect(seeded.total).toBe(4);
    expect(seeded.list.map((l) => l.readAt === null)).toEqual([true, true, false, false]);
    const m = await memberWithLetters(5, 2);
    const first = await letters(m, '?page=1&pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.list.map((l) => l.title)).toEqual(['消息 4', '消息 3']);
    const last = await letters(m, '?page=3&pageSize=2');
    expect(last.list.map((l) => [l.title, l.readAt !== null])).toEqual([['消息 0', true]]);
    const stamps = (await letters(m)).list.map((l) => Date.parse(l.createdAt));
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    expect((await letters(await newMember(hall.db))).list).toEqual([]);
  });
});

describe('GET /api/member/station_letter_num', () => {
  it('is for logged-in members only', async () => {
    await expectMemberOnly(hall.app, hall.db, 'GET', '/api/member/station_letter_num');
  });

  it('counts the member’s unread letters', async () => {
    expect(await unread(await seededMember(hall.db, '13800000002'))).toBe(0);
    expect(await unread(await memberWithLetters(5, 2))).toBe(3);
  });
});

describe('PUT /api/member/station_letter/{id}/read', () => {
  it('is for logged-in members only', async () => {
    await expectMemberOnly(hall.app, hall.db, 'PUT', '/api/member/station_letter/1/read');
  });

  it('marks one letter read and answers the new unread count; again changes nothing', async () => {
    const m = await memberWithLetters(3);
    const newest = (await letters(m)).list[0];
    const read = (id: number) => call(hall.app, 'PUT', `/api/member/station_letter/${id}/read`, { token: m.token });
    expect(expectOk(await read(newest.id), unreadCount)).toEqual({ unread: 2 });
    const readAt = (await letters(m)).list[0].readAt;
    expect(readAt).not.toBeNull();
    expect(expectOk(await read(newest.id), unreadCount)).toEqual({ unread: 2 });
    expect((await letters(m)).list[0].readAt).toBe(readAt);
    expect(await unread(m)).toBe(2);
  });

  it('refuses another member’s letter (40004) and leaves it unread', async () => {
    const m = await newMember(hall.db);
    const other = await memberWithLetters(1);
    const [theirs] = (await letters(other)).list;
    expectError(await call(hall.app, 'PUT', `/api/member/station_letter/${theirs.id}/read`, { token: m.token }), Code.notFound, 404);
    expect(await unread(other)).toBe(1);
  });
});

describe('PUT /api/member/station_letter/read_all', () => {
  it('is for logged-in members only', async () => {
    await expectMemberOnly(hall.app, hall.db, 'PUT', '/api/member/station_letter/read_all');
  });

  it('marks all the member’s letters read, nobody else’s', async () => {
    const m = await memberWithLetters(4, 1);
    const other = await memberWithLetters(2);
    expect(expectOk(await call(hall.app, 'PUT', '/api/member/station_letter/read_all', { token: m.token }), unreadCount)).toEqual({
      unread: 0,
    });
    expect((await letters(m)).list.every((l) => l.readAt !== null)).toBe(true);
    expect(await unread(other)).toBe(2);
  });
});

describe('GET /api/member/point_list', () => {
  const points = async (m: TestMember, query = '') =>
    expectOk(await call(hall.app, 'GET', `/api/member/point_list${query}`, { token: m.token }), pointLogPage);

  it('is for logged-in members only', async () => {
    await expectMemberOnly(hall.app, hall.db, 'GET', '/api/member/point_list');
  });

  it('lists the ledger newest first; the entries sum to the balance', async () => {
    const seeded = await seededMember(hall.db, '13800000001');
    const log = await points(seeded);
    expect(log.total).toBe(4);
    expect(log.balance).toBe(3200);
    expect(log.list.reduce((sum, l) => sum + l.delta, 0)).toBe(log.balance);
    expect(log.list[0].balanceAfter).toBe(log.balance);
    // Each entry's balance is the one after it (older) plus its own change.
    log.list.slice(0, -1).forEach((l, i) => expect(l.balanceAfter).toBe(log.list[i + 1].balanceAfter + l.delta));
    expect(log.list.map((l) => l.reason)).toEqual(['shop_spend', 'order_earn', 'order_earn', 'gift']);
    expect(log.list[0].note).toEqual({ zh: '积分商城兑换：音乐厅建筑笔记本', en: 'Points shop: concert hall notebook' });
  });

  it('pages, and shows only the member’s own entries', async () => {
    const seeded = await seededMember(hall.db, '13800000001');
    const page2 = await points(seeded, '?page=2&pageSize=3');
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3, balance: 3200 });
    expect(page2.list.map((l) => l.reason)).toEqual(['gift']);
    const m = await newMember(hall.db);
    expect(await points(m)).toMatchObject({ list: [], total: 0, balance: 0 });
    await hall.db.insert(pointLedger).values({ memberId: m.id, delta: 120, balanceAfter: 120, reason: 'gift' });
    await hall.db.update(members).set({ pointsBalance: 120 }).where(eq(members.id, m.id));
    expect(await points(m)).toMatchObject({ total: 1, balance: 120, list: [{ delta: 120, balanceAfter: 120, note: null }] });
  });
});
