import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { clearFailure, DEFAULT_BACKOFF, recordFailure, type Backoff, type WorkKind } from './failures';

/**
 * A kind of periodic work, registered by its area (order expiry by the pipeline, the welfare draw, an option's lapse):
 * which units are due now (leaving out those `heldBack` names), and how to run one. A unit runs in its own
 * transaction and may fail alone.
 */
export type PeriodicWork = {
  kind: WorkKind;
  due(db: Db, now: Date): Promise<string[]>;
  run(db: Db, unitKey: string, now: Date): Promise<unknown>;
};

export type WorkOptions = {
  backoff?: Backoff;
  /** A unit that neither succeeds nor fails within this long counts as failed, so a hung call holds up nobody. */
  unitTimeoutMs?: number;
  onFailure?(kind: WorkKind, state: 'retrying' | 'parked'): void;
};

export type PassOutcome = { ran: number; failed: number };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`unit still running after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs one unit: a failure is recorded (retried later or parked) and never thrown; a success forgets earlier failures. */
export async function runUnit(db: Db, work: PeriodicWork, unitKey: string, now: Date, options: WorkOptions = {}) {
  try {
    await withTimeout(work.run(db, unitKey, now), options.unitTimeoutMs ?? 30_000);
    await clearFailure(db, work.kind, unitKey);
    return true;
  } catch (error) {
    const state = await recordFailure(db, work.kind, unitKey, error, options.backoff ?? DEFAULT_BACKOFF, new Date());
    options.onFailure?.(work.kind, state);
    return false;
  }
}

/** One pass over every kind's due units, each on its own; a kind whose `due` fails is skipped this pass and logged. */
export async function runDueWork(db: Db, works: PeriodicWork[], now = new Date(), options: WorkOptions & { log?: FastifyBaseLogger } = {}) {
  const outcome: Record<string, PassOutcome> = {};
  for (const work of works) {
    const tally = (outcome[work.kind] = { ran: 0, failed: 0 });
    let due: string[];
    try {
      due = await work.due(db, now);
    } catch (error) {
      options.log?.error({ err: error, kind: work.kind }, 'periodic work: listing due units failed');
      continue;
    }
    for (const key of due) {
      if (await runUnit(db, work, key, now, options)) tally.ran++;
      else tally.failed++;
    }
  }
  return outcome;
}

/**
 * Runs the periodic work every few seconds in each hall API instance. Instances share it safely: each unit is taken
 * by one (its own SKIP LOCKED or conditional update), and one pass never overlaps the next in the same process.
 */
export function startPeriodicWork(db: Db, works: PeriodicWork[], log: FastifyBaseLogger, everyMs = 5000, options: WorkOptions = {}) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const outcome = await runDueWork(db, works, new Date(), { ...options, log });
      for (const [kind, tally] of Object.entries(outcome)) {
        if (tally.ran || tally.failed) log.info({ kind, ...tally }, 'periodic work');
      }
    } catch (error) {
      log.error({ err: error }, 'periodic work pass failed');
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
