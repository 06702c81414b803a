import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, startOfDay, startOfMonth } from 'date-fns';

/** The hall is in Shanghai: days and months begin there, whatever the server's clock zone. */
export const HALL_TZ = 'Asia/Shanghai';

export const hallNow = (now = new Date()) => new TZDate(now, HALL_TZ);

/**
 * A wall-clock time in the hall (yyyy-MM-dd, HH:mm). Built from its numbers: TZDate reads a string without an
 * offset in the server's own zone, which put every hall time 8 hours late on a server that runs in UTC.
 */
export function hallTime(ymd: string, hhmm = '00:00'): TZDate {
  const [year, month, day] = ymd.split('-').map(Number);
  const [hours, minutes] = hhmm.split(':').map(Number);
  return new TZDate(year, month - 1, day, hours, minutes, 0, HALL_TZ);
}
export const hallDay = (ymd: string) => hallTime(ymd);
export const hallMonth = (ym: string) => hallTime(`${ym}-01`);

/** A yyyy-MM-dd that names a real day: Date rolls 2026-02-30 over to March and gives up on month 13. */
export function isCalendarDate(ymd: string): boolean {
  const d = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === ymd;
}

export function timeRange(filter: 'all' | 'week' | 'month' | 'next_month', now = new Date()): [Date, Date | null] {
  const today = startOfDay(hallNow(now));
  switch (filter) {
    case 'week':
      return [now, addDays(today, 7)];
    case 'month':
      return [now, startOfMonth(addMonths(today, 1))];
    case 'next_month': {
      const from = startOfMonth(addMonths(today, 1));
      return [from, addMonths(from, 1)];
    }
    default:
      return [now, null];
  }
}

export { addDays, addMonths, startOfDay, startOfMonth };

/** Today (or `now`'s day) in the hall's calendar, yyyy-MM-dd. */
export const hallDate = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: HALL_TZ }).format(now);

/** The hall's wall clock to the minute, as both languages read it in a letter: 2026-05-01 18:30. */
export const hallMinute = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: HALL_TZ, dateStyle: 'short', timeStyle: 'short' }).format(at);
