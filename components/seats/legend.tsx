import { useTranslations } from 'next-intl';
import type { SeatMapTicketClass } from '@/lib/contract/seats';
import type { Locale } from '@/lib/i18n/locales';
import { className, priceText } from './seat-info';
import { TAKEN_FILL } from './seat-layer';

const swatch = 'inline-block size-3.5 shrink-0 rounded-[3px]';

/** Ticket classes with their colour and price, then what grey and a tick mean on the map. */
export function Legend({ classes, locale }: { classes: SeatMapTicketClass[]; locale: Locale }) {
  const t = useTranslations('chooseSeat');
  return (
    <div className="mb-3" data-testid="seat-legend">
      <h2 className="sr-only">{t('legend')}</h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {classes.map((c) => (
          <li key={c.id} className="flex items-center gap-1.5" data-testid="legend-class">
            <span className={swatch} style={{ background: c.color }} aria-hidden />
            <span>{className(c, locale)}</span>
            <span className="font-medium">{priceText(c, t)}</span>
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span className={swatch} style={{ background: TAKEN_FILL }} aria-hidden />
          {t('legendTaken')}
        </li>
        <li className="flex items-center gap-1.5">
          <svg className="size-3.5 shrink-0" viewBox="0 0 14 14" aria-hidden>
            <rect x="0.75" y="0.75" width="12.5" height="12.5" rx="3" fill="#1c1917" stroke="#8c1c2c" strokeWidth="1.5" />
            <path d="M3.8 7.2l2.2 2.3 4.4-4.8" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('legendSelected')}
        </li>
      </ul>
    </div>
  );
}
