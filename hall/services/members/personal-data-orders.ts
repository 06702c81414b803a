import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { PersonalDataOrder } from '@/lib/contract/data-rights';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, payments, refunds, shopOrders } from '../../db/schema';
import { openOrNull } from '../../platform/personal-data';
import { rowsOf, views } from '../orders/read';

/**
 * Every order of the member, of every kind, as their order pages read it (the pipeline's own views), with what
 * those pages leave out: the holders' certificates in full, where a parcel went, each
 * payment and each refund. Orders the member removed from their list are in it too: the hall still holds them.
 */
export async function ordersForExport(db: DbOrTx, memberId: number, now: Date): Promise<PersonalDataOrder[]> {
  const rows = await rowsOf(db).where(eq(orders.memberId, memberId)).orderBy(desc(orders.createdAt), desc(orders.id));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.order.id);
  const [shown, holders, paid, returned, parcels] = await Promise.all([
    views(db, rows, now),
    db
      .select({ id: orderItems.id, certType: orderItems.buyerCertType, certNo: orderItems.buyerCertNo })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids)),
    db
      .select({
        orderId: payments.orderId,
        provider: payments.provider,
        tradeNo: payments.providerTradeNo,
        amountFen: payments.amountFen,
        at: payments.createdAt,
      })
      .from(payments)
      .where(inArray(payments.orderId, ids))
      .orderBy(asc(payments.id)),
    db
      .select({
        orderId: refunds.orderId,
        refundNo: refunds.refundNo,
        amountFen: refunds.amountFen,
        state: refunds.state,
        at: refunds.createdAt,
        settledAt: refunds.settledAt,
      })
      .from(refunds)
      .where(inArray(refunds.orderId, ids))
      .orderBy(asc(refunds.id)),
    db
      .select({
        orderId: shopOrders.orderId,
        fulfilment: shopOrders.fulfilment,
        receiver: shopOrders.receiver,
        carrier: shopOrders.carrier,
        trackingNo: shopOrders.trackingNo,
      })
      .from(shopOrders)
      .where(inArray(shopOrders.orderId, ids)),
  ]);
  const certOf = new Map(holders.map((h) => [h.id, h]));
  const rowOf = new Map(rows.map((r) => [r.order.id, r.order]));
  return shown.map((view) => {
    const order = rowOf.get(view.id)!;
    const parcel = parcels.find((p) => p.orderId === view.id);
    return {
      ...view,
      removedFromList: order.deletedAt !== null,
      items: view.items.map((item) => ({
        ...item,
        buyerCertType: certOf.get(item.id)?.certType ?? null,
        buyerCertNo: openOrNull(certOf.get(item.id)?.certNo),
      })),
      delivery: parcel
        ? { fulfilment: parcel.fulfilment, receiver: parcel.receiver, carrier: parcel.carrier, trackingNo: parcel.trackingNo }
        : null,
      payments: paid.filter((p) => p.orderId === view.id).map(({ orderId: _o, at, ...p }) => ({ ...p, at: at.toISOString() })),
      refunds: returned
        .filter((r) => r.orderId === view.id)
        .map(({ orderId: _o, at, settledAt, ...r }) => ({ ...r, at: at.toISOString(), settledAt: settledAt?.toISOString() ?? null })),
    };
  });
}
