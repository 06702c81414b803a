import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from '../../providers/pay/types';
import { isHeldBack } from './failures';
import type { PeriodicWork } from './periodic';

/** WeChat Pay rotates its platform certificates: learnt at start and twice a day. */
const REFRESH_MS = 12 * 3_600_000;

/**
 * The payment providers' keys downloaded again (the certificates API), as a unit of periodic work: a failed download
 * is retried with backoff and, failing on, parked for the box office to see, while the keys held stay in use.
 */
export function keyRefreshWork(payments: PaymentProvider, log: FastifyBaseLogger): PeriodicWork | null {
  if (!payments.refreshKeys) return null;
  let refreshedAt = 0;
  return {
    kind: 'certificateRefresh',
    // Each instance keeps its own keys, so the due time is its own.
    async due(db, now) {
      if (now.getTime() - refreshedAt < REFRESH_MS) return [];
      return (await isHeldBack(db, 'certificateRefresh', 'payments', now)) ? [] : ['payments'];
    },
    async run() {
      const added = await payments.refreshKeys!();
      refreshedAt = Date.now();
      if (added) log.info({ added }, 'payment provider keys learnt');
    },
  };
}
