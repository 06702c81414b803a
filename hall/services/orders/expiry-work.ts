import { and, asc, eq, lte, not, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { PaymentProvider } from '../../providers/pay/types';
import { heldBack } from '../work/failures';
import type { PeriodicWork } from '../work/periodic';
import { closeUnpaidOrder } from './close';

/**
 * Unpaid orders past their payment window, each closed on its own (the provider asked first, so a payment found is
 * recorded, never lost). Instances share the work: closeUnpaidOrder takes each order with SKIP LOCKED.
 */
export const orderExpiryWork = (provider: PaymentProvider, batch = 50): PeriodicWork => ({
  kind: 'orderExpiry',
  async due(db, now) {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'unpaid'), lte(orders.expiresAt, now), not(heldBack('orderExpiry', sql`${orders.id}::text`, now))))
      .orderBy(asc(orders.expiresAt))
      .limit(batch);
    return rows.map((r) => String(r.id));
  },
  run: (db, key, now) => closeUnpaidOrder(db, provider, Number(key), 'expired', now),
});
