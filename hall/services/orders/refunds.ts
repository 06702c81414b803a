// Giving back a payment the hall owes (one that reached an order after it closed, a second payment of one order, a
// payment of another amount, the payments of an order the hall cancelled): refunded through the payment adapters
// by a staff member, or settled by hand with how when the money went back another way. Each refund is recorded
// once, with the number the provider dedupes on, before the provider is asked; a retry after a timeout asks for
// the same refund, so the money leaves once. The member is told by a station letter either way.
import { and, eq, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { Db, Tx } from '../../db/client';
import { orders, payments, refunds, stationLetters } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import type { PaymentProvider } from '../../providers/pay/types';
import { audit, type Actor } from '../staff/audit';
import { nothingMoreOwed, owedByItsOrder, whyOwed } from './owed';
import { refundLetter, statementReason } from './refund-letter';

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

/** What the payer's statement says about the refund. */
const refundReason = (order: OrderRow, payment: PaymentRow) => statementReason(whyOwed(order, payment));

const refundNoOf = (payment: PaymentRow) => `RF${String(payment.id).padStart(10, '0')}`;

/** A refund already given back answers as such: by the provider (refunded) or by hand (settled). */
function refuseIfBack(refund: RefundRow | undefined) {
  if (refund?.state === 'succeeded') throw new HallError('alreadyRefunded', Code.badRequest);
  if (refund?.state === 'settled') throw new HallError('alreadyResolved', Code.badRequest);
}

/**
 * The payment, its order locked (every change to what an order owes takes this lock first, so two clerks, or a
 * clerk and the provider's answer, are served one after the other), and its refund if one was recorded.
 */
async function lockPayment(tx: Tx, paymentId: number) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw notFound();
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
  const [refund] = await tx.select().from(refunds).where(eq(refunds.paymentId, paymentId));
  return { payment, order, refund: refund as RefundRow | undefined };
}

/**
 * Refunds one payment owed back. First the refund is recorded (or found, when a clerk retries), then the provider
 * is asked with its number, then the answer is recorded; when no payment of the order is owed any more the order
 * reads refunded and the member gets a letter. Two clerks at once: both ask the provider for the same refund.
 */
export async function refundPayment(db: Db, provider: PaymentProvider, actor: Actor, paymentId: number) {
  const { refund, order, payment } = await db.transaction(async (tx) => {
    const { payment, order, refund: existing } = await lockPayment(tx, paymentId);
    refuseIfBack(existing);
    if (!(await owedByItsOrder(tx, paymentId))) throw new HallError('notOwed', Code.badRequest);
    if (existing) return { refund: existing, order, payment };
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId,
        orderId: order.id,
        refundNo: refundNoOf(payment),
        amountFen: payment.amountFen,
        state: 'requested',
        requestedBy: actor.staffId,
      })
      .returning();
    await audit(tx, actor, {
      action: 'refund.request',
      target: `payment:${paymentId}`,
      after: { orderNo: order.orderNo, refundNo: refund.refundNo, amountFen: refund.amountFen },
    });
    return { refund, order, payment };
  });

  let answer;
  try {
    answer = await provider.refund(payment.provider, {
      orderNo: order.orderNo,
      tradeNo: payment.providerTradeNo,
      refundNo: refund.refundNo,
      amountFen: refund.amountFen,
      totalFen: payment.amountFen,
      reason: refundReason(order, payment),
    });
  } catch (error) {
    // Recorded for the queue, kept "requested": the next try asks for the same refund.
    await db
      .update(refunds)
      .set({ lastError: String((error as Error).message).slice(0, 500) })
      .where(and(eq(refunds.id, refund.id), eq(refunds.state, 'requested')));
    throw new HallError('refundFailed', Code.unavailable);
  }
  if (answer.state === 'processing') {
    await db
      .update(refunds)
      .set({ lastError: null, providerRefundId: answer.providerRefundId ?? null })
      .where(and(eq(refunds.id, refund.id), eq(refunds.state, 'requested')));
    return { state: 'requested' as const, refundNo: refund.refundNo };
  }
  await db.transaction((tx) => confirmed(tx, actor, refund, answer.providerRefundId));
  return { state: 'succeeded' as const, refundNo: refund.refundNo };
}

/** When nothing more is owed, the order reads refunded (the member's order page shows it). */
async function refundedWhenAllBack(tx: Tx, orderId: number) {
  const allBack = await nothingMoreOwed(tx, orderId);
  if (allBack) await tx.update(orders).set({ refundState: 'refunded' }).where(eq(orders.id, orderId));
  return allBack;
}

/** The provider confirmed: the refund succeeded, once; the order is refunded when nothing more is owed. */
async function confirmed(tx: Tx, actor: Actor, asked: RefundRow, providerRefundId: string | undefined) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, asked.orderId)).for('update');
  const [refund] = await tx
    .update(refunds)
    .set({ state: 'succeeded', settledAt: sql`now()`, lastError: null, providerRefundId: providerRefundId ?? null })
    .where(and(eq(refunds.id, asked.id), eq(refunds.state, 'requested')))
    .returning();
  if (!refund) {
    // Another clerk's try confirmed it first, or a clerk settled it by hand meanwhile: then the provider's word
    // is kept beside the note, for whoever reconciles the merchant platform.
    const [byHand] = await tx
      .update(refunds)
      .set({ providerRefundId: providerRefundId ?? null })
      .where(and(eq(refunds.id, asked.id), eq(refunds.state, 'settled'), sql`${refunds.providerRefundId} is null`))
      .returning();
    if (byHand)
      await audit(tx, actor, {
        action: 'refund.succeeded',
        target: `payment:${byHand.paymentId}`,
        after: { orderNo: order.orderNo, refundNo: byHand.refundNo, amountFen: byHand.amountFen, settledByHandBefore: true },
      });
    return;
  }
  const allBack = await refundedWhenAllBack(tx, order.id);
  await tx.insert(stationLetters).values(refundLetter('refunded', order, refund.amountFen));
  await audit(tx, actor, {
    action: 'refund.succeeded',
    target: `payment:${refund.paymentId}`,
    after: { orderNo: order.orderNo, refundNo: refund.refundNo, amountFen: refund.amountFen, orderRefunded: allBack },
  });
}

/**
 * Settles one payment owed back by hand: the clerk checked the provider's merchant platform and the money went back
 * another way (a refund made there, a transfer by the finance office), and says how. Allowed after a failed
 * refund too, and while a refund is still asked for (it may yet succeed at the provider: the note says what the
 * platform showed, and the refund that was asked is kept in the audit entry). Once: the second clerk is told it
 * is already settled. The member is told as for a refund; the order reads refunded when nothing more is owed.
 */
export async function settlePaymentByHand(db: Db, actor: Actor, paymentId: number, note: string) {
  return db.transaction(async (tx) => {
    const { payment, order, refund: existing } = await lockPayment(tx, paymentId);
    refuseIfBack(existing);
    if (!(await owedByItsOrder(tx, paymentId))) throw new HallError('notOwed', Code.badRequest);
    const closing = { state: 'settled' as const, note, settledBy: actor.staffId, settledAt: sql`now()` };
    const [refund] = existing
      ? await tx
          .update(refunds)
          .set(closing)
          .where(and(eq(refunds.id, existing.id), eq(refunds.state, 'requested')))
          .returning()
      : await tx
          .insert(refunds)
          .values({ paymentId, orderId: order.id, refundNo: refundNoOf(payment), amountFen: payment.amountFen, ...closing })
          .returning();
    if (!refund) throw new HallError('alreadyResolved', Code.badRequest);
    const allBack = await refundedWhenAllBack(tx, order.id);
    await tx.insert(stationLetters).values(refundLetter('settled', order, refund.amountFen));
    await audit(tx, actor, {
      action: 'refund.settle',
      target: `payment:${paymentId}`,
      // A refund asked of the provider before (failed, or not confirmed yet): what it was, beside the note.
      before: existing ? { state: existing.state, refundNo: existing.refundNo, lastError: existing.lastError } : null,
      after: { orderNo: order.orderNo, refundNo: refund.refundNo, amountFen: refund.amountFen, note, orderRefunded: allBack },
    });
    return { state: 'settled' as const, refundNo: refund.refundNo, orderRefunded: allBack };
  });
}
