import type { FastifyBaseLogger } from 'fastify';
import { warnOfExpiringCertificates } from '../../providers/pay/certificate-expiry';
import type { PaymentProvider } from '../../providers/pay/types';
import { isHeldBack } from './failures';
import type { PeriodicWork } from './periodic';

/** WeChat Pay rotates its platform certificates: learnt at start and twice a day. */
const REFRESH_MS = 12 * 3_600_000;

/**
 * The payment providers' keys downloaded again (the certificates API), as a unit of periodic work: a failed download
 * is retried with backoff and, failing on, parked for the box office to see, while the keys held stay in use. After
 * each download (or each check, for keys configured by hand) the operator is warned of a certificate that ends
 * within the week.
 */
export function keyRefreshWork(payments: PaymentProvider, log: FastifyBaseLogger): PeriodicWork | null {
  if (!payments.refreshKeys && !payments.certificates) return null;
  let refreshedAt = 0;
  return {
    kind: 'certificateRefresh',
    // Each instance keeps its own keys, so the due time is its own.
    async due(db, now) {
      if (now.getTime() - refreshedAt < REFRESH_MS) return [];
      return (await isHeldBack(db, 'certificateRefresh', 'payments', now)) ? [] : ['payments'];
    },
    async run() {
      try {
        const added = await payments.refreshKeys?.();
        refreshedAt = Date.now();
        if (added) log.info({ added }, 'payment provider keys learnt');
      } finally {
        // The keys held stay in use when a download fails: their end is worth a warning all the same.
        warnOfExpiringCertificates(payments, log);
      }
    },
  };
}
