import type { SeatLabel } from '@/lib/contract/order';

/** The seat as the ticket prints it, in the page's language. */
export const seatValues = (seat: SeatLabel, locale: string) => ({
  floor: seat.floor,
  area: locale === 'en-US' ? seat.enArea : seat.area,
  row: seat.row,
  number: seat.number,
});
