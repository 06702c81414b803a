export type Direction = 'left' | 'right' | 'up' | 'down';
export type SeatPoint = { x: number; y: number; floor: number; row: number };

/**
 * The seat an arrow key moves to, or -1 at the edge. Left and right walk along the row (same floor and row
 * number, across aisles into the next area), however the row curves. Up and down take the nearest seat
 * ahead, sideways distance counting one and a half times: rows are staggered by half a seat, so the seat
 * straight in front is often half a seat aside, and that is still nearer than two rows on.
 */
export function nearestSeat(seats: readonly SeatPoint[], from: number, direction: Direction): number {
  const origin = seats[from];
  let best = -1;
  let bestCost = Infinity;
  const horizontal = direction === 'left' || direction === 'right';
  const sign = direction === 'left' || direction === 'up' ? -1 : 1;
  for (let i = 0; i < seats.length; i++) {
    const s = seats[i];
    if (i === from) continue;
    if (horizontal && (s.floor !== origin.floor || s.row !== origin.row)) continue;
    const ahead = sign * (horizontal ? s.x - origin.x : s.y - origin.y);
    const aside = Math.abs(horizontal ? s.y - origin.y : s.x - origin.x);
    // A quarter of a row ahead at least: the next seat of a curved row is not "below" it.
    if (ahead < 4 || (!horizontal && aside > ahead * 2.5)) continue;
    const cost = horizontal ? ahead : ahead + aside * 1.5;
    if (cost < bestCost) {
      bestCost = cost;
      best = i;
    }
  }
  return best;
}
