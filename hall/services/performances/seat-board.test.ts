// SeatBoard: reads shared while in flight, known-taken seats only from a young read.
import { SeatBoard } from './seat-board';
import type { SeatStatus } from '@/lib/contract/seats';

function board(answers: SeatStatus[]) {
  let now = 1_000_000;
  const calls: number[] = [];
  const pending: (() => void)[] = [];
  const seats = new SeatBoard(
    (sessionId) =>
      new Promise<SeatStatus>((resolve) => {
        calls.push(sessionId);
        const answer = answers[calls.length - 1];
        pending.push(() => resolve(answer));
      }),
    () => now,
  );
  return {
    seats,
    calls,
    finish: async () => {
      pending.splice(0).forEach((f) => f());
      await new Promise((r) => setImmediate(r));
    },
    advance: (ms: number) => (now += ms),
  };
}

const status = (taken: number[]): SeatStatus => ({ taken, version: `v${taken.join('.')}` });

describe('SeatBoard', () => {
  it('shares a read in flight, then reads again', async () => {
    const b = board([status([1]), status([1, 2])]);
    const [x, y] = [b.seats.read(7), b.seats.read(7)];
    await b.finish();
    expect(await x).toEqual(status([1]));
    expect(await y).toBe(await x);
    const z = b.seats.read(7);
    await b.finish();
    expect(await z).toEqual(status([1, 2]));
    expect(b.calls).toEqual([7, 7]);
  });

  it('names the seats a young read saw taken, and none once it is old or for another session', async () => {
    const b = board([status([5, 6, 9])]);
    expect(b.seats.knownTaken(2, [5], 1_000)).toEqual([]);
    const read = b.seats.read(2);
    await b.finish();
    await read;
    expect(b.seats.knownTaken(2, [9, 8, 5], 1_000)).toEqual([5, 9]);
    expect(b.seats.knownTaken(3, [5], 1_000)).toEqual([]);
    b.advance(1_001);
    expect(b.seats.knownTaken(2, [5], 1_000)).toEqual([]);
  });
});
