'use client';

import { useState } from 'react';
import { formatDay, formatTime, weekdayIndex } from '@/lib/format';
import { useToday } from '@/lib/hooks/use-today';
import { calendarHref, showDetailsHref } from '@/lib/links';
import type { StripDay, StripWords } from './strip-week';

/** The home page's week: a tab per day, that day's shows, and the way to the full calendar. */
export function CalendarStrip({ days, words }: { days: StripDay[]; words: StripWords }) {
  const { now } = useToday();
  const week = Array.from({ length: 7 }, (_, i) => formatDay(now + i * 86_400_000));
  const byDay = new Map(days.map((d) => [d.day, d.shows]));
  const [selected, setSelected] = useState(week[0]);
  const projects = byDay.get(selected) ?? [];
  const weekdays = words.weekdaysSundayFirst.split(',');
  return (
    <div>
      <div role="tablist" aria-label={words.week} className="grid grid-cols-7 gap-1">
        {week.map((day, i) => (
          <button
            key={day}
            role="tab"
            type="button"
            aria-selected={day === selected}
            aria-controls="calendar-strip-panel"
            data-testid={`strip-day-${day}`}
            onClick={() => setSelected(day)}
            className={`rounded py-2 text-center ${day === selected ? 'bg-brand text-white' : 'hover:bg-line bg-white'}`}
          >
            <span className="block text-xs">{i === 0 ? words.today : weekdays[weekdayIndex(`${day}T12:00:00+08:00`)]}</span>
            <span className="block text-lg font-medium">{day.slice(8)}</span>
            <span
              className={`mx-auto mt-1 block h-1 w-1 rounded-full ${byDay.has(day) ? (day === selected ? 'bg-white' : 'bg-brand') : 'bg-transparent'}`}
            />
          </button>
        ))}
      </div>
      <div id="calendar-strip-panel" role="tabpanel" className="mt-4 min-h-24">
        {projects.length === 0 ? (
          <p className="text-muted py-8 text-center" data-testid="strip-empty">
            {words.noShows}
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {projects.map((p) => (
              <li key={`${p.id}-${p.startTime}`}>
                <a
                  href={showDetailsHref(p)}
                  className={`flex items-center gap-4 border-l-4 bg-white p-4 hover:shadow ${p.category === 0 ? 'border-perf' : 'border-activity'}`}
                >
                  <span className="text-xl font-medium tabular-nums">{formatTime(p.startTime)}</span>
                  <span>
                    <span className="block font-medium">{p.title}</span>
                    <span className="text-muted block text-sm">{p.venue}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-2 text-center">
        <a
          href={calendarHref()}
          data-testid="calendar-full"
          className="border-brand text-brand hover:bg-brand inline-block rounded border px-5 py-2 hover:text-white"
        >
          {words.viewFull}
        </a>
      </div>
    </div>
  );
}
