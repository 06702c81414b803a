import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { notFound } from '../../errors';
import type { PaidTrade, PaymentProvider } from '../../providers/pay/types';
import { recordPayment } from './record-payment';
import { releaseOrder, type CloseReason } from './release';

export type CloseOutcome = 'released' | 'paid' | 'skipped';

/**
 * Ends one unpaid order — the member's cancellation, the window running out, a cancelled session — without ever losing a payment:
 * first every provider the member opened is asked about the order and told to close the trade (so it can no
 * longer be paid), then, in a transaction that locks the order, a payment found is recorded and issues it;
 * otherwise everything held returns. The provider is asked outside the transaction: it is network I/O, and
 * the sandbox keeps its trades in this very database.
 */
export async function closeUnpaidOrder(
  db: Db,
  provider: PaymentProvider,
  orderId: number,
  reason: CloseReason,
  now = new Date(),
): Promise<CloseOutcome> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.status !== 'unpaid') return 'skipped';
  const paid: PaidTrade[] = [];
  // payMethod records the last provider opened; the other may have been opened before it, so both are asked and
  // both told to close, even when the first was paid: the payer may have paid at each.
  if (order.payMethod) {
    for (const name of ['alipay', 'wechat'] as const) {
      const trade = await provider.queryAndClose(name, order.orderNo);
      if (trade) paid.push(trade);
    }
  }
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.status, 'unpaid')))
      .for('update', { skipLocked: true });
    if (!locked) return 'skipped';
    // Every payment found is recorded: the first of the right amount issues the order, the others are owed back.
    // A trade recorded before (a duplicate) did not pay this order, which is still unpaid: it paid the wrong amount.
    const outcomes = [];
    for (const trade of paid) outcomes.push(await recordPayment(tx, trade, now));
    if (outcomes.includes('applied')) return 'paid';
    // Recorded and owed back: the order is closed already, with what it held given back.
    if (outcomes.includes('undeliverable')) return 'released';
    await releaseOrder(tx, locked, reason, now);
    return 'released';
  });
}

/**
 * The test clock of the payment window (POST /api/dev/order/expire, payment sandbox only): the order's window
 * ends a second ago and the expiry sweep runs on it, so a test or a demo sees at once what members see after ten minutes.
 */
export async function expireOrderNow(db: Db, provider: PaymentProvider, orderNo: string): Promise<CloseOutcome> {
  const [order] = await db
    .update(orders)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(orders.orderNo, orderNo))
    .returning({ id: orders.id });
  if (!order) throw notFound();
  return closeUnpaidOrder(db, provider, order.id, 'expired');
}
