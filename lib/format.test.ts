import fc from 'fast-check';
import { formatDay, formatDayTime, formatStamp, formatTime, formatYuan, formatYuanGrouped, weekdayIndex } from './format';

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

describe('the hall’s wall clock', () => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Shanghai',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', weekday: 'short' });

  it('reads every instant since 1992 as Intl does in Asia/Shanghai: day, time, stamp and weekday', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1992-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (at) => {
        const [hh, mm, ss] = time.format(at).split(':');
        expect(formatDay(at)).toBe(day.format(at));
        expect(formatTime(at)).toBe(`${hh}:${mm}`);
        expect(formatStamp(at)).toBe(`${day.format(at)} ${hh}:${mm}:${ss}`);
        expect(weekdayIndex(at)).toBe(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekday.format(at)));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses an instant that is not one, as Intl did', () => {
    expect(() => formatDay('not a date')).toThrow(RangeError);
  });
});
