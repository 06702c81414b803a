import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { CloseIcon } from '@/components/ui/icons';
import { className, priceText, type SeatInfo } from './seat-info';

/** The chosen seats: class, price and place, each removable; the per-order limit stays in sight. */
export function SelectedTickets(props: {
  seats: SeatInfo[];
  limit: number;
  locale: Locale;
  /** What to say while nothing is chosen (how to choose, or why one cannot). */
  hint: string;
  onRemove: (id: number) => void;
}) {
  const t = useTranslations('chooseSeat');
  const { seats, limit, locale } = props;
  return (
    <section aria-labelledby="selected-heading" data-testid="selected-tickets">
      <h2 id="selected-heading" className="font-serif text-lg font-semibold">
        {t('selectedHeading')} <span className="text-muted text-sm font-normal">({t('count', { count: seats.length })})</span>
      </h2>
      {seats.length === 0 ? (
        <p className="text-muted mt-2 text-sm">{props.hint}</p>
      ) : (
        <ul className="divide-line mt-2 divide-y">
          {seats.map((s) => (
            <li key={s.id} className="flex items-center gap-3 py-2" data-testid="selected-ticket">
              <span className="size-3.5 shrink-0 rounded-[3px]" style={{ background: s.ticketClass.color }} aria-hidden />
              <div className="min-w-0 flex-1 text-sm">
                <p>
                  <span className="font-medium">{className(s.ticketClass, locale)}</span>{' '}
                  <span className="text-brand font-medium">{priceText(s.ticketClass, t)}</span>
                </p>
                <p className="text-muted">{s.place}</p>
              </div>
              <button
                type="button"
                onClick={() => props.onRemove(s.id)}
                aria-label={t('remove', { place: s.place })}
                className="text-muted hover:text-brand -mr-2 flex size-11 items-center justify-center rounded"
                data-testid="selected-remove"
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-muted mt-2 text-xs" data-testid="order-limit">
        {t('limit', { limit })}
      </p>
    </section>
  );
}
