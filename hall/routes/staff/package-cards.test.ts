// Package cards in the console (content role): a content editor sets up a package card and what it covers (public at
// once, its terms cleaned), changes it but never its stock below what was sold, and switches the package feature
// off and on; bad terms are refused and write nothing; other roles and members are refused.
import { count, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { PackageCardView } from '@/lib/contract/package';
import type { CoverablePerformance, StaffPackageCard } from '@/lib/contract/package-editing';
import { auditLog, packageCards } from '../../db/schema';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember } from '../../test/members';
import { packageCardInput } from '../../test/packages';
import { recordingSiteCache } from '../../test/publishing';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

let hall: Hall;
let editor: TestStaff;
let clerk: TestStaff;
const site = recordingSiteCache();
beforeAll(async () => {
  hall = await startHall({ siteCache: site.cache });
  editor = await newStaff(hall.app, hall.db, ['content']);
  clerk = await newStaff(hall.app, hall.db, ['boxOffice']);
});
afterAll(() => hall?.close());

const as = (who: TestStaff) => ({
  get: <T = any>(url: string) => staffCall<T>(hall.app, 'GET', url, { token: who.token }),
  post: <T = any>(url: string, body: object) => staffCall<T>(hall.app, 'POST', url, { token: who.token, body }),
  put: <T = any>(url: string, body: object) => staffCall<T>(hall.app, 'PUT', url, { token: who.token, body }),
});
const cardCount = async () => (await hall.db.select({ n: count() }).from(packageCards))[0].n;

it('sets up a card covering a performance up to a class, public at once with its terms cleaned, and audited', async () => {
  const e = as(editor);
  const coverable = (await e.get<CoverablePerformance[]>('/api/staff/package-cards/performances')).body.data;
  const season = coverable.find((p) => p.season && p.prices.length >= 3)!;
  const ceiling = season.prices[1];
  const created = await e.post<StaffPackageCard>(
    '/api/staff/package-cards',
    packageCardInput({
      terms: '<p onclick="steal()">每场一张<script>alert(1)</script></p>',
      performances: [{ performanceId: season.id, maxPriceFen: ceiling }],
    }),
  );
  expect(created.body.data).toMatchObject({ sold: 0, membersCards: 0, terms: '<p>每场一张</p>' });
  const id = created.body.data.id;

  const pub = (await call<PackageCardView>(hall.app, 'GET', `/api/fala_card/detail?id=${id}`)).body.data;
  expect(pub.performances).toHaveLength(1);
  expect(pub.performances[0]).toMatchObject({ id: season.id, maxPriceFen: ceiling });
  expect(pub.performances[0].classes.map((c) => c.priceFen)).toEqual(season.prices.slice(1));

  const changed = await e.put<StaffPackageCard>(`/api/staff/package-cards/${id}`, packageCardInput({ stock: 10, performances: [] }));
  expect(changed.body.data).toMatchObject({ stock: 10, performances: [] });
  const entries = await hall.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `packageCard:${id}`));
  expect(entries.map((entry) => entry.action).sort()).toEqual(['packageCard.create', 'packageCard.update']);
});

it('keeps the stock above the cards sold', async () => {
  const e = as(editor);
  const id = (await e.post<StaffPackageCard>('/api/staff/package-cards', packageCardInput())).body.data.id;
  await hall.db.update(packageCards).set({ sold: 4 }).where(eq(packageCards.id, id));
  expectError(
    await e.put(`/api/staff/package-cards/${id}`, packageCardInput({ stock: 3 })),
    Code.badRequest,
    400,
    errorText('stockBelowSold', 'zh-CN', { sold: '4' }),
  );
  expect((await hall.db.select().from(packageCards).where(eq(packageCards.id, id)))[0].stock).toBe(50);
});

it('switches the package and public-welfare features off and on: the public calls follow, each switch audited', async () => {
  const e = as(editor);
  expect((await e.get('/api/staff/switches')).body.data).toEqual({ packageOpen: true, welfareOpen: true });
  expect((await e.put('/api/staff/switches', { packageOpen: false, welfareOpen: false })).body.code).toBe(20000);
  expect((await call(hall.app, 'GET', '/api/fala_card/is_open')).body.data).toEqual({ open: false });
  expectError(await call(hall.app, 'GET', '/api/fala_card/detail'), Code.badRequest, 400, errorText('packagesClosed'));
  expect((await call(hall.app, 'GET', '/api/commonweal_ticket')).body.data.open).toBe(false);
  expectError(await call(hall.app, 'GET', '/api/commonweal_ticket/project'), Code.badRequest, 400, errorText('welfareClosed'));
  expect((await e.put('/api/staff/switches', { packageOpen: true, welfareOpen: true })).body.code).toBe(20000);
  expect((await call(hall.app, 'GET', '/api/fala_card/is_open')).body.data).toEqual({ open: true });
  expect((await call(hall.app, 'GET', '/api/commonweal_ticket')).body.data.open).toBe(true);
  const entries = await hall.db.select().from(auditLog).where(eq(auditLog.action, 'switches.update'));
  expect(entries.at(-1)).toMatchObject({ before: { packageOpen: false }, after: { packageOpen: true } });
});

it('refuses terms that cannot hold, other roles and members, and writes nothing', async () => {
  const e = as(editor);
  const before = await cardCount();
  const day = 86_400_000;
  const cases: [object, string][] = [
    [packageCardInput({ saleTo: new Date(Date.now() - 2 * day).toISOString() }), 'saleEndsBeforeStart'],
    [packageCardInput({ validUntil: new Date(Date.now() + day).toISOString() }), 'validBeforeSaleEnds'],
    [
      packageCardInput({
        performances: [
          { performanceId: 1, maxPriceFen: 10_000 },
          { performanceId: 1, maxPriceFen: 20_000 },
        ],
      }),
      'performanceTwice',
    ],
    [packageCardInput({ credits: 0 }), 'countRange'],
    [packageCardInput({ image: 'javascript:alert(1)' }), 'pictureRequired'],
    [packageCardInput({ terms: '' }), 'textRequired'],
  ];
  for (const [body, key] of cases) {
    expectError(await e.post('/api/staff/package-cards', body), Code.badRequest, 400, errorText(key as never));
  }
  expectError(
    await e.post('/api/staff/package-cards', packageCardInput({ performances: [{ performanceId: 999_999, maxPriceFen: 100 }] })),
    Code.notFound,
    404,
  );
  expectError(await as(clerk).post('/api/staff/package-cards', packageCardInput()), Code.forbidden, 403);
  expectError(await as(clerk).put('/api/staff/switches', { packageOpen: false, welfareOpen: false }), Code.forbidden, 403);
  const m = await newMember(hall.db);
  expectError(
    await call(hall.app, 'PUT', '/api/staff/switches', { token: m.token, body: { packageOpen: false, welfareOpen: false } }),
    Code.unauthorized,
    401,
  );
  expect(await cardCount()).toBe(before);
  expect((await call(hall.app, 'GET', '/api/fala_card/is_open')).body.data).toEqual({ open: true });
});

it('tells the site to drop the card’s page after a card is saved, and every page after a switch', async () => {
  const e = as(editor);
  const [card] = (await e.get<StaffPackageCard[]>('/api/staff/package-cards')).body.data;
  site.told.length = 0;
  expect((await e.put(`/api/staff/package-cards/${card.id}`, { ...card, summary: '新的简介' })).body.code).toBe(20000);
  // Only the card's own page shows it: re-rendering every page of the site for a card's summary would be waste.
  expect(site.told).toEqual([['packages']]);
  site.told.length = 0;
  const switches = (await e.get<{ packageOpen: boolean; welfareOpen: boolean }>('/api/staff/switches')).body.data;
  expect((await e.put('/api/staff/switches', switches)).body.code).toBe(20000);
  // The flag decides the menus and the card's routes on every page.
  expect(site.told).toEqual([['site']]);
});
