import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { HallError } from '../../errors';
import type { PaidTrade } from '../../providers/pay/types';
import { issueOrder } from './issue';
import type { Order } from './kinds/types';
import { tellUndeliverable } from './payment-letters';
import { releaseOrder } from './release';
import { recordUnmatched } from './unmatched-payments';

/**
 * applied: the order is now issued; duplicate: this trade was recorded before (nothing changes);
 * late: the money reached an order that had closed — kept and marked for refund, never dropped;
 * mismatch: the amount differs from what the order asked — kept, owed back, and the order not paid by it;
 * unmatched: no such order — kept among the unmatched payments for the box office;
 * undeliverable: the order was open, but what it paid for can no longer be given (a project withdrawn or moved on, a
 * slot closed): kept, owed back, the order closed and the payer told.
 * Every outcome but a duplicate leaves the money on record: a verified payment is money the hall holds.
 */
export type PaymentOutcome = 'applied' | 'duplicate' | 'late' | 'mismatch' | 'unmatched' | 'undeliverable';

/** Records a payment the provider vouched for, exactly once, and issues the order it pays. */
export async function recordPayment(tx: Tx, trade: PaidTrade, now = new Date()): Promise<PaymentOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.orderNo, trade.orderNo)).for('update');
  if (!order) {
    await recordUnmatched(tx, {
      provider: trade.provider,
      reason: 'unknown_order',
      reference: trade.tradeNo,
      orderNo: trade.orderNo,
      tradeNo: trade.tradeNo,
      amountFen: trade.amountFen,
      raw: trade.raw,
    });
    return 'unmatched';
  }
  const [seen] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, trade.provider), eq(payments.providerTradeNo, trade.tradeNo)));
  if (seen) return 'duplicate';
  const matched = trade.amountFen === order.payFen;
  await tx.insert(payments).values({
    orderId: order.id,
    provider: trade.provider,
    providerTradeNo: trade.tradeNo,
    amountFen: trade.amountFen,
    amountMatched: matched,
    raw: trade.raw,
  });
  if (matched && order.status === 'unpaid') {
    if (await issued(tx, order, trade.provider, now)) return 'applied';
    await releaseOrder(tx, order, 'undeliverable', now);
    await tx.update(orders).set({ refundState: 'pending', status: 'invalid' }).where(eq(orders.id, order.id));
    await tellUndeliverable(tx, order, trade.amountFen);
    return 'undeliverable';
  }
  // Closed or cancelled (it becomes 'invalid': paid too late), already paid through the other provider, or paid a
  // wrong amount: the money is owed back, and the box office sees it in refund_state. An unpaid order paid the wrong
  // amount stays unpaid (it may still be paid right, or close).
  const status = order.status === 'closed' || order.status === 'cancelled' ? 'invalid' : order.status;
  await tx.update(orders).set({ refundState: 'pending', status }).where(eq(orders.id, order.id));
  return matched ? 'late' : 'mismatch';
}

/**
 * Issues the order inside a savepoint, so that a kind refusing to deliver (its HallError: the project is past that
 * step, the slot closed) undoes only the issuing and the payment stays recorded. Any other error is a fault: it
 * rolls the whole notification back, and the provider (or the sweep) asks again.
 */
async function issued(tx: Tx, order: Order, provider: PaidTrade['provider'], now: Date): Promise<boolean> {
  try {
    await tx.transaction((savepoint) => issueOrder(savepoint, order, provider, now));
    return true;
  } catch (error) {
    if (error instanceof HallError) return false;
    throw error;
  }
}

export const applyPayment = (db: Db, trade: PaidTrade, now = new Date()) => db.transaction((tx) => recordPayment(tx, trade, now));
