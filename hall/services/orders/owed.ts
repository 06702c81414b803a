// What the hall owes back (docs/decisions/payments-and-refunds.md, "What is owed"), said once in SQL so that the refund queue can
// count, sum and page it and the refund and its settling by hand judge a payment by the same rule.
import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OwedWhy } from '@/lib/contract/staff';
import type { DbOrTx } from '../../db/client';
import { orders, payments, refunds } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

const kept = alias(payments, 'kept');

/**
 * Over `payments` joined to its `orders`: the payment is owed back. An order that closed (or was never paid) keeps
 * none of its money; one that stands keeps its first payment of the right amount. A payment of another amount
 * is never kept (it paid nothing).
 */
export const isOwed = sql`(${orders.status} in ('invalid', 'closed', 'cancelled', 'unpaid')
  or not ${payments.amountMatched}
  or ${payments.id} <> (select min(${kept.id}) from ${payments} ${kept} where ${kept.orderId} = ${orders.id} and ${kept.amountMatched}))`;

/** Over `payments` left-joined to its `refunds`: not back yet (no refund, or one the provider has not confirmed). */
export const notBack = or(isNull(refunds.id), eq(refunds.state, 'requested'))!;

/** Whether this payment is owed back by its order (refund pending), whatever its refund's state. */
export async function owedByItsOrder(tx: DbOrTx, paymentId: number) {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.id, paymentId), eq(orders.refundState, 'pending'), isOwed));
  return row !== undefined;
}

/** The order owes nothing more: every payment it owes is refunded or settled by hand. */
export async function nothingMoreOwed(tx: DbOrTx, orderId: number) {
  const [open] = await tx
    .select({ n: count() })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(and(eq(payments.orderId, orderId), isOwed, notBack));
  return open.n === 0;
}

/** Why a payment is owed back: the queue shows it, and the payer's statement reads it (refundReason). */
export function whyOwed(order: Pick<OrderRow, 'status' | 'cancelReason'>, payment: Pick<PaymentRow, 'amountMatched'>): OwedWhy {
  if (!payment.amountMatched) return 'mismatch';
  if (order.cancelReason === 'hall') return 'hall';
  if (order.cancelReason === 'undeliverable') return 'undeliverable';
  if (order.status === 'cancelled') return 'afterCancel';
  if (order.status === 'invalid' || order.status === 'closed') return 'afterClose';
  return 'duplicate';
}
