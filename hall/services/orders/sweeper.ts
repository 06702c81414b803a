import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../providers/pay/types';
import { expireHolds } from '../enterprise/holds';
import { drawDueRounds } from '../welfare/draw';
import { sweepExpiredOrders } from './close';

/**
 * Runs the expiry sweep every few seconds in each hall API instance, and the draws of public-welfare rounds whose
 * application window has closed (a draw offers places: orders the next sweeps may expire), and lapses venue-rental options
 * whose date has passed. Instances share the work safely: each
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
      const drawn = await drawDueRounds(db);
      if (drawn) log.info({ drawn }, 'public-welfare rounds drawn');
      const lapsed = await expireHolds(db);
      if (lapsed) log.info({ lapsed }, 'venue-rental options lapsed');
    } catch (error) {
      log.error({ err: error }, 'expiry sweep failed');
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
