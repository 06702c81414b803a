import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { discountCodes, memberCoupons, members, orders, pointLedger } from '../../db/schema';
import { orderKind } from './kinds';
import type { Order } from './kinds/types';

/**
 * Ends an unpaid order of any kind and gives back everything it held: what its kind held (seats, stock,
 * places, claims), then the coupon, the discount code's use and the points, which every kind shares. The
 * member's cancellation is 'cancelled'; the window running out is 'closed'. The caller has locked the order
 * and made sure no payment reached it.
 */
export async function releaseOrder(tx: Tx, order: Order, reason: 'member' | 'expired', now = new Date()) {
  await tx
    .update(orders)
    .set({ status: reason === 'member' ? 'cancelled' : 'closed', cancelReason: reason, closedAt: now })
    .where(eq(orders.id, order.id));
  await orderKind(order.kind).release(tx, order, now);
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
    const [member] = await tx
      .update(members)
      .set({ pointsBalance: sql`${members.pointsBalance} + ${order.pointsUsed}` })
      .where(eq(members.id, order.memberId))
      .returning({ pointsBalance: members.pointsBalance });
    await tx.insert(pointLedger).values({
      memberId: order.memberId,
      delta: order.pointsUsed,
      balanceAfter: member.pointsBalance,
      reason: 'order_return',
      orderId: order.id,
    });
  }
}
