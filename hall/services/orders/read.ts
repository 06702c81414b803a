import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_TYPES, type OrderKindName, type OrderTab, type OrderType, type OrderView } from '@/lib/contract/order';
import type { Paged } from '@/lib/contract/envelope';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { notFound } from '../../errors';
import { kindsWithTiming, orderKind } from './kinds';
import type { Order, OrderDescription } from './kinds/types';

/**
 * The member's orders of every kind, read by one code: the order row is the pipeline's, what it is for and its
 * lines are its kind's (kinds/<kind>.ts `describe`), and when it takes place is the kind's `timing`.
 */

/** When what an order is for starts or ends, by its kind; NULL for kinds that have no time (goods). */
function kindTime(which: 'startsAt' | 'endsAt'): SQL<Date | null> {
  const cases = kindsWithTiming().map(([name, timing]) => sql`when ${name} then ${timing[which]}`);
  return sql<Date | null>`(case ${orders.kind} ${sql.join(cases, sql` `)} end)`.mapWith((v) => (v === null ? null : new Date(v)));
}
const startsAt = () => kindTime('startsAt');
const endsAt = () => kindTime('endsAt');
/** `now` as the timestamp it is compared with (a bare parameter beside a CASE has no type of its own). */
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** An issued order whose time has passed reads as completed; nothing needs to write that down. */
const shownStatus = (status: OrderView['status'], end: Date | null, now: Date): OrderView['status'] =>
  status === 'issued' && end !== null && end <= now ? 'completed' : status;

/** Invoices are asked for on paid orders, until 30 days after the event (or the payment, for what has no date). */
const INVOICE_DAYS_AFTER = 30;

function tabFilter(tab: OrderTab, now: Date): SQL | undefined {
  switch (tab) {
    case 'unpaid':
      return eq(orders.status, 'unpaid');
    case 'issued':
      return and(eq(orders.status, 'issued'), or(sql`${endsAt()} is null`, gt(endsAt(), at(now))));
    case 'completed':
      return or(eq(orders.status, 'completed'), and(eq(orders.status, 'issued'), lte(endsAt(), at(now))));
    case 'performing':
      // What the member will attend: tickets and visits still ahead.
      return and(inArray(orders.status, ['issued', 'paid']), gt(startsAt(), at(now)));
    default:
      return undefined;
  }
}

const typeFilter = (type: OrderType | undefined) => (type ? inArray(orders.kind, [...ORDER_TYPES[type]]) : undefined);

type Row = { order: Order; endsAt: Date | null };

async function describeAll(db: DbOrTx, rows: Row[]): Promise<Map<number, OrderDescription>> {
  const byKind = new Map<Order['kind'], Order[]>();
  for (const { order } of rows) byKind.set(order.kind, [...(byKind.get(order.kind) ?? []), order]);
  const described = await Promise.all([...byKind].map(([kind, list]) => orderKind(kind).describe(db, list)));
  return new Map(described.flatMap((m) => [...m]));
}

/** The orders as their members read them; the staff console reads the same views (staff-orders.ts). */
export async function views(db: DbOrTx, rows: Row[], now: Date): Promise<OrderView[]> {
  if (!rows.length) return [];
  const described = await describeAll(db, rows);
  return rows.map(({ order: o, endsAt: end }) => {
    const { subject, items, goods } = described.get(o.id)!;
    const status = shownStatus(o.status, end, now);
    const paid = status === 'issued' || status === 'completed' || status === 'paid';
    const invoiceFrom = end ?? o.paidAt ?? o.createdAt;
    const invoiceDeadline = new Date(invoiceFrom.getTime() + INVOICE_DAYS_AFTER * 86_400_000);
    return {
      id: o.id,
      orderNo: o.orderNo,
      status,
      kind: o.kind,
      subject,
      totalFen: o.totalFen,
      couponFen: o.couponFen,
      discountFen: o.discountFen,
      pointsUsed: o.pointsUsed,
      pointsFen: o.pointsFen,
      payFen: o.payFen,
      payMethod: o.payMethod,
      expiresAt: o.expiresAt.toISOString(),
      paidAt: o.paidAt?.toISOString() ?? null,
      createdAt: o.createdAt.toISOString(),
      cancelReason: o.cancelReason,
      refundState: o.refundState,
      invoiceState: o.invoiceState,
      invoiceable: paid && o.payFen > 0 && o.invoiceState === 'none' && invoiceDeadline > now,
      invoice: o.invoice,
      pointsEarned: o.pointsEarned,
      cardTickets: items.filter((item) => item.byCard).length,
      // How far goods have gone means something only once they are paid for.
      goods: goods ? { fulfilment: goods.fulfilment, handover: paid ? goods.handover : null } : null,
      // The code is the ticket: shown only once it is issued and never on a closed order.
      items: items.map((item) => ({ ...item, ticketCode: paid ? item.ticketCode : null })),
    } satisfies OrderView;
  });
}

export const rowsOf = (db: DbOrTx) => db.select({ order: orders, endsAt: endsAt() }).from(orders);

export async function listOrders(
  db: DbOrTx,
  memberId: number,
  {
    tab,
    type,
    kinds,
    page,
    pageSize,
  }: { tab: OrderTab; type?: OrderType; kinds?: readonly OrderKindName[]; page: number; pageSize: number },
  now = new Date(),
): Promise<Paged<OrderView>> {
  const where = and(
    eq(orders.memberId, memberId),
    isNull(orders.deletedAt),
    kinds ? inArray(orders.kind, [...kinds]) : typeFilter(type),
    tabFilter(tab, now),
  );
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await rowsOf(db)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { list: await views(db, rows, now), total, page, pageSize };
}

export async function getOrder(db: DbOrTx, memberId: number, orderId: number, now = new Date()): Promise<OrderView> {
  const rows = await rowsOf(db).where(and(eq(orders.id, orderId), eq(orders.memberId, memberId), isNull(orders.deletedAt)));
  if (!rows.length) throw notFound();
  const [view] = await views(db, rows, now);
  return view;
}
