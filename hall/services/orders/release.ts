import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  discountCodes,
  memberCoupons,
  members,
  orderItems,
  orders,
  pointLedger,
  realNameClaims,
  sessionSeats,
  ticketClasses,
} from '../../db/schema';

type UnpaidOrder = typeof orders.$inferSelect;

/**
 * Ends an unpaid order and gives back everything it held: seats or stock, the coupon, the discount code's use,
 * the points and the real-name claims. The member's cancellation is 'cancelled'; the window running out is
 * 'closed'. The caller has locked the order and made sure no payment reached it.
 */
export async function releaseOrder(tx: Tx, order: UnpaidOrder, reason: 'member' | 'expired', now = new Date()) {
  await tx
    .update(orders)
    .set({ status: reason === 'member' ? 'cancelled' : 'closed', cancelReason: reason, closedAt: now })
    .where(eq(orders.id, order.id));
  await tx
    .update(sessionSeats)
    .set({ status: 'available', orderId: null, holdExpiresAt: null })
    .where(and(eq(sessionSeats.orderId, order.id), eq(sessionSeats.status, 'held')));
  const stock = await tx
    .select({ ticketClassId: orderItems.ticketClassId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), isNull(orderItems.sessionSeatId)))
    .groupBy(orderItems.ticketClassId);
  for (const s of stock) {
    await tx
      .update(ticketClasses)
      .set({ sold: sql`${ticketClasses.sold} - ${s.quantity}` })
      .where(eq(ticketClasses.id, s.ticketClassId!));
  }
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
  await tx.delete(realNameClaims).where(eq(realNameClaims.orderId, order.id));
}
