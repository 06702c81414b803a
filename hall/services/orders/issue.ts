import { eq, sql } from 'drizzle-orm';
import { POINTS_PER_YUAN } from '@/lib/contract/order';
import type { Tx } from '../../db/client';
import { memberCoupons, members, orders, pointLedger } from '../../db/schema';
import { orderKind } from './kinds';
import type { Order } from './kinds/types';

/**
 * A paid order of any kind becomes issued in the same transaction that records its payment: what its kind
 * held becomes the member's (seats sold, places booked …), then, for every kind, the coupon used, points earned
 * (one per whole yuan paid) and the consumption that decides the VIP level. Its entry codes were written with
 * the order and are shown from now on.
 */
export async function issueOrder(tx: Tx, order: Order, payMethod: 'alipay' | 'wechat' | 'points' | 'card', now = new Date()) {
  const orderId = order.id;
  // A venue renter's payment (kind rental) earns no points: points are a member's.
  const { memberId } = order;
  const pointsEarned = memberId === null ? 0 : Math.floor(order.payFen / 100) * POINTS_PER_YUAN;
  await tx.update(orders).set({ status: 'issued', payMethod, paidAt: now, pointsEarned }).where(eq(orders.id, orderId));
  await orderKind(order.kind).issue(tx, order, now);
  if (order.memberCouponId) {
    await tx.update(memberCoupons).set({ status: 'used', usedAt: now }).where(eq(memberCoupons.id, order.memberCouponId));
  }
  if (memberId === null) return;

  const [member] = await tx
    .update(members)
    .set({
      pointsBalance: sql`${members.pointsBalance} + ${pointsEarned}`,
      consumptionFen: sql`${members.consumptionFen} + ${order.payFen}`,
    })
    .where(eq(members.id, memberId))
    .returning({ pointsBalance: members.pointsBalance });
  if (pointsEarned > 0) {
    await tx
      .insert(pointLedger)
      .values({ memberId, delta: pointsEarned, balanceAfter: member.pointsBalance, reason: 'order_earn', orderId });
  }
}
