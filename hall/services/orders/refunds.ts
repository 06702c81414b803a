// The box office's refund queue: every payment the hall owes back (one that reached an order after it closed, a
// second payment of one order), refunded through the payment adapters by a staff member. Each refund is recorded
// once, with the number the provider dedupes on, before the provider is asked; a retry after a timeout asks for
// the same refund, so the money leaves once. The member is told by a station letter.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { RefundQueueItem } from '@/lib/contract/staff';
import type { Db, Tx } from '../../db/client';
import { members, orders, payments, refunds, stationLetters } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import type { PaymentProvider } from '../../providers/pay/types';
import { letterOwner } from './kinds/types';
import { audit, type Actor } from '../staff/audit';
import { maskPhone } from '../../platform/mask';

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/**
 * An order that closed keeps none of its money; one that stands keeps its first payment of the right amount. A
 * payment of another amount is never kept (it paid nothing).
 */
const CLOSED = new Set(['invalid', 'closed', 'cancelled']);
function owedPayments(order: OrderRow, paid: PaymentRow[]): PaymentRow[] {
  const sorted = [...paid].sort((a, b) => a.id - b.id);
  if (CLOSED.has(order.status)) return sorted;
  const kept = order.status === 'unpaid' ? undefined : sorted.find((p) => p.amountMatched);
  return sorted.filter((p) => p !== kept);
}

/** What the payer's statement says about the refund. */
function refundReason(order: OrderRow, payment: PaymentRow) {
  if (!payment.amountMatched) return '支付金额与订单不符，原路退回';
  if (order.cancelReason === 'hall') return '演出场次取消，原路退回';
  return order.status === 'invalid' ? '订单已关闭后到账，原路退回' : '重复支付，原路退回';
}

const refundNoOf = (payment: PaymentRow) => `RF${String(payment.id).padStart(10, '0')}`;

/** The queue: orders marked refund pending, each payment owed with its refund's state. */
export async function refundQueue(db: Db): Promise<RefundQueueItem[]> {
  const pending = await db
    .select({ order: orders, phone: members.phone })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(eq(orders.refundState, 'pending'))
    .orderBy(asc(orders.id))
    .limit(200);
  if (!pending.length) return [];
  const ids = pending.map((p) => p.order.id);
  const [paid, done] = await Promise.all([
    db.select().from(payments).where(inArray(payments.orderId, ids)),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)),
  ]);
  return pending.flatMap(({ order, phone }) =>
    owedPayments(
      order,
      paid.filter((p) => p.orderId === order.id),
    ).map((payment) => {
      const refund = done.find((r) => r.paymentId === payment.id);
      return {
        paymentId: payment.id,
        orderId: order.id,
        orderNo: order.orderNo,
        orderStatus: order.status,
        cancelledByHall: order.cancelReason === 'hall',
        kind: order.kind,
        phone: maskPhone(phone),
        provider: payment.provider,
        tradeNo: payment.providerTradeNo,
        amountFen: payment.amountFen,
        amountMatched: payment.amountMatched,
        paidAt: payment.createdAt.toISOString(),
        refund: refund ? { refundNo: refund.refundNo, state: refund.state, lastError: refund.lastError } : null,
      };
    }),
  );
}

/**
 * Refunds one payment owed back. First the refund is recorded (or found, when a clerk retries), then the provider
 * is asked with its number, then the answer is recorded; when no payment of the order is owed any more the order
 * reads refunded and the member gets a letter. Two clerks at once: both ask the provider for the same refund.
 */
export async function refundPayment(db: Db, provider: PaymentProvider, actor: Actor, paymentId: number) {
  const { refund, order, payment } = await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) throw notFound();
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    const owed = owedPayments(order, await tx.select().from(payments).where(eq(payments.orderId, order.id)));
    const [existing] = await tx.select().from(refunds).where(eq(refunds.paymentId, paymentId));
    if (existing?.state === 'succeeded') throw new HallError('alreadyRefunded', Code.badRequest);
    if (order.refundState !== 'pending' || !owed.some((p) => p.id === paymentId)) throw new HallError('notOwed', Code.badRequest);
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
      .where(eq(refunds.id, refund.id));
    throw new HallError('refundFailed', Code.unavailable);
  }
  if (answer.state === 'processing') {
    await db
      .update(refunds)
      .set({ lastError: null, providerRefundId: answer.providerRefundId ?? null })
      .where(eq(refunds.id, refund.id));
    return { state: 'requested' as const, refundNo: refund.refundNo };
  }
  await db.transaction((tx) => settle(tx, actor, refund.id, answer.providerRefundId));
  return { state: 'succeeded' as const, refundNo: refund.refundNo };
}

/** The provider confirmed: the refund succeeded, once; the order is refunded when nothing more is owed. */
async function settle(tx: Tx, actor: Actor, refundId: number, providerRefundId: string | undefined) {
  const [refund] = await tx
    .update(refunds)
    .set({ state: 'succeeded', settledAt: sql`now()`, lastError: null, providerRefundId: providerRefundId ?? null })
    .where(and(eq(refunds.id, refundId), eq(refunds.state, 'requested')))
    .returning();
  if (!refund) return; // another clerk's try settled it first
  const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for('update');
  const owed = owedPayments(order, await tx.select().from(payments).where(eq(payments.orderId, order.id)));
  const settled = await tx
    .select({ paymentId: refunds.paymentId })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.state, 'succeeded')));
  const allBack = owed.every((p) => settled.some((s) => s.paymentId === p.id));
  if (allBack) await tx.update(orders).set({ refundState: 'refunded' }).where(eq(orders.id, order.id));
  const yuan = (refund.amountFen / 100).toFixed(2);
  await tx.insert(stationLetters).values({
    ...letterOwner(order),
    title: '退款已原路退回',
    enTitle: 'Your refund is on its way',
    body: `订单 ${order.orderNo} 的一笔付款 ¥${yuan} 已原路退回，到账时间以支付渠道为准。`,
    enBody: `A payment of ¥${yuan} for order ${order.orderNo} has been refunded to where it came from; when it arrives depends on the payment provider.`,
  });
  await audit(tx, actor, {
    action: 'refund.succeeded',
    target: `payment:${refund.paymentId}`,
    after: { orderNo: order.orderNo, refundNo: refund.refundNo, amountFen: refund.amountFen, orderRefunded: allBack },
  });
}

/** The refunds of the last days, newest first, for the queue's "done" list. */
export async function recentRefunds(db: Db) {
  return db
    .select({
      refundNo: refunds.refundNo,
      orderNo: orders.orderNo,
      amountFen: refunds.amountFen,
      state: refunds.state,
      settledAt: refunds.settledAt,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .orderBy(desc(refunds.id))
    .limit(50);
}
