import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { POINTS_PER_YUAN } from '@/lib/contract/order';
import type { Tx } from '../../db/client';
import { memberCoupons, members, orderItems, orders, pointLedger, sessionSeats } from '../../db/schema';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** An e-ticket's code: T and 19 unguessable characters (~97 bits), shown as a QR code and checked at the door. */
const ticketCode = () => `T${[...randomBytes(19)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;

/**
 * A paid order becomes issued in the same transaction that records its payment: seats sold, the coupon used,
 * one e-ticket code per ticket, points earned (README: one per whole yuan paid) and the consumption that
 * decides the VIP level.
 */
export async function issueOrder(tx: Tx, orderId: number, payMethod: 'alipay' | 'wechat' | 'points', now = new Date()) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const pointsEarned = Math.floor(order.payFen / 100) * POINTS_PER_YUAN;
  await tx.update(orders).set({ status: 'issued', payMethod, paidAt: now, pointsEarned }).where(eq(orders.id, orderId));
  await tx
    .update(sessionSeats)
    .set({ status: 'sold', holdExpiresAt: null })
    .where(and(eq(sessionSeats.orderId, orderId), eq(sessionSeats.status, 'held')));
  if (order.memberCouponId) {
    await tx.update(memberCoupons).set({ status: 'used', usedAt: now }).where(eq(memberCoupons.id, order.memberCouponId));
  }
  const items = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId));
  for (const item of items) await tx.update(orderItems).set({ ticketCode: ticketCode() }).where(eq(orderItems.id, item.id));

  const [member] = await tx
    .update(members)
    .set({
      pointsBalance: sql`${members.pointsBalance} + ${pointsEarned}`,
      consumptionFen: sql`${members.consumptionFen} + ${order.payFen}`,
    })
    .where(eq(members.id, order.memberId))
    .returning({ pointsBalance: members.pointsBalance });
  if (pointsEarned > 0) {
    await tx
      .insert(pointLedger)
      .values({ memberId: order.memberId, delta: pointsEarned, balanceAfter: member.pointsBalance, reason: 'order_earn', orderId });
  }
}
