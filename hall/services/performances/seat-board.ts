import type { SeatStatus } from '@/lib/contract/seats';

type Read = { status: SeatStatus; taken: Set<number>; at: number };

/** Sessions whose last read an instance keeps; far more than are ever on sale at once. */
const SESSIONS_KEPT = 500;

/**
 * What this instance last read of each session's taken seats (seat_status's query), and the read in flight.
 * In an on-sale every open map polls it and every refused order answers with it: callers asking while a read is
 * in flight share it, and an order naming a seat that a read of the last second saw taken is refused without a
 * query (the way SeatClaims refuses one in the middle of being held).
 * A seat freed since (an order cancelled or expired) is refused for at most that second, and a map shows it free
 * no sooner anyway: maps poll every few seconds.
 */
export class SeatBoard {
  readonly #reads = new Map<number, Read>();
  readonly #inFlight = new Map<number, Promise<SeatStatus>>();

  constructor(
    private readonly load: (sessionId: number) => Promise<SeatStatus>,
    private readonly clock: () => number = Date.now,
  ) {}

  /** A fresh read: the one in flight, else a new one. */
  read(sessionId: number): Promise<SeatStatus> {
    const running = this.#inFlight.get(sessionId);
    if (running) return running;
    const started = this.clock();
    const call = this.load(sessionId)
      .then((status) => {
        this.#keep(sessionId, status, started);
        return status;
      })
      .finally(() => this.#inFlight.delete(sessionId));
    this.#inFlight.set(sessionId, call);
    return call;
  }

  /** Of `ids`, those a read started at most `maxAgeMs` ago saw taken (sorted); none when there is no such read. */
  knownTaken(sessionId: number, ids: readonly number[], maxAgeMs: number): number[] {
    const last = this.#reads.get(sessionId);
    if (!last || this.clock() - last.at > maxAgeMs) return [];
    return ids.filter((id) => last.taken.has(id)).sort((a, b) => a - b);
  }

  #keep(sessionId: number, status: SeatStatus, at: number) {
    // Reads of one session never overlap (a read in flight is shared), so the one finishing is the newest.
    this.#reads.delete(sessionId);
    if (this.#reads.size >= SESSIONS_KEPT) this.#reads.delete(this.#reads.keys().next().value!);
    this.#reads.set(sessionId, { status, taken: new Set(status.taken), at });
  }
}
