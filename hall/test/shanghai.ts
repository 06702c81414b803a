// Shanghai calendar arithmetic for assertions, written independently of hall/platform/time.ts so a bug there
// cannot hide itself. Shanghai is UTC+8 all year (no daylight saving).
const OFFSET = 8 * 3_600_000;
export const DAY = 86_400_000;

/** Midnight in Shanghai of the day containing `t`, as an epoch millisecond. */
export const shanghaiMidnight = (t: number | Date) => Math.floor((+t + OFFSET) / DAY) * DAY - OFFSET;

/** Year and month (1–12) in Shanghai. */
export function shanghaiYearMonth(t: number | Date): { year: number; month: number } {
  const d = new Date(+t + OFFSET);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

/** Midnight in Shanghai of the first day of a month (month may overflow: 13 is January of the next year). */
export const shanghaiMonthStart = (year: number, month: number) => Date.UTC(year, month - 1, 1) - OFFSET;

/** "2026-03" for a Shanghai year and month. */
export const ym = (year: number, month: number) => {
  const d = new Date(Date.UTC(year, month - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** "2026-03-07", the Shanghai date of `t`. */
export const ymd = (t: number | Date) => new Date(+t + OFFSET).toISOString().slice(0, 10);

/** [from, to) of the list's time filters as a visitor reads them: this week = today and the 6 days after. */
export function filterRange(time: 'week' | 'month' | 'next_month', now = Date.now()): [number, number] {
  const { year, month } = shanghaiYearMonth(now);
  switch (time) {
    case 'week':
      return [now, shanghaiMidnight(now) + 7 * DAY];
    case 'month':
      return [now, shanghaiMonthStart(year, month + 1)];
    case 'next_month':
      return [shanghaiMonthStart(year, month + 1), shanghaiMonthStart(year, month + 2)];
  }
}
