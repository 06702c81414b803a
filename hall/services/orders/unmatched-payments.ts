// Money a provider vouched for that pays no order of the hall's (an order number it does not know, or a signed
// notification it cannot read as a payment): recorded once, listed in the box office's refund queue, refunded
// through the provider with a number it dedupes on (so the money leaves once), or reconciled by hand with a note
// (also after a refund failed, or while one is still asked for).
import { createHash } from 'node:crypto';
import { and, asc, count, eq, isNull, sql, sum, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { Code } from '@/lib/contract/codes';
import type { RefundQueuePage, UnmatchedPaymentView, unmatchedQueueQuery } from '@/lib/contract/staff';
import type { Db, DbOrTx } from '../../db/client';
import { unmatchedPayments } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import type { MalformedNotification, PaymentProvider } from '../../providers/pay/types';
import { audit, type Actor } from '../staff/audit';
import { statementReason } from './refund-letter';
import { olderThan } from './refund-queue';

type Unmatched = typeof unmatchedPayments.$inferInsert;

/** Kept once per provider and reference: a provider notifying again adds nothing. */
export async function recordUnmatched(tx: DbOrTx, row: Unmatched) {
  await tx.insert(unmatchedPayments).values(row).onConflictDoNothing();
}

/**
 * A signed notification the adapter could not read as a payment: what was verified is kept, under the provider's
 * trade number when it has one and otherwise the SHA-256 of the body (the same notification sent again is the same
 * record). The amount is kept only when it reads as one.
 */
export async function recordMalformed(db: DbOrTx, error: MalformedNotification, rawBody: string) {
  const { orderNo, tradeNo, amountFen } = error.known;
  await recordUnmatched(db, {
    provider: error.provider,
    reason: 'malformed',
    reference: tradeNo ?? `sha256:${createHash('sha256').update(rawBody).digest('hex')}`,
    orderNo: orderNo ?? null,
    tradeNo: tradeNo ?? null,
    amountFen: amountFen ?? null,
    raw: { ...error.fields, problem: error.message },
  });
}

const view = (r: typeof unmatchedPayments.$inferSelect): UnmatchedPaymentView => ({
  id: r.id,
  provider: r.provider,
  reason: r.reason,
  orderNo: r.orderNo,
  tradeNo: r.tradeNo,
  amountFen: r.amountFen,
  receivedAt: r.receivedAt.toISOString(),
  refundable: refundable(r),
  refund: r.refundNo ? { refundNo: r.refundNo, state: r.refundState, lastError: r.lastError } : null,
});

/** A refund needs what the provider refunds by: its trade, the merchant's order number and the amount. */
const refundable = (r: typeof unmatchedPayments.$inferSelect) => !!(r.tradeNo && r.orderNo && r.amountFen);

/**
 * The refund queue's second list: unmatched money not yet refunded or reconciled, oldest first, a page at a time,
 * with the count and the sum of the amounts known of all that the filters match.
 */
export async function unmatchedQueue(
  db: DbOrTx,
  query: z.output<typeof unmatchedQueueQuery>,
): Promise<RefundQueuePage<UnmatchedPaymentView>> {
  const filters: SQL[] = [isNull(unmatchedPayments.resolvedAt)];
  if (query.provider) filters.push(eq(unmatchedPayments.provider, query.provider));
  if (query.reason) filters.push(eq(unmatchedPayments.reason, query.reason));
  if (query.olderThanDays) filters.push(olderThan(unmatchedPayments.receivedAt, query.olderThanDays));
  const where = and(...filters);
  const [[totals], rows] = await Promise.all([
    db
      .select({ total: count(), sumFen: sum(unmatchedPayments.amountFen).mapWith(Number) })
      .from(unmatchedPayments)
      .where(where),
    db
      .select()
      .from(unmatchedPayments)
      .where(where)
      .orderBy(asc(unmatchedPayments.receivedAt), asc(unmatchedPayments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return { list: rows.map(view), total: totals.total, sumFen: totals.sumFen ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * Refunds one unmatched payment in full: its refund number is recorded before the provider is asked (a retry asks
 * for the same refund), then the answer; once the provider confirms, the record is resolved.
 */
export async function refundUnmatched(db: Db, provider: PaymentProvider, actor: Actor, id: number) {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(unmatchedPayments).where(eq(unmatchedPayments.id, id)).for('update');
    if (!current) throw notFound();
    if (current.resolvedAt)
      throw new HallError(current.refundState === 'succeeded' ? 'alreadyRefunded' : 'alreadyResolved', Code.badRequest);
    if (!refundable(current)) throw new HallError('notRefundable', Code.badRequest);
    if (current.refundNo) return current;
    const [asked] = await tx
      .update(unmatchedPayments)
      .set({ refundNo: `RU${String(id).padStart(10, '0')}`, refundState: 'requested' })
      .where(eq(unmatchedPayments.id, id))
      .returning();
    await audit(tx, actor, {
      action: 'refund.request',
      target: `unmatched:${id}`,
      after: { orderNo: asked.orderNo, tradeNo: asked.tradeNo, refundNo: asked.refundNo, amountFen: asked.amountFen },
    });
    return asked;
  });
  let answer;
  try {
    answer = await provider.refund(row.provider, {
      orderNo: row.orderNo!,
      tradeNo: row.tradeNo!,
      refundNo: row.refundNo!,
      amountFen: row.amountFen!,
      totalFen: row.amountFen!,
      reason: statementReason('unmatched'),
    });
  } catch (error) {
    await db
      .update(unmatchedPayments)
      .set({ lastError: String((error as Error).message).slice(0, 500) })
      .where(and(eq(unmatchedPayments.id, id), isNull(unmatchedPayments.resolvedAt)));
    throw new HallError('refundFailed', Code.unavailable);
  }
  if (answer.state === 'processing') {
    await db
      .update(unmatchedPayments)
      .set({ lastError: null, providerRefundId: answer.providerRefundId ?? null })
      .where(eq(unmatchedPayments.id, id));
    return { state: 'requested' as const, refundNo: row.refundNo! };
  }
  await db.transaction(async (tx) => {
    // Once, whatever the clerks. Settled by hand meanwhile, the record keeps its note and gains the provider's word.
    const [settled] = await tx
      .update(unmatchedPayments)
      .set({
        refundState: 'succeeded',
        providerRefundId: answer.providerRefundId ?? null,
        lastError: null,
        resolvedAt: sql`coalesce(${unmatchedPayments.resolvedAt}, now())`,
        resolvedBy: sql`coalesce(${unmatchedPayments.resolvedBy}, ${actor.staffId}::int)`,
        resolution: sql`coalesce(${unmatchedPayments.resolution}, 'refunded')`,
      })
      .where(and(eq(unmatchedPayments.id, id), eq(unmatchedPayments.refundState, 'requested')))
      .returning();
    if (settled)
      await audit(tx, actor, {
        action: 'refund.succeeded',
        target: `unmatched:${id}`,
        after: { refundNo: settled.refundNo, ...(settled.resolution === 'refunded' ? {} : { settledByHandBefore: true }) },
      });
  });
  return { state: 'succeeded' as const, refundNo: row.refundNo! };
}

/**
 * Resolves one by hand: money the provider's merchant platform shows settled otherwise (a refund made there, a
 * payment matched by the finance office). The note says how; the audit log says who. Allowed after a failed
 * refund and while one is still asked for (it may yet succeed at the provider: the clerk checked the platform, and
 * the entry keeps the refund that was asked beside the note). Once: the second clerk is told it is settled.
 */
export async function reconcileUnmatched(db: Db, actor: Actor, id: number, note: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(unmatchedPayments)
      .set({ resolvedAt: sql`now()`, resolvedBy: actor.staffId, resolution: note })
      .where(and(eq(unmatchedPayments.id, id), isNull(unmatchedPayments.resolvedAt)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: unmatchedPayments.id }).from(unmatchedPayments).where(eq(unmatchedPayments.id, id));
      if (!exists) throw notFound();
      throw new HallError('alreadyResolved', Code.badRequest);
    }
    const refund = row.refundNo ? { state: row.refundState, refundNo: row.refundNo, lastError: row.lastError } : null;
    await audit(tx, actor, { action: 'unmatched.reconcile', target: `unmatched:${id}`, after: { note, refund } });
    return view(row);
  });
}
