// The search box of the header (/search page), on the demo seed.
import { paged } from '@/lib/contract/envelope';
import { performanceListItemSchema, searchResultSchema, type PerformanceListItem } from '@/lib/contract/performance';
import { get, qs, startHall, type Hall } from '../../test/harness';
import { expectNoServerError, expectOk } from '../../test/expect';

let hall: Hall;
let performance: PerformanceListItem;
let activity: PerformanceListItem;

beforeAll(async () => {
  hall = await startHall();
  const first = async (activeType: number) =>
    expectOk(await get(hall.app, `/api/project?activeType=${activeType}&pageSize=1`), paged(performanceListItemSchema)).list[0];
  performance = await first(0);
  activity = await first(1);
});
afterAll(() => hall?.close());

const search = async (keyword: string | undefined, extra: Record<string, string | number> = {}) =>
  expectOk(await get(hall.app, `/api/project/search${qs({ keyword, ...extra })}`), searchResultSchema);

/** Two or three Chinese characters from the middle of a title: what a visitor half-remembers. */
function chineseFragment(title: string): string {
  const runs = title.match(/[\u4e00-\u9fff]{2,}/g) ?? [];
  const run = runs.sort((a, b) => b.length - a.length)[0];
  if (!run) throw new Error(`no Chinese run of 2+ characters in "${title}"`);
  const len = Math.min(3, run.length);
  const start = Math.floor((run.length - len) / 2);
  return run.slice(start, start + len);
}

function englishWord(title: string): string {
  const word = (title.match(/[A-Za-z]{4,}/g) ?? []).sort((a, b) => b.length - a.length)[0];
  if (!word) throw new Error(`no English word of 4+ letters in "${title}"`);
  return word;
}

const searchable = (i: {
  mainTitle: string;
  subtitle: string;
  series: string;
  enMainTitle: string;
  enSubtitle: string;
  enSeries: string;
}) => [i.mainTitle, i.subtitle, i.series, i.enMainTitle, i.enSubtitle, i.enSeries].join('\n').toLowerCase();

describe('GET /api/project/search', () => {
  it('a Chinese fragment of a title finds the performance', async () => {
    const fragment = chineseFragment(performance.mainTitle);
    const res = await search(fragment);
    expect(res.list.map((i) => i.id)).toContain(performance.id);
    expect(res.count).toBeGreaterThanOrEqual(res.list.length);
    for (const item of res.list) expect([0, 1]).toContain(item.category);
  });

  it('finds activities as well as performances', async () => {
    const res = await search(chineseFragment(activity.mainTitle));
    expect(res.list.find((i) => i.id === activity.id)?.category).toBe(1);
  });

  it('an English fragment finds it, whatever its case', async () => {
    const word = englishWord(performance.enMainTitle);
    for (const keyword of [word, word.toUpperCase(), word.toLowerCase()]) {
      expect((await search(keyword)).list.map((i) => i.id)).toContain(performance.id);
    }
  });

  it('every result mentions the keyword (or an artist of that name)', async () => {
    const fragment = chineseFragment(performance.mainTitle);
    const res = await search(fragment, { pageSize: 50 });
    const inTitles = res.list.filter((i) => searchable(i).includes(fragment.toLowerCase()));
    // Artists are searched too; the title match is what the visitor typed from.
    expect(inTitles.length).toBeGreaterThan(0);
  });

  it('trims the keyword', async () => {
    const fragment = chineseFragment(performance.mainTitle);
    const plain = await search(fragment);
    expect(await search(`   ${fragment}  `)).toEqual(plain);
    expect(await search(`\t${fragment}\n`)).toEqual(plain);
  });

  it.each([[''], ['   '], [undefined]])('an empty keyword (%p) gives list [] and count 0', async (keyword) => {
    expect(await search(keyword)).toEqual({ list: [], count: 0 });
  });

  it('pages the results', async () => {
    const fragment = englishWord(performance.enMainTitle).slice(0, 2);
    const all = await search(fragment, { pageSize: 50 });
    const one = await search(fragment, { pageSize: 1 });
    expect(one.list.length).toBe(Math.min(1, all.count));
    expect(one.count).toBe(all.count);
    expect(all.list.length).toBe(Math.min(50, all.count));
    const huge = await get(hall.app, `/api/project/search${qs({ keyword: fragment, pageSize: 1e9 })}`);
    expect(expectOk(huge, searchResultSchema).list.length).toBeLessThanOrEqual(50);
  });

  it('a keyword that matches nothing gives an empty list', async () => {
    expect(await search('这不是任何演出的名字zzqx')).toEqual({ list: [], count: 0 });
  });

  const e = encodeURIComponent;
  it.each([
    ['a 10 kB keyword', e('a'.repeat(10_000))],
    ['a 10 kB Chinese keyword', e('音'.repeat(3_500))],
    ['an SQL injection', e("' OR 1=1 --")],
    ['a quoted injection', e('"; drop table performances; --')],
    ['a LIKE wildcard %', e('%')],
    ['a LIKE wildcard _', e('_')],
    ['a backslash', e('\\')],
    ['a script tag', e('<script>alert(1)</script>')],
    ['a null byte', 'a%00b'],
    ['a lone surrogate', '%ED%A0%80'],
    ['bytes that are not UTF-8', '%FF%FE'],
    ['a broken escape', '%E4%B8'],
    ['two keywords', `${e('音乐')}&keyword=${e('会')}`],
  ])('%s gives an empty result or a clean envelope, never a 500', async (_, raw) => {
    const res = await get(hall.app, `/api/project/search?keyword=${raw}`);
    expectNoServerError(res);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    if (res.body.code !== 20000) {
      expect(res.body.code).toBe(40000);
      return;
    }
    const data = expectOk(res, searchResultSchema);
    // Wildcards and quotes are matched literally: whatever comes back contains them.
    const keyword = (() => {
      try {
        return decodeURIComponent(raw).replaceAll('\0', '').trim().toLowerCase().slice(0, 100);
      } catch {
        return '';
      }
    })();
    if (keyword && !raw.includes('&')) for (const item of data.list) expect(searchable(item)).toContain(keyword);
  });

  it('the catalogue is intact after the injection attempts', async () => {
    await get(hall.app, `/api/project/search?keyword=${encodeURIComponent("'; delete from performances; --")}`);
    expect((await search(chineseFragment(performance.mainTitle))).list.map((i) => i.id)).toContain(performance.id);
  });
});
