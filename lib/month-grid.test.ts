import { monthGrid, monthsApart, monthsBetween, shiftMonth } from './month-grid';

describe('month grid', () => {
  it('starts the weeks on Monday, with blanks before the first day', () => {
    // 1 November 2026 is a Sunday: six blanks, then thirty days.
    const cells = monthGrid(2026, 11);
    expect(cells.slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(cells.filter(Boolean)).toHaveLength(30);
  });

  it('moves between months across the turn of the year', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', -23)).toBe('2024-12');
    expect(monthsApart('2026-11', '2027-02')).toBe(3);
    expect(monthsApart('2026-11', '2025-11')).toBe(-12);
    expect(monthsBetween('2026-11-25', '2027-01-03').map((m) => `${m.year}-${m.month}`)).toEqual(['2026-11', '2026-12', '2027-1']);
  });
});
