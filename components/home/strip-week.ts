import type { Words } from '@/lib/i18n/words';
import type { Calendar } from '@/lib/contract/performance';
import { formatDay } from '@/lib/format';
import { localized, type Locale } from '@/lib/i18n/locales';

/** A show as the home page's strip draws it: the page's payload carries these five fields, not the whole record. */
export type StripShow = { id: number; category: number; startTime: string; title: string; venue: string };
export type StripDay = { day: string; shows: StripShow[] };

const WEEK = 7 * 86_400_000;

/** The calendar's coming week for the strip (the overlay holds the rest), worded in the page's language. */
export function stripWeek(calendar: Calendar, locale: Locale, now = Date.now()): StripDay[] {
  return calendar.pcMonthProjectDTOS
    .filter((d) => d.day < now + WEEK)
    .map((d) => ({
      day: formatDay(d.day),
      shows: d.projects.map((p) => ({
        id: p.id,
        category: p.category,
        startTime: p.startTime,
        title: localized(p, 'mainTitle', locale),
        venue: locale === 'en-US' ? p.enVenueName : p.venueName,
      })),
    }));
}

/** The strip's words (the `calendar` namespace), translated by the page (CalendarStrip takes no provider). */
export const STRIP_WORDS = ['weekdaysSundayFirst', 'week', 'today', 'noShows', 'viewFull'] as const;
export type StripWords = Words<(typeof STRIP_WORDS)[number]>;
