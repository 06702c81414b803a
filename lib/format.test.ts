import { formatDay, formatDayTime, formatTime, formatYuan, formatYuanGrouped, weekdayIndex } from './format';

describe('format', () => {
  // 2026-11-30T16:30:00Z is already 1 December, 00:30, in Shanghai.
  const lateNightUtc = '2026-11-30T16:30:00Z';

  it('writes dates and times in the hall’s zone as yyyy-MM-dd and HH:mm', () => {
    expect(formatDay(lateNightUtc)).toBe('2026-12-01');
    expect(formatTime(lateNightUtc)).toBe('00:30');
    expect(formatDayTime('2026-11-25T11:30:00Z')).toBe('2026-11-25 19:30');
  });

  it('gives the weekday of the hall’s day', () => {
    expect(weekdayIndex(lateNightUtc)).toBe(2); // Tuesday 1 December 2026
  });

  it('shows yuan from fen without needless decimals', () => {
    expect(formatYuan(38000)).toBe('¥380');
    expect(formatYuan(12345)).toBe('¥123.45');
  });

  it('groups large sums in thousands', () => {
    expect(formatYuanGrouped(18_000_000)).toBe('¥180,000');
    expect(formatYuanGrouped(12_345_678)).toBe('¥123,456.78');
  });
});
