import { admissionsDue, allowedBy, estimatedWaitSeconds } from './rate';

const opensAt = new Date('2026-06-01T10:00:00Z');
const room = { opensAt, admitPerMinute: 30, maxActive: 10, stayMinutes: 20 };
const after = (ms: number) => new Date(opensAt.getTime() + ms);

describe('the waiting room’s arithmetic', () => {
  it('allows one at the opening, then the rate a minute, nothing before it', () => {
    expect(allowedBy(room, after(-1))).toBe(0);
    expect(allowedBy(room, after(0))).toBe(1);
    expect(allowedBy(room, after(1_999))).toBe(1);
    expect(allowedBy(room, after(2_000))).toBe(2);
    expect(allowedBy(room, after(60_000))).toBe(31);
  });

  it('admits what the rate still allows, within the free places inside', () => {
    expect(admissionsDue(room, after(60_000), 20, 0)).toBe(10);
    expect(admissionsDue(room, after(60_000), 20, 8)).toBe(2);
    expect(admissionsDue(room, after(60_000), 40, 0)).toBe(0);
  });

  it('waits for the rate, or for passes to end when the room is full', () => {
    // Fifth in line, one admitted: the rate reaches them at 2 s × 5 = 10 s after the opening.
    expect(estimatedWaitSeconds(room, after(4_000), { place: 5, admittedSoFar: 1, insideNow: 1, earliestPassEnd: null })).toBe(6);
    // Full inside: the first pass ends in 5 minutes; the 11th beyond the free places waits one more stay.
    const full = { admittedSoFar: 10, insideNow: 10, earliestPassEnd: after(5 * 60_000) };
    expect(estimatedWaitSeconds(room, after(0), { place: 1, ...full })).toBe(300);
    expect(estimatedWaitSeconds(room, after(0), { place: 11, ...full })).toBe(300 + 20 * 60);
  });
});
