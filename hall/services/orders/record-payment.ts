import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { PaidTrade } from '../../providers/pay/types';
import { issueOrder } from './issue';

/**
 * applied: the order is now issued; duplicate: this trade was recorded before (nothing changes);
 * late: the money reached an order that had closed — kept and marked for refund, never dropped;
 * mismatch: the amount differs from what the order asked (refused, nothing recorded); unknown: no such order.
 */
export type PaymentOutcome = 'applied' | 'duplicate' | 'late' | 'mismatch' | 'unknown';

/** Records a payment the provider vouched for, exactly once, and issues the order it pays. */
export async function recordPayment(tx: Tx, trade: PaidTrade, now = new Date()): Promise<PaymentOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.orderNo, trade.orderNo)).for('update');
  if (!order) return 'unknown';
  const [seen] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, trade.provider), eq(payments.providerTradeNo, trade.tradeNo)));
  if (seen) return 'duplicate';
  if (trade.amountFen !== order.payFen) return 'mismatch';
  await tx.insert(payments).values({
    orderId: order.id,
    provider: trade.provider,
    providerTradeNo: trade.tradeNo,
    amountFen: trade.amountFen,
    raw: trade.raw,
  });
  if (order.status === 'unpaid') {
    await issueOrder(tx, order, trade.provider, now);
    return 'applied';
  }
  // Closed or cancelled (it becomes 'invalid': paid too late), or already paid through the other provider:
  // either way the money is owed back, and the box office sees it in refund_state.
  const status = order.status === 'closed' || order.status === 'cancelled' ? 'invalid' : order.status;
  await tx.update(orders).set({ refundState: 'pending', status }).where(eq(orders.id, order.id));
  return 'late';
}

export const applyPayment = (db: Db, trade: PaidTrade, now = new Date()) => db.transaction((tx) => recordPayment(tx, trade, now));
