// Performance list and detail as the /showByTickets and /showDetails pages read them, on the demo seed.
import { z } from 'zod';
import { Code } from '@/lib/contract/codes';
import { paged } from '@/lib/contract/envelope';
import {
  genreSchema,
  hallSchema,
  performanceDetailSchema,
  performanceListItemSchema,
  type PerformanceListItem,
} from '@/lib/contract/performance';
import { get, qs, startHall, type Hall } from '../../test/harness';
import { errorText, expectError, expectNoServerError, expectOk } from '../../test/expect';
import { filterRange } from '../../test/shanghai';

const listSchema = paged(performanceListItemSchema);
let hall: Hall;

beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

const list = async (params: Record<string, string | number | undefined> = {}) =>
  expectOk(await get(hall.app, `/api/project${qs(params)}`), listSchema);

/** Every item of a filter, across all pages. */
async function listAll(params: Record<string, string | number | undefined>) {
  const items: PerformanceListItem[] = [];
  let total = 0;
  for (let page = 1; page < 100; page++) {
    const res = await list({ ...params, page, pageSize: 50 });
    items.push(...res.list);
    total = res.total;
    if (res.list.length < 50) break;
  }
  // The total the pager shows is the number of items the pages really hold.
  expect(items.length).toBe(total);
  expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  return items;
}

const detail = async (id: number, headers: Record<string, string> = {}) =>
  expectOk(await get(hall.app, `/api/project/${id}/detail`, headers), performanceDetailSchema);

describe('GET /api/project', () => {
  it('lists upcoming performances soonest first', async () => {
    const res = await list();
    expect(res.list.length).toBeGreaterThan(0);
    expect(res.total).toBeGreaterThanOrEqual(res.list.length);
    expect(res.page).toBe(1);
    const now = Date.now();
    for (const item of res.list) {
      expect(item.category).toBe(0);
      expect(item.mainTitle).not.toBe('');
      expect(item.enMainTitle).not.toBe('');
      expect(item.firstTime).not.toBeNull();
      expect(Date.parse(item.firstTime!)).toBeGreaterThan(now - 60_000);
    }
    const starts = res.list.map((i) => Date.parse(i.firstTime!));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('shows prices in fen, lowest first', async () => {
    for (const item of (await list({ pageSize: 50 })).list) {
      if (item.minPriceFen === null) continue;
      expect(Number.isInteger(item.minPriceFen)).toBe(true);
      expect(item.minPriceFen).toBeGreaterThanOrEqual(0);
      expect(item.maxPriceFen).toBeGreaterThanOrEqual(item.minPriceFen);
    }
  });

  it('activeType=1 lists activities only, activeType=0 performances only', async () => {
    const activities = await listAll({ activeType: 1 });
    expect(activities.length).toBeGreaterThan(0);
    expect(activities.every((i) => i.category === 1)).toBe(true);
    const performances = await listAll({ activeType: 0 });
    expect(performances.every((i) => i.category === 0)).toBe(true);
    const ids = new Set(performances.map((i) => i.id));
    expect(activities.some((a) => ids.has(a.id))).toBe(false);
  });

  it('activeType=2 lists the music season: the hall’s own season concerts, a part of the performances, filterable by genre', async () => {
    const season = await listAll({ activeType: 2 });
    const performances = new Set((await listAll({ activeType: 0 })).map((i) => i.id));
    expect(season.length).toBeGreaterThan(5);
    expect(season.length).toBeLessThan(performances.size);
    expect(season.every((i) => i.category === 0 && performances.has(i.id))).toBe(true);
    const genre = season[0].genre.id;
    const ofGenre = await listAll({ activeType: 2, genreId: genre });
    expect(ofGenre.length).toBeGreaterThan(0);
    expect(ofGenre.length).toBeLessThan(season.length);
    expect(ofGenre.every((i) => i.genre.id === genre && season.some((s) => s.id === i.id))).toBe(true);
  });

  it('hallId keeps only the performances of that hall, and the halls together cover the list', async () => {
    const halls = expectOk(await get(hall.app, '/api/project/place_list'), z.array(hallSchema));
    expect(halls.length).toBeGreaterThan(0);
    const all = await listAll({});
    let covered = 0;
    for (const h of halls) {
      const items = await listAll({ hallId: h.id });
      expect(items.every((i) => i.hall.id === h.id)).toBe(true);
      covered += items.length;
    }
    expect(covered).toBe(all.length);
  });

  it('genreId keeps only the performances of that genre', async () => {
    const genres = expectOk(await get(hall.app, '/api/project/type'), z.array(genreSchema));
    expect(genres.length).toBeGreaterThan(0);
    let nonEmpty = 0;
    for (const g of genres) {
      const items = await listAll({ genreId: g.id });
      expect(items.every((i) => i.genre.id === g.id)).toBe(true);
      if (items.length) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(1);
  });

  it('combines hall, genre and type filters', async () => {
    const sample = (await list({ activeType: 0 })).list[0];
    const items = await listAll({ activeType: 0, hallId: sample.hall.id, genreId: sample.genre.id });
    expect(items.map((i) => i.id)).toContain(sample.id);
    expect(items.every((i) => i.hall.id === sample.hall.id && i.genre.id === sample.genre.id && i.category === 0)).toBe(true);
  });

  it.each(['week', 'month', 'next_month'] as const)('time=%s lists only performances with a session in that period', async (time) => {
    const [from, to] = filterRange(time);
    for (const activeType of [0, 1]) {
      const filtered = await listAll({ activeType, time });
      for (const item of filtered) {
        const sessions = (await detail(item.id)).sessions.map((s) => Date.parse(s.startTime));
        const inside = sessions.some((t) => t >= from - 60_000 && t < to);
        if (!inside)
          throw new Error(
            `${item.id} "${item.mainTitle}" listed for ${time} but its sessions are ${sessions.map((t) => new Date(t).toISOString()).join(', ')}`,
          );
      }
      // And nothing in the period is left out.
      const ids = new Set(filtered.map((i) => i.id));
      for (const item of await listAll({ activeType })) {
        if (ids.has(item.id)) continue;
        const sessions = (await detail(item.id)).sessions.map((s) => Date.parse(s.startTime));
        expect(sessions.filter((t) => t >= from + 60_000 && t < to - 60_000)).toEqual([]);
      }
    }
  });

  it('the coming two months have performances', async () => {
    const month = await listAll({ time: 'month' });
    const next = await listAll({ time: 'next_month' });
    expect(month.length + next.length).toBeGreaterThan(0);
  });

  it('pages do not overlap and add up to the whole list', async () => {
    const whole = await list({ pageSize: 6 });
    const first = await list({ page: 1, pageSize: 3 });
    const second = await list({ page: 2, pageSize: 3 });
    expect(first.list.length).toBeLessThanOrEqual(3);
    expect(first.total).toBe(whole.total);
    expect(second.total).toBe(whole.total);
    expect([...first.list, ...second.list].map((i) => i.id)).toEqual(whole.list.map((i) => i.id));
    expect(second.page).toBe(2);
  });

  it('a page past the end is empty, with the total still right', async () => {
    const { total } = await list();
    const res = await list({ page: 999, pageSize: 10 });
    expect(res.list).toEqual([]);
    expect(res.total).toBe(total);
  });

  it('pageSize=1e9 is capped, not an error', async () => {
    const res = await get(hall.app, '/api/project?pageSize=1000000000');
    const data = expectOk(res, listSchema);
    expect(data.pageSize).toBeLessThanOrEqual(50);
    expect(data.list.length).toBeLessThanOrEqual(50);
  });

  it.each([
    'page=abc&pageSize=-1',
    'page=0',
    'page=1e9',
    'activeType=7',
    'activeType=abc',
    'time=yesterday',
    'hallId=abc',
    'hallId=99999999999999999999',
    'genreId=-3',
    'projectIds=1,abc,,-2',
    `projectIds=${'9,'.repeat(3000)}`,
  ])('odd query %s falls back to defaults instead of failing', async (query) => {
    const res = await get(hall.app, `/api/project?${query}`);
    expectNoServerError(res);
    expectOk(res, listSchema);
  });

  it('an unknown hall or genre gives an empty list', async () => {
    expect((await list({ hallId: 987654 })).list).toEqual([]);
    expect((await list({ genreId: 987654 })).total).toBe(0);
  });

  it('projectIds narrows the list to the coupon’s performances', async () => {
    const [a, b] = (await list()).list;
    const res = await list({ projectIds: `${a.id},${b?.id ?? a.id}` });
    expect(res.list.map((i) => i.id).sort((a, b) => a - b)).toEqual([...new Set([a.id, b?.id ?? a.id])].sort((a, b) => a - b));
  });

  it('sale status follows the sale start', async () => {
    const now = Date.now();
    for (const item of [...(await listAll({ activeType: 0 })), ...(await listAll({ activeType: 1 }))]) {
      if (Date.parse(item.saleStartAt) > now + 1000) expect(item.saleStatus).toBe('coming_soon');
      if (Date.parse(item.saleStartAt) < now - 1000) expect(item.saleStatus).not.toBe('coming_soon');
    }
  });
});

describe('GET /api/project/{id}/detail', () => {
  it('gives the performance with its upcoming sessions and ticket classes', async () => {
    const item = (await list()).list[0];
    const d = await detail(item.id);
    expect(d).toMatchObject({ id: item.id, mainTitle: item.mainTitle, category: item.category, saleStatus: item.saleStatus });
    expect(d.hall).toEqual(item.hall);
    expect(d.sessions.length).toBeGreaterThan(0);
    const now = Date.now();
    const starts = d.sessions.map((s) => Date.parse(s.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(Math.min(...starts)).toBe(Date.parse(item.firstTime!));
    for (const s of d.sessions) {
      expect(Date.parse(s.startTime)).toBeGreaterThan(now - 60_000);
      expect(Date.parse(s.endTime)).toBeGreaterThan(Date.parse(s.startTime));
      expect(s.limitPerOrder).toBeGreaterThan(0);
      expect(s.ticketClasses.length).toBeGreaterThan(0);
      for (const c of s.ticketClasses) {
        expect(Number.isInteger(c.priceFen)).toBe(true);
        expect(c.available).toBeGreaterThanOrEqual(0);
        expect(c.name).not.toBe('');
      }
      const prices = s.ticketClasses.map((c) => c.priceFen);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  it('sale status values are consistent between sessions, performance and list', async () => {
    const seen = new Set<string>();
    for (const item of await listAll({})) {
      const d = await detail(item.id);
      expect(d.saleStatus).toBe(item.saleStatus);
      seen.add(d.saleStatus);
      for (const s of d.sessions) {
        const free = s.ticketClasses.reduce((n, c) => n + c.available, 0);
        if (d.saleStatus === 'coming_soon') expect(s.saleStatus).toBe('coming_soon');
        else expect(s.saleStatus).toBe(free > 0 ? 'on_sale' : 'sold_out');
      }
      // A performance is on sale when any of its sessions is.
      if (d.saleStatus === 'on_sale') expect(d.sessions.some((s) => s.saleStatus === 'on_sale')).toBe(true);
    }
    expect(seen.has('on_sale')).toBe(true);
  });

  it('the English visitor gets the same record with its English fields filled', async () => {
    const item = (await list()).list[0];
    const zh = await detail(item.id);
    const en = await detail(item.id, { language: 'en-US' });
    expect(en).toEqual(zh);
    expect(en.enMainTitle).not.toBe('');
  });

  it('an activity opens like a performance', async () => {
    const activity = (await list({ activeType: 1 })).list[0];
    expect((await detail(activity.id)).category).toBe(1);
  });

  it('an unknown id is 40004 with a translated message', async () => {
    const zh = await get(hall.app, '/api/project/987654321/detail');
    expectError(zh, Code.notFound, 404, errorText('notFound', 'zh-CN'));
    const en = await get(hall.app, '/api/project/987654321/detail', { language: 'en-US' });
    expectError(en, Code.notFound, 404, errorText('notFound', 'en-US'));
    expect(en.body.subMsg).not.toBe(zh.body.subMsg);
  });

  it('an unknown language header falls back to Chinese', async () => {
    const res = await get(hall.app, '/api/project/987654321/detail', { language: 'fr-FR' });
    expectError(res, Code.notFound, 404, errorText('notFound', 'zh-CN'));
  });

  it.each(['abc', '1.5', '-1', '0', '99999999999999999999', '%27%20OR%201%3D1'])('id "%s" is a 40000 envelope, not a 500', async (id) => {
    const res = await get(hall.app, `/api/project/${id}/detail`);
    expectError(res, Code.badRequest, 400, errorText('badRequest', 'zh-CN', { detail: 'id' }));
    const en = await get(hall.app, `/api/project/${id}/detail`, { language: 'en-US' });
    expectError(en, Code.badRequest, 400, errorText('badRequest', 'en-US', { detail: 'id' }));
  });
});
