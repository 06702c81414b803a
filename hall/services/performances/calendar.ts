import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { TZDate } from '@date-fns/tz';
import type { DbOrTx } from '../../db/client';
import { halls, performances, sessions } from '../../db/schema/index';
import type { Calendar, CalendarPerformance } from '@/lib/contract/performance';
import { addDays, HALL_TZ, startOfDay } from '../../platform/time';
import { titleColumns } from './read';

/** How far ahead the calendar overlay reaches from today (§3 allDay). */
export const CALENDAR_DAYS = 60;

/** Sessions between two instants grouped by their Shanghai day, each day stamped with its midnight. */
export async function calendarBetween(db: DbOrTx, from: Date, to: Date): Promise<Calendar['pcMonthProjectDTOS']> {
  const rows = await db
    .select({
      ...titleColumns,
      startTime: sessions.startTime,
      venueName: halls.name,
      enVenueName: halls.enName,
    })
    .from(sessions)
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .innerJoin(halls, eq(halls.id, sessions.hallId))
    .where(and(gte(sessions.startTime, from), lt(sessions.startTime, to), eq(performances.visible, true)))
    .orderBy(asc(sessions.startTime));
  const days = new Map<number, CalendarPerformance[]>();
  for (const r of rows) {
    const day = startOfDay(new TZDate(r.startTime, HALL_TZ)).getTime();
    const list = days.get(day) ?? [];
    list.push({ ...r, startTime: r.startTime.toISOString() });
    days.set(day, list);
  }
  return [...days].map(([day, projects]) => ({ day, projects }));
}

export async function upcomingCalendar(db: DbOrTx, now = new Date()): Promise<Calendar> {
  const today = startOfDay(new TZDate(now, HALL_TZ));
  return { allDay: CALENDAR_DAYS, pcMonthProjectDTOS: await calendarBetween(db, today, addDays(today, CALENDAR_DAYS)) };
}
