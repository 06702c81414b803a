'use client';

import { useTranslations } from 'next-intl';
import { bookingOpensOn, dayUnbookable, type VisitSlotView } from '@/lib/contract/visit';
import { formatYuan } from '@/lib/format';

const weekday = (ymd: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${ymd}T00:00:00Z`),
  );

const monthDay = (ymd: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${ymd}T00:00:00Z`));

/**
 * The days that have slots and the slots of the chosen day, with the places left. A slot that is full or not
 * open (closed by the hall, booking opens 7 days ahead and closes when it starts) is shown but cannot be chosen,
 * and a day with nothing to book is struck out with its reason, as the hall API gives it; past days are never
 * offered.
 */
export function SlotPicker({
  slots,
  locale,
  date,
  slotId,
  onDate,
  onSlot,
}: {
  slots: VisitSlotView[];
  locale: string;
  date: string | null;
  slotId: number | null;
  onDate: (date: string) => void;
  onSlot: (slot: VisitSlotView) => void;
}) {
  const t = useTranslations('visit.booking');
  const days = [...new Set(slots.map((s) => s.date))];
  const bookable = (s: VisitSlotView) => s.unbookable === null;
  /** Why the day is struck out: booking that opens later says when. */
  const dayReason = (day: string) => {
    const ofDay = slots.filter((s) => s.date === day);
    const reason = dayUnbookable(ofDay);
    if (reason !== 'notYetOpen') return reason && t(`unbookable.${reason}`);
    const first = ofDay.find((s) => s.unbookable === 'notYetOpen')!;
    return t('opensOn', { day: monthDay(bookingOpensOn(first), locale), time: first.startTime });
  };
  if (!days.length) return <p className="text-muted text-sm">{t('noSlots')}</p>;
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('date')}</legend>
        <div className="flex flex-wrap gap-2" data-testid="visit-days">
          {days.map((day) => {
            const reason = dayReason(day);
            return (
              <button
                key={day}
                type="button"
                disabled={reason !== null}
                aria-pressed={day === date}
                onClick={() => onDate(day)}
                data-testid="visit-day"
                data-date={day}
                className={`flex min-h-11 flex-col items-center justify-center rounded border px-3 py-1 text-sm ${day === date ? 'border-brand bg-brand text-white' : 'border-line bg-white'} disabled:text-muted disabled:bg-paper`}
              >
                <span className={reason ? 'line-through' : undefined}>{weekday(day, locale)}</span>
                {reason && (
                  <span className="text-xs leading-tight" data-testid="visit-day-reason">
                    {reason}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      </fieldset>
      {date && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('slot')}</legend>
          <div className="grid gap-2 sm:grid-cols-3" data-testid="visit-slots">
            {slots
              .filter((s) => s.date === date)
              .map((s) => (
                <label
                  key={s.id}
                  className={`flex min-h-14 cursor-pointer flex-col justify-center rounded border px-3 py-2 text-sm has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 ${s.id === slotId ? 'border-brand ring-brand ring-1' : 'border-line bg-white'}`}
                  data-testid="visit-slot"
                  data-slot-id={s.id}
                >
                  <span className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="visit-slot"
                      checked={s.id === slotId}
                      disabled={!bookable(s)}
                      onChange={() => onSlot(s)}
                      className="accent-brand"
                    />
                    <span className="font-medium">{s.startTime}</span>
                    <span className="text-muted ml-auto">{formatYuan(s.priceFen)}</span>
                  </span>
                  <span className="text-muted mt-1 text-xs" data-testid="visit-slot-remaining">
                    {s.unbookable === 'notYetOpen'
                      ? t('opensOn', { day: monthDay(bookingOpensOn(s), locale), time: s.startTime })
                      : s.unbookable
                        ? t(`unbookable.${s.unbookable}`)
                        : t('remaining', { count: s.remaining })}
                  </span>
                </label>
              ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
