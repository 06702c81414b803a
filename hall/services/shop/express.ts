import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { ExpressView } from '@/lib/contract/shop';
import type { DbOrTx } from '../../db/client';
import { expressEvents, orders, shopOrders } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { CARRIERS, isCarrier, type ExpressProvider } from '../../providers/express/types';

/** Orders whose goods the hall owes the member: paid (or issued) and not closed, refunded or pending refund. */
const PAID = ['paid', 'issued', 'completed'] as const;

/**
 * The box office hands a parcel to a carrier (the staff console's call; the sandbox's development route until
 * then): a paid delivery order not yet shipped gets its carrier, waybill and time in one conditional update, so
 * two clerks shipping the same order at once ship it once and the second is told.
 */
export async function shipOrder(db: DbOrTx, orderId: number, parcel: { carrier: string; trackingNo: string }, now = new Date()) {
  if (!isCarrier(parcel.carrier)) throw new HallError('unknownCarrier');
  const [row] = await db
    .select({ status: orders.status, kind: orders.kind, fulfilment: shopOrders.fulfilment, shippedAt: shopOrders.shippedAt })
    .from(shopOrders)
    .innerJoin(orders, eq(orders.id, shopOrders.orderId))
    .where(eq(shopOrders.orderId, orderId));
  if (!row) throw notFound();
  if (row.fulfilment !== 'delivery' || !(PAID as readonly string[]).includes(row.status)) throw new HallError('cannotShip');
  const shipped = await db
    .update(shopOrders)
    .set({ carrier: parcel.carrier, trackingNo: parcel.trackingNo, shippedAt: now })
    .where(and(eq(shopOrders.orderId, orderId), isNull(shopOrders.shippedAt)))
    .returning({ orderId: shopOrders.orderId });
  if (!shipped.length) throw new HallError('alreadyShipped');
}

/**
 * Asks the carrier for the parcel's events and keeps the new ones (an event is its time and words: a carrier
 * repeats its whole history on every answer); signed for, the order reads delivered.
 */
export async function refreshTracking(db: DbOrTx, provider: ExpressProvider, orderId: number, phone?: string) {
  const [parcel] = await db.select().from(shopOrders).where(eq(shopOrders.orderId, orderId));
  if (!parcel?.carrier || !parcel.trackingNo) return;
  const report = await provider.query(parcel.carrier, parcel.trackingNo, phone);
  const known = await db
    .select({ time: expressEvents.time, context: expressEvents.context })
    .from(expressEvents)
    .where(eq(expressEvents.orderId, orderId));
  const seen = new Set(known.map((e) => `${e.time.getTime()}|${e.context}`));
  const fresh = report.events.filter((e) => !seen.has(`${e.time.getTime()}|${e.context}`));
  if (fresh.length) await db.insert(expressEvents).values(fresh.map((e) => ({ orderId, ...e })));
  if (report.delivered && !parcel.deliveredAt) {
    const last = report.events.at(-1)?.time ?? new Date();
    await db
      .update(shopOrders)
      .set({ deliveredAt: last })
      .where(and(eq(shopOrders.orderId, orderId), isNull(shopOrders.deliveredAt)));
  }
}

/**
 * GET /api/point_order/express?id=: the member's own shipped parcel, asked afresh of the carrier; when the carrier
 * does not answer, the events already kept are shown (tracking is news, not a promise).
 */
export async function expressOf(
  db: DbOrTx,
  provider: ExpressProvider,
  memberId: number,
  orderId: number,
  log?: (err: unknown) => void,
): Promise<ExpressView> {
  const [own] = await db
    .select({ parcel: shopOrders, receiverPhone: shopOrders.receiver })
    .from(orders)
    .innerJoin(shopOrders, eq(shopOrders.orderId, orders.id))
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.memberId, memberId),
        eq(orders.kind, 'point'),
        isNull(orders.deletedAt),
        inArray(orders.status, [...PAID]),
      ),
    );
  if (!own) throw notFound();
  const { carrier, trackingNo } = own.parcel;
  if (!carrier || !trackingNo) throw new HallError('notShipped');
  if (!own.parcel.deliveredAt) {
    await refreshTracking(db, provider, orderId, own.receiverPhone?.phone).catch((err) => log?.(err));
  }
  const [events, [fresh]] = await Promise.all([
    db.select().from(expressEvents).where(eq(expressEvents.orderId, orderId)).orderBy(desc(expressEvents.time), desc(expressEvents.id)),
    db.select({ deliveredAt: shopOrders.deliveredAt }).from(shopOrders).where(eq(shopOrders.orderId, orderId)),
  ]);
  return {
    carrier,
    carrierName: CARRIERS[carrier] ?? carrier,
    trackingNo,
    delivered: fresh.deliveredAt !== null,
    events: events.map((e) => ({ time: e.time.toISOString(), context: e.context })),
  };
}
