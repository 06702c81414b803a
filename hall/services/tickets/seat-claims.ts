import { Code } from '@/lib/contract/codes';
import { HallError } from '../../errors';

/** "Seat already reserved", naming the seats, for the map to grey them out. */
export const seatTaken = (ids: number[]) => new HallError('seatTaken', Code.badRequest, null, {}, { unavailable: ids });

/**
 * Seats an order of this instance is in the middle of holding. When a popular session opens, hundreds of members
 * ask for the same few seats within milliseconds; every one of them sees the seats free, and all but the first
 * would open a transaction only to find them held. A request naming a seat claimed here is refused at once, with
 * no query, the way holdSeats' SKIP LOCKED refuses it across instances: another order is about to hold it.
 */
export class SeatClaims {
  readonly #claimed = new Set<number>();

  /** Claims every seat, or none when some are claimed already: returns those (sorted), empty on success. */
  claim(ids: readonly number[]): number[] {
    const busy = ids.filter((id) => this.#claimed.has(id));
    if (busy.length) return busy.sort((a, b) => a - b);
    for (const id of ids) this.#claimed.add(id);
    return [];
  }

  /** Every seat claimed now, of any session (seat ids are unique across sessions). */
  all(): number[] {
    return [...this.#claimed];
  }

  release(ids: readonly number[]) {
    for (const id of ids) this.#claimed.delete(id);
  }
}
