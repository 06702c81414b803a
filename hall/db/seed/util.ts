/** Small helpers shared by the seed files: a seeded PRNG, Shanghai wall-clock times, HTML paragraphs. */

/** mulberry32: a tiny deterministic PRNG, so every seed run draws the same "random" sales. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
  };
}
export type Prng = ReturnType<typeof prng>;

const SHANGHAI_OFFSET_H = 8; // Asia/Shanghai has no daylight saving time.
const DAY_MS = 86_400_000;

/** The instant at hh:mm Shanghai time, `days` days after the Shanghai date of `now`. */
export function shanghaiAt(now: Date, days: number, time: string): Date {
  const local = new Date(now.getTime() + SHANGHAI_OFFSET_H * 3_600_000);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, hh - SHANGHAI_OFFSET_H, mm));
}

/** yyyy-MM-dd of the Shanghai date `days` after `now`. */
export function shanghaiDate(now: Date, days: number): string {
  return shanghaiAt(now, days, '12:00').toISOString().slice(0, 10);
}

export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);
export const minutesAfter = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The month label of a Shanghai instant: ['11月', 'Nov']. */
export function monthLabel(d: Date): [string, string] {
  const m = new Date(d.getTime() + SHANGHAI_OFFSET_H * 3_600_000).getUTCMonth();
  return [`${m + 1}月`, MONTHS_EN[m]];
}

/** The concert season (September to August) of a Shanghai instant: ['2026–27 音乐季', '2026–27 Season']. */
export function seasonLabel(d: Date): [string, string] {
  const local = new Date(d.getTime() + SHANGHAI_OFFSET_H * 3_600_000);
  const y = local.getUTCMonth() >= 8 ? local.getUTCFullYear() : local.getUTCFullYear() - 1;
  const label = `${y}–${String(y + 1).slice(2)}`;
  return [`${label} 音乐季`, `${label} Season`];
}

/** Paragraphs to simple HTML; a ready-made list (<ul>, <ol>) is kept as it is. */
export const html = (paragraphs: readonly string[]) => paragraphs.map((p) => (/^<[uo]l>/.test(p) ? p : `<p>${p}</p>`)).join('');

/** A bilingual pair: [Chinese, English]. */
export type Pair = readonly [string, string];

/** Chunks of an array, for multi-row inserts. */
export function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** A Postgres array literal of integers, passed as one bound parameter. */
export const intArray = (list: readonly number[]) => `{${list.join(',')}}`;

/** GB 11643 check digit of a 17-digit resident ID body. */
export function idCardNumber(body17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = body17.split('').reduce((s, c, i) => s + Number(c) * weights[i], 0);
  return body17 + '10X98765432'[sum % 11];
}

/** GB 32100 check character of a 17-character unified social credit code body. */
export function creditCode(body17: string): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const sum = body17.split('').reduce((s, c, i) => s + chars.indexOf(c) * weights[i], 0);
  return body17 + chars[(31 - (sum % 31)) % 31];
}
