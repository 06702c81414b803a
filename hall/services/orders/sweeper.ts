import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../providers/pay/types';
import { sweepExpiredOrders } from './close';

/**
 * Runs the expiry sweep every few seconds in each hall API instance. Instances share the work safely: each
 * order is locked with SKIP LOCKED, and one sweep never overlaps the next in the same process.
 */
export function startExpirySweeper(db: Db, provider: PaymentProvider, log: FastifyBaseLogger, everyMs = 5000) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const outcome = await sweepExpiredOrders(db, provider);
      if (outcome.released || outcome.paid) log.info(outcome, 'expired orders swept');
    } catch (error) {
      log.error({ err: error }, 'expiry sweep failed');
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
