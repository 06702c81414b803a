// Editorial content calls of §7 as the home, news, about and education pages read them, on the demo seed.
import { z } from 'zod';
import { like } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { paged } from '@/lib/contract/envelope';
import {
  bannerSchema,
  brandDetailSchema,
  brandSchema,
  contentDetailSchema,
  contentItemSchema,
  dirItemSchema,
  siteParamSchema,
  type ContentDetail,
  type ContentItem,
} from '@/lib/contract/content';
import { siteParams } from '../../db/schema/index';
import { get, qs, startHall, type Hall } from '../../test/harness';
import { errorText, expectError, expectNoServerError, expectOk } from '../../test/expect';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

const listSchema = paged(contentItemSchema);
const listOf = async (path: string, params: Record<string, string | number> = {}) =>
  expectOk(await get(hall.app, `${path}${qs(params)}`), listSchema);

/** Every item of a list call, across pages. */
async function allOf(path: string): Promise<ContentItem[]> {
  const items: ContentItem[] = [];
  let total = 0;
  for (let page = 1; page < 100; page++) {
    const res = await listOf(path, { page, pageSize: 50 });
    items.push(...res.list);
    total = res.total;
    if (res.list.length < 50) break;
  }
  expect(items.length).toBe(total);
  return items;
}

describe('GET /api/banner', () => {
  it('gives the home page carousel', async () => {
    const banners = expectOk(await get(hall.app, '/api/banner'), z.array(bannerSchema));
    expect(banners.length).toBeGreaterThan(0);
    for (const b of banners) expect(b.image).not.toBe('');
  });
});

describe('GET /api/site_param', () => {
  it('gives the footer parameters, in English for the English visitor', async () => {
    const zh = expectOk(await get(hall.app, '/api/site_param'), siteParamSchema);
    const en = expectOk(await get(hall.app, '/api/site_param', { language: 'en-US' }), siteParamSchema);
    expect(Object.keys(zh).length).toBeGreaterThan(0);
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    const rows = await hall.db.select().from(siteParams).where(like(siteParams.key, 'site.%'));
    for (const row of rows) {
      const key = row.key.slice('site.'.length);
      expect(zh[key]).toBe(row.value);
      expect(en[key]).toBe(row.enValue || row.value);
    }
  });
});

describe.each([
  ['/api/media', '/api/media/{id}/detail'],
  ['/api/announcements', '/api/announcements/{id}/detail'],
])('GET %s and its detail', (listPath, detailPath) => {
  const detailUrl = (id: number | string) => detailPath.replace('{id}', String(id));

  it('lists items of one kind, paged', async () => {
    const first = await listOf(listPath);
    expect(first.list.length).toBeGreaterThan(0);
    expect(new Set(first.list.map((i) => i.kind)).size).toBe(1);
    const all = await allOf(listPath);
    expect(all.length).toBe(first.total);
    expect(new Set(all.map((i) => i.id)).size).toBe(all.length);
    const one = await listOf(listPath, { page: 2, pageSize: 1 });
    expect(one.list.length).toBe(Math.min(1, Math.max(0, first.total - 1)));
    if (one.list.length) expect(one.list[0].id).toBe(all[1].id);
  });

  it('pageSize=1e9 is capped, not an error', async () => {
    expect((await listOf(listPath, { pageSize: 1e9 })).list.length).toBeLessThanOrEqual(50);
  });

  it('the detail has the body and prev/next links that walk the whole list', async () => {
    const all = await allOf(listPath);
    // Start from the newest item and follow "next" to the oldest: every item once, no loop.
    const newest = [...all].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))[0];
    const visited: number[] = [];
    let id: number | undefined = newest.id;
    let previous: number | null = null;
    while (id !== undefined && visited.length <= all.length) {
      const d: ContentDetail = expectOk(await get(hall.app, detailUrl(id)), contentDetailSchema);
      expect(d.id).toBe(id);
      expect(d.prev?.id ?? null).toBe(previous);
      visited.push(id);
      previous = id;
      id = d.next?.id;
    }
    expect(visited.sort((a, b) => a - b)).toEqual(all.map((i) => i.id).sort((a, b) => a - b));
  });

  it('an unknown id is 40004 in the visitor’s language', async () => {
    expectError(await get(hall.app, detailUrl(987654321)), Code.notFound, 404, errorText('notFound', 'zh-CN'));
    expectError(await get(hall.app, detailUrl(987654321), { language: 'en-US' }), Code.notFound, 404, errorText('notFound', 'en-US'));
  });

  it.each(['abc', '-5', '1.5', '99999999999999'])('id %s is a 40000 envelope', async (id) => {
    expectError(await get(hall.app, detailUrl(id)), Code.badRequest, 400, errorText('badRequest', 'zh-CN', { detail: 'id' }));
  });
});

describe('GET /api/media/{id}/detail', () => {
  it('does not open an announcement', async () => {
    const announcement = (await listOf('/api/announcements')).list[0];
    expectError(await get(hall.app, `/api/media/${announcement.id}/detail`), Code.notFound, 404);
  });
});

describe('GET /api/brand', () => {
  it('lists the education brands; category narrows them', async () => {
    const all = expectOk(await get(hall.app, '/api/brand'), z.array(brandSchema));
    expect(all.length).toBeGreaterThan(0);
    expect(expectOk(await get(hall.app, '/api/brand/all'), z.array(brandSchema))).toEqual(all);
    for (const category of new Set(all.map((b) => b.category))) {
      const some = expectOk(await get(hall.app, `/api/brand?category=${category}`), z.array(brandSchema));
      expect(some.length).toBeGreaterThan(0);
      expect(some.every((b) => b.category === category)).toBe(true);
    }
    // A category that is not a number is ignored rather than refused.
    expect(expectOk(await get(hall.app, '/api/brand?category=abc'), z.array(brandSchema))).toEqual(all);
  });

  it('the detail of a brand has its text', async () => {
    const [brand] = expectOk(await get(hall.app, '/api/brand'), z.array(brandSchema));
    const d = expectOk(await get(hall.app, `/api/brand/${brand.id}/detail`), brandDetailSchema);
    expect(d).toMatchObject(brand);
  });

  it('an unknown brand is 40004, a malformed id 40000', async () => {
    expectError(await get(hall.app, '/api/brand/987654/detail'), Code.notFound, 404, errorText('notFound'));
    expectError(
      await get(hall.app, '/api/brand/x/detail', { language: 'en-US' }),
      Code.badRequest,
      400,
      errorText('badRequest', 'en-US', { detail: 'id' }),
    );
  });
});

describe('GET /api/dir', () => {
  it('dirType=INDUSTRY gives the industries of the personal-info form', async () => {
    const items = expectOk(await get(hall.app, '/api/dir?dirType=INDUSTRY'), z.array(dirItemSchema));
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    for (const i of items) expect(i.name).not.toBe('');
  });

  it.each(['', '?dirType=', '?dirType=industry', '?dirType=PASSWORDS'])('%s is a 40000 envelope', async (query) => {
    const res = await get(hall.app, `/api/dir${query}`);
    expectNoServerError(res);
    expectError(res, Code.badRequest, 400, errorText('badRequest', 'zh-CN', { detail: 'dirType' }));
  });
});

// The activity review reads each story in the list; the annual reports are yearly materials with a file.
describe('activity review, annual reports, virtual tour', () => {
  it('past reviews carry their story in both languages, newest first', async () => {
    const reviews = await listOf('/api/past_review', { pageSize: 50 });
    expect(reviews.total).toBe(8);
    expect(reviews.list.every((r) => r.body && r.enBody && r.image)).toBe(true);
    const dates = reviews.list.map((r) => r.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('annual reports are yearly materials of kind report, each with its year and a PDF', async () => {
    const yearly = await listOf('/api/year_material', { pageSize: 50 });
    const reports = yearly.list.filter((i) => i.extra.kind === 'report');
    expect(reports.map((r) => r.extra.year)).toEqual([2025, 2024, 2023]);
    expect(reports.every((r) => /^\/art\/annual-report-\d{4}\.pdf$/.test(r.url ?? ''))).toBe(true);
  });

  it('paging out of range reads as the first page, as on every list; the seed has no virtual tour', async () => {
    const odd = await listOf('/api/past_review', { page: 'x', pageSize: 1000 } as never);
    expect([odd.page, odd.pageSize]).toEqual([1, 12]);
    expect((await get(hall.app, '/api/vr_url')).body).toMatchObject({ code: 20000, data: { url: null } });
  });
});
