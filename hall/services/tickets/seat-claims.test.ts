// SeatClaims: a seat in the middle of being held is claimed by one order at a time, and listed while it is.
import { SeatClaims } from './seat-claims';

describe('SeatClaims', () => {
  it('claims all the seats or none, names the busy ones sorted, and lists what is claimed until released', () => {
    const claims = new SeatClaims();
    expect(claims.claim([5, 3])).toEqual([]);
    expect(claims.claim([9, 5, 3])).toEqual([3, 5]);
    // The refused request claimed nothing: 9 is still free.
    expect(claims.claim([9])).toEqual([]);
    expect(claims.all().sort((a, b) => a - b)).toEqual([3, 5, 9]);
    claims.release([5, 3]);
    expect(claims.all()).toEqual([9]);
    expect(claims.claim([3])).toEqual([]);
  });
});
