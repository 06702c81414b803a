// The box office's refund queue (GET /api/staff/refunds): every payment owed back and not back yet, oldest first,
// a page at a time, with the count and the sum of all that the filters match, so nothing owed hides past a page.
import { and, asc, count, desc, eq, sql, sum, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RecentRefund, RefundQueueItem, RefundQueuePage, refundQueueQuery } from '@/lib/contract/staff';
import type { DbOrTx } from '../../db/client';
import { enterpriseUsers, members, orders, payments, refunds } from '../../db/schema';
import { maskPhone } from '../../platform/mask';
import { isOwed, notBack, whyOwed } from './owed';

type Query = z.output<typeof refundQueueQuery>;

/** Paid more than this many days ago (24-hour days: the clerk asks how long money has waited, not which hall day). */
export const olderThan = (column: AnyColumn, days: number) => sql`${column} < now() - ${days} * interval '1 day'`;

function matching(query: Query) {
  const where: SQL[] = [eq(orders.refundState, 'pending'), isOwed, notBack];
  if (query.provider) where.push(eq(payments.provider, query.provider));
  if (query.kind) where.push(eq(orders.kind, query.kind));
  if (query.olderThanDays) where.push(olderThan(payments.createdAt, query.olderThanDays));
  return and(...where);
}

export async function refundQueue(db: DbOrTx, query: Query): Promise<RefundQueuePage<RefundQueueItem>> {
  const where = matching(query);
  const [[totals], rows] = await Promise.all([
    db
      .select({ total: count(), sumFen: sum(payments.amountFen).mapWith(Number) })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .leftJoin(refunds, eq(refunds.paymentId, payments.id))
      .where(where),
    db
      .select({
        payment: payments,
        order: orders,
        refundNo: refunds.refundNo,
        lastError: refunds.lastError,
        // A member's phone, or a venue renter's for a rental payment.
        phone: sql<string>`coalesce(${members.phone}, ${enterpriseUsers.phone}, '')`,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .leftJoin(refunds, eq(refunds.paymentId, payments.id))
      .leftJoin(members, eq(members.id, orders.memberId))
      .leftJoin(enterpriseUsers, eq(enterpriseUsers.id, orders.enterpriseUserId))
      .where(where)
      .orderBy(asc(payments.createdAt), asc(payments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return {
    list: rows.map(({ payment, order, refundNo, lastError, phone }) => ({
      paymentId: payment.id,
      orderId: order.id,
      orderNo: order.orderNo,
      orderStatus: order.status,
      why: whyOwed(order, payment),
      kind: order.kind,
      phone: maskPhone(phone),
      provider: payment.provider,
      tradeNo: payment.providerTradeNo,
      amountFen: payment.amountFen,
      amountMatched: payment.amountMatched,
      paidAt: payment.createdAt.toISOString(),
      refund: refundNo ? { refundNo, state: 'requested' as const, lastError } : null,
    })),
    total: totals.total,
    sumFen: totals.sumFen ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The refunds of the last days, newest first, for the queue's "done" list: refunded, asked, or settled by hand. */
export async function recentRefunds(db: DbOrTx): Promise<RecentRefund[]> {
  const rows = await db
    .select({
      refundNo: refunds.refundNo,
      orderNo: orders.orderNo,
      amountFen: refunds.amountFen,
      state: refunds.state,
      note: refunds.note,
      settledAt: refunds.settledAt,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .orderBy(desc(refunds.id))
    .limit(50);
  return rows.map((r) => ({ ...r, settledAt: r.settledAt?.toISOString() ?? null }));
}
