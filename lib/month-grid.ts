/** Cells of a month calendar starting on Monday: yyyy-MM-dd strings, null for the blanks before day 1. */
export function monthGrid(year: number, month: number): (string | null)[] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const pad = (n: number) => String(n).padStart(2, '0');
  return [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}`)];
}

/** The months from one yyyy-MM-dd to another, inclusive. */
export function monthsBetween(from: string, to: string): { year: number; month: number }[] {
  const out: { year: number; month: number }[] = [];
  let [year, month] = from.split('-').map(Number);
  const [endYear, endMonth] = to.split('-').map(Number);
  while (year < endYear || (year === endYear && month <= endMonth)) {
    out.push({ year, month });
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return out;
}

/** The month `offset` months after a yyyy-MM month, as yyyy-MM. */
export function shiftMonth(month: string, offset: number): string {
  const [year, m] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Whole months from one yyyy-MM to another (negative when `to` is earlier). */
export function monthsApart(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm);
}
