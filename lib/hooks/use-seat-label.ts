import { useLocale, useTranslations } from 'next-intl';
import type { SeatLabel } from '@/lib/contract/order';

/** "1层 池座A区 8排 12座" / "Floor 1, Stalls A, Row 8, Seat 12": a seat as cart, checkout, orders and tickets print it. */
export function useSeatLabel() {
  const t = useTranslations('common');
  const en = useLocale() === 'en-US';
  return (seat: SeatLabel) =>
    t('seat', { floor: seat.floor, area: en ? seat.enArea || seat.area : seat.area, row: seat.row, number: seat.number });
}
