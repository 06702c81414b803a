import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from './types';

/** How far ahead the operator is warned that a provider's certificate ends: time to put the next one in place. */
export const CERTIFICATE_WARNING_MS = 7 * 86_400_000;
/**
 * A warning for each certificate that ends within the week or has ended (notifications under it are refused): at start and
 * after each refresh of the keys, twice a day (services/work/key-refresh-work.ts).
 */
export function warnOfExpiringCertificates(payments: PaymentProvider, log: Pick<FastifyBaseLogger, 'warn'>, now = new Date()) {
  for (const { provider, serial, notAfter } of payments.certificates?.() ?? []) {
    const left = notAfter.getTime() - now.getTime();
    if (left > CERTIFICATE_WARNING_MS) continue;
    const context = { provider, serial, notAfter: notAfter.toISOString(), secondsLeft: Math.round(left / 1000) };
    if (left < 0) log.warn(context, 'payment provider certificate has expired: what it signs is refused');
    else log.warn(context, 'payment provider certificate expires within a week');
  }
}
