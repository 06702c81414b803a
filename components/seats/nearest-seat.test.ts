import { HALL_LAYOUTS } from '@/hall/db/seed/layout';
import { nearestSeat } from './nearest-seat';

const main = HALL_LAYOUTS.find((l) => l.spec.code === 'main')!;
const seats = main.seats;
const find = (area: string, row: number, number: number) =>
  seats.findIndex((s) => s.floor === 1 && s.enArea === area && s.row === row && s.number === number);
const seatAt = (i: number) => {
  const s = seats[i];
  return `${s.enArea} ${s.row}-${s.number}`;
};

describe('nearestSeat', () => {
  it('walks along a curved row with left and right', () => {
    const from = find('Stalls B', 8, 10);
    expect(seatAt(nearestSeat(seats, from, 'right'))).toBe('Stalls B 8-11');
    expect(seatAt(nearestSeat(seats, from, 'left'))).toBe('Stalls B 8-9');
  });

  it('moves to the row behind and the row in front with down and up', () => {
    const from = find('Stalls B', 8, 10);
    expect(seatAt(nearestSeat(seats, from, 'down'))).toMatch(/^Stalls B 9-(9|10|11)$/);
    expect(seatAt(nearestSeat(seats, from, 'up'))).toMatch(/^Stalls B 7-(9|10|11)$/);
    // From the back row of the stalls, down leads to the balcony.
    const back = seats.findIndex((s) => s.floor === 1 && s.enArea === 'Stalls B' && s.row === 22 && s.number === 10);
    expect(seatAt(nearestSeat(seats, back, 'down'))).toMatch(/^Balcony E 1-/);
  });

  it('crosses an aisle into the next area at the end of a row', () => {
    const lastOfB = seats.filter((s) => s.enArea === 'Stalls B' && s.row === 8).length;
    expect(seatAt(nearestSeat(seats, find('Stalls B', 8, lastOfB), 'right'))).toMatch(/^Stalls C 8-1$/);
  });

  it('answers -1 at the edge of the hall', () => {
    const top = seats.reduce((best, s, i) => (s.y < seats[best].y ? i : best), 0);
    expect(nearestSeat(seats, top, 'up')).toBe(-1);
    const lastOfC = seats.filter((s) => s.enArea === 'Stalls C' && s.row === 3).length;
    expect(nearestSeat(seats, find('Stalls C', 3, lastOfC), 'right')).toBe(-1);
  });
});
