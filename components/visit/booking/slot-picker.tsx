'use client';

import { useTranslations } from 'next-intl';
import type { VisitSlotView } from '@/lib/contract/visit';
import { formatYuan } from '@/lib/format';

const weekday = (ymd: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${ymd}T00:00:00Z`),
  );

/**
 * The days that have slots and the slots of the chosen day, with the places left. A slot that is full or not
 * open (booking opens 7 days ahead and closes when it starts) is shown but cannot be chosen; past days are
 * never offered.
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
  const bookable = (s: VisitSlotView) => s.open && s.remaining > 0;
  if (!days.length) return <p className="text-muted text-sm">{t('noSlots')}</p>;
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('date')}</legend>
        <div className="flex flex-wrap gap-2" data-testid="visit-days">
          {days.map((day) => {
            const open = slots.some((s) => s.date === day && bookable(s));
            return (
              <button
                key={day}
                type="button"
                disabled={!open}
                aria-pressed={day === date}
                onClick={() => onDate(day)}
                data-testid="visit-day"
                data-date={day}
                className={`min-h-11 rounded border px-3 text-sm ${day === date ? 'border-brand bg-brand text-white' : 'border-line bg-white'} disabled:text-muted disabled:bg-paper disabled:line-through`}
              >
                {weekday(day, locale)}
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
                    {!s.open ? t('notOpen') : s.remaining > 0 ? t('remaining', { count: s.remaining }) : t('full')}
                  </span>
                </label>
              ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
