import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { discountCodes, memberCoupons, orders } from '../../db/schema';
import { returnPoints } from './ledger';
import { orderKind } from './kinds';
import { memberIdOf, type Order } from './kinds/types';

/** The member cancelled, the window ran out, the hall cancelled the session, or a payment came for what could no longer be given. */
export type CloseReason = 'member' | 'expired' | 'hall' | 'undeliverable';

/**
 * Ends an unpaid order of any kind and gives back everything it held: what its kind held (seats, stock,
 * places, claims), then the coupon, the discount code's use and the points, which every kind shares. The
 * member's cancellation (and the hall's) is 'cancelled'; the window running out is 'closed'. The caller has locked the order
 * and made sure no payment reached it.
 */
export async function releaseOrder(tx: Tx, order: Order, reason: CloseReason, now = new Date()) {
  await tx
    .update(orders)
    .set({ status: reason === 'expired' ? 'closed' : 'cancelled', cancelReason: reason, closedAt: now })
    .where(eq(orders.id, order.id));
  const kind = orderKind(order.kind);
  await kind.release(tx, order, now);
  if (order.memberCouponId) {
    await tx
      .update(memberCoupons)
      .set({ status: 'unused', orderId: null })
      .where(and(eq(memberCoupons.id, order.memberCouponId), eq(memberCoupons.status, 'held')));
  }
  if (order.discountCode) {
    await tx
      .update(discountCodes)
      .set({ used: sql`greatest(${discountCodes.used} - 1, 0)` })
      .where(eq(discountCodes.code, order.discountCode.toUpperCase()));
  }
  if (order.pointsUsed > 0) {
    await returnPoints(tx, memberIdOf(order), order.pointsUsed, order.id, kind.pointsLedger?.returned ?? 'order_return');
  }
}
