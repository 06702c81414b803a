import type { Calendar, CalendarPerformance } from '@/lib/contract/performance';
import { stripWeek } from './strip-week';

const DAY = 86_400_000;
const now = Date.parse('2026-11-27T10:00:00+08:00');
const show = (id: number, startTime: string): CalendarPerformance => ({
  id,
  category: id % 2,
  monthQuarter: '11月',
  series: '系列',
  mainTitle: `演出${id}`,
  subtitle: '副标题',
  enMonthQuarter: 'Nov',
  enSeries: 'Series',
  enMainTitle: id === 2 ? ' ' : `Show ${id}`,
  enSubtitle: 'Subtitle',
  startTime,
  venueName: '音乐厅',
  enVenueName: 'Concert Hall',
});
const calendar: Calendar = {
  allDay: 3,
  pcMonthProjectDTOS: [
    { day: now, projects: [show(1, '2026-11-27T19:30:00+08:00'), show(2, '2026-11-27T20:00:00+08:00')] },
    { day: now + 6 * DAY, projects: [show(3, '2026-12-03T19:30:00+08:00')] },
    { day: now + 8 * DAY, projects: [show(4, '2026-12-05T19:30:00+08:00')] },
  ],
};

describe('stripWeek', () => {
  it('keeps the coming week, each show with only what the strip shows, in the page language', () => {
    expect(stripWeek(calendar, 'en-US', now)).toEqual([
      {
        day: '2026-11-27',
        shows: [
          { id: 1, category: 1, startTime: '2026-11-27T19:30:00+08:00', title: 'Show 1', venue: 'Concert Hall' },
          // No English title: the Chinese one, as everywhere else.
          { id: 2, category: 0, startTime: '2026-11-27T20:00:00+08:00', title: '演出2', venue: 'Concert Hall' },
        ],
      },
      {
        day: '2026-12-03',
        shows: [{ id: 3, category: 1, startTime: '2026-12-03T19:30:00+08:00', title: 'Show 3', venue: 'Concert Hall' }],
      },
    ]);
  });

  it('words them in Chinese for the Chinese page', () => {
    const [today] = stripWeek(calendar, 'zh-CN', now);
    expect(today.shows.map((s) => [s.title, s.venue])).toEqual([
      ['演出1', '音乐厅'],
      ['演出2', '音乐厅'],
    ]);
  });
});
