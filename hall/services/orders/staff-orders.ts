// The box office's order search and order detail: any member's orders, found by order number, phone or a name
// on the order, read as the member reads them (read.ts `views`) with whose they are, their payments and provider
// trades, their refunds, and what happened to them when.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Paged } from '@/lib/contract/envelope';
import type { StaffOrderDetail, StaffOrderView, staffOrderQuery } from '@/lib/contract/staff';
import type { Db } from '../../db/client';
import { members, orderItems, orders, payments, refunds } from '../../db/schema';
import { notFound } from '../../errors';
import { containing, startingWith } from '../../platform/like';
import { rowsOf, views } from './read';

function matching(q: string): SQL | undefined {
  if (!q) return undefined;
  if (/^H\d{1,22}$/i.test(q)) return ilike(orders.orderNo, startingWith(q));
  if (/^1\d{10}$/.test(q)) return eq(members.phone, q);
  const pattern = containing(q);
  const namedOnTicket = sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.buyerName} ilike ${pattern})`;
  return or(ilike(members.name, pattern), namedOnTicket);
}

type Owner = StaffOrderView['member'];
const owner = { id: members.id, phone: members.phone, name: members.name };
const withOwners = (list: Awaited<ReturnType<typeof views>>, owners: Map<number, Owner>): StaffOrderView[] =>
  list.map((view) => ({ ...view, member: owners.get(view.id)! }));

export async function searchOrders(db: Db, query: z.output<typeof staffOrderQuery>, now = new Date()): Promise<Paged<StaffOrderView>> {
  const where = and(matching(query.q), query.sessionId ? eq(orders.sessionId, query.sessionId) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(orders).innerJoin(members, eq(members.id, orders.memberId)).where(where);
  // The page's orders with whose they are, in the query that finds them.
  const found = await db
    .select({ id: orders.id, member: owner })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  if (!found.length) return { list: [], total, page: query.page, pageSize: query.pageSize };
  const rows = await rowsOf(db)
    .where(
      inArray(
        orders.id,
        found.map((r) => r.id),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const owners = new Map(found.map((r) => [r.id, r.member]));
  return { list: withOwners(await views(db, rows, now), owners), total, page: query.page, pageSize: query.pageSize };
}

export async function staffOrderDetail(db: Db, orderId: number, now = new Date()): Promise<StaffOrderDetail> {
  const rows = await rowsOf(db).where(eq(orders.id, orderId));
  if (!rows.length) throw notFound();
  const order = rows[0].order;
  // A venue renter's payment is the rental staff's to read (/console/rental), not the box office's.
  if (order.memberId === null) throw notFound();
  const [member] = await db.select(owner).from(members).where(eq(members.id, order.memberId));
  const [view] = withOwners(await views(db, rows, now), new Map([[order.id, member]]));
  const [paid, back] = await Promise.all([
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id)),
  ]);
  const history: StaffOrderDetail['history'] = [
    { at: order.createdAt.toISOString(), event: 'placed' as const },
    ...(order.paidAt ? [{ at: order.paidAt.toISOString(), event: 'paid' as const }] : []),
    // The first payment issued the order ("paid"); any other (late, or a second one) shows on its own.
    ...paid.slice(order.paidAt ? 1 : 0).map((p) => ({ at: p.createdAt.toISOString(), event: 'payment' as const })),
    ...(order.closedAt ? [{ at: order.closedAt.toISOString(), event: 'closed' as const }] : []),
    // A payment settled by hand (returned another way, checked on the provider's platform) was never sent from here.
    ...back.flatMap((r): StaffOrderDetail['history'] =>
      r.state === 'settled'
        ? [{ at: (r.settledAt ?? r.createdAt).toISOString(), event: 'settledByHand' }]
        : [
            { at: r.createdAt.toISOString(), event: 'refundRequested' },
            ...(r.settledAt ? [{ at: r.settledAt.toISOString(), event: 'refunded' as const }] : []),
          ],
    ),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return {
    ...view,
    payments: paid.map((p) => ({
      id: p.id,
      provider: p.provider,
      tradeNo: p.providerTradeNo,
      amountFen: p.amountFen,
      at: p.createdAt.toISOString(),
    })),
    refunds: back.map((r) => ({
      refundNo: r.refundNo,
      amountFen: r.amountFen,
      state: r.state,
      at: r.createdAt.toISOString(),
      settledAt: r.settledAt?.toISOString() ?? null,
    })),
    history,
  };
}
