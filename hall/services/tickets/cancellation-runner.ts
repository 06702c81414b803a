import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../providers/pay/types';
import { jobsToRun, runCancellation, runnerId, type RunOptions } from './session-cancellation';

export type CancellationRunner = { kick: () => void; stop: () => void };

/**
 * Runs session cancellations in each hall API instance: every few seconds, and at once when one is asked for
 * here. A job is run by the instance holding its lease (services/tickets/session-cancellation), so instances share
 * the work and an instance killed mid-job leaves it to the next one once the lease runs out.
 */
export function startCancellationRunner(
  db: Db,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  { everyMs = 5000, leaseMs = 30_000, paceMs = 50 }: { everyMs?: number; leaseMs?: number; paceMs?: number } = {},
): CancellationRunner {
  const options: RunOptions = { owner: runnerId(), leaseMs, paceMs };
  let running = false;
  let again = false;
  const tick = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      for (const id of await jobsToRun(db, options.owner)) {
        const outcome = await runCancellation(db, provider, id, options);
        log.info({ jobId: id, outcome }, 'session cancellation pass');
      }
    } catch (error) {
      log.error({ err: error }, 'session cancellation failed');
    } finally {
      running = false;
      if (again) {
        again = false;
        void tick();
      }
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  void tick();
  return { kick: () => void tick(), stop: () => clearInterval(timer) };
}
