import { and, count, desc, eq, gt, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { OrderTab, OrderView } from '@/lib/contract/order';
import type { Paged } from '@/lib/contract/envelope';
import type { DbOrTx } from '../../db/client';
import { hallSeats, halls, orderItems, orders, performances, sessions, sessionSeats, ticketClasses } from '../../db/schema';
import { notFound } from '../../errors';

/** An issued order whose session has ended reads as completed; nothing needs to write that down. */
const shownStatus = (status: OrderView['status'], endTime: Date, now: Date): OrderView['status'] =>
  status === 'issued' && endTime <= now ? 'completed' : status;

/** Paper or electronic invoices are asked for on paid orders, until the session has ended 30 days ago. */
const INVOICE_DAYS_AFTER = 30;

function tabFilter(tab: OrderTab, now: Date): SQL | undefined {
  switch (tab) {
    case 'unpaid':
      return eq(orders.status, 'unpaid');
    case 'issued':
      return and(eq(orders.status, 'issued'), gt(sessions.endTime, now));
    case 'completed':
      return and(inArray(orders.status, ['issued', 'completed']), lte(sessions.endTime, now));
    case 'performing':
      // Tickets for sessions still ahead: what the member will attend.
      return and(inArray(orders.status, ['issued', 'paid']), gt(sessions.startTime, now));
    default:
      return undefined;
  }
}

const orderColumns = {
  order: orders,
  performanceId: sessions.performanceId,
  mainTitle: performances.mainTitle,
  enMainTitle: performances.enMainTitle,
  poster: performances.poster,
  startTime: sessions.startTime,
  endTime: sessions.endTime,
  hallName: halls.name,
  hallEnName: halls.enName,
};

const baseQuery = (db: DbOrTx) =>
  db
    .select(orderColumns)
    .from(orders)
    .innerJoin(sessions, eq(sessions.id, orders.sessionId))
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .innerJoin(halls, eq(halls.id, sessions.hallId));

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

async function withItems(db: DbOrTx, rows: Row[], now: Date): Promise<OrderView[]> {
  if (!rows.length) return [];
  const items = await db
    .select({
      orderId: orderItems.orderId,
      id: orderItems.id,
      ticketClassName: ticketClasses.name,
      ticketClassEnName: ticketClasses.enName,
      priceFen: orderItems.priceFen,
      pointPrice: orderItems.pointPrice,
      quantity: orderItems.quantity,
      buyerName: orderItems.buyerName,
      ticketCode: orderItems.ticketCode,
      floor: hallSeats.floor,
      area: hallSeats.area,
      enArea: hallSeats.enArea,
      row: hallSeats.row,
      number: hallSeats.number,
    })
    .from(orderItems)
    .innerJoin(ticketClasses, eq(ticketClasses.id, orderItems.ticketClassId))
    .leftJoin(sessionSeats, eq(sessionSeats.id, orderItems.sessionSeatId))
    .leftJoin(hallSeats, eq(hallSeats.id, sessionSeats.hallSeatId))
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(orderItems.id);
  return rows.map(({ order: o, endTime, ...r }) => {
    const status = shownStatus(o.status, endTime, now);
    const paid = status === 'issued' || status === 'completed' || status === 'paid';
    const invoiceDeadline = new Date(endTime.getTime() + INVOICE_DAYS_AFTER * 86_400_000);
    return {
      id: o.id,
      orderNo: o.orderNo,
      status,
      kind: 'performance',
      ...r,
      sessionId: o.sessionId!,
      startTime: r.startTime.toISOString(),
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
      pointsEarned: o.pointsEarned,
      items: items
        .filter((i) => i.orderId === o.id)
        .map(({ orderId: _o, floor, area, enArea, row, number, ticketCode, ...i }) => ({
          ...i,
          seat: floor === null ? null : { floor, area: area!, enArea: enArea!, row: row!, number: number! },
          // The code is the ticket: shown only once it is issued and never on a closed order.
          ticketCode: paid ? ticketCode : null,
        })),
    } satisfies OrderView;
  });
}

export async function listOrders(
  db: DbOrTx,
  memberId: number,
  tab: OrderTab,
  page: number,
  pageSize: number,
  now = new Date(),
): Promise<Paged<OrderView>> {
  const where = and(eq(orders.memberId, memberId), isNull(orders.deletedAt), eq(orders.kind, 'performance'), tabFilter(tab, now));
  const [{ total }] = await db.select({ total: count() }).from(orders).innerJoin(sessions, eq(sessions.id, orders.sessionId)).where(where);
  const rows = await baseQuery(db)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { list: await withItems(db, rows, now), total, page, pageSize };
}

export async function getOrder(db: DbOrTx, memberId: number, orderId: number, now = new Date()): Promise<OrderView> {
  const rows = await baseQuery(db).where(and(eq(orders.id, orderId), eq(orders.memberId, memberId), isNull(orders.deletedAt)));
  if (!rows.length) throw notFound();
  const [view] = await withItems(db, rows, now);
  return view;
}
