import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { discountCodes, memberCoupons, members, orders, realNameClaims, stationLetters } from '../../db/schema';
import { returnPoints, spendPoints } from './ledger';
import { memberIdOf } from './kinds/types';
import { returnCardCredits } from '../packages/credits';

/** What the members of a cancelled session are told, in both languages. */
export type CancelNotice = { reason: string; enReason: string };

const STANDING = ['paid', 'issued', 'completed'] as const;

/**
 * The hall ends one paid order of a session it cancelled: the order reads cancelled by the hall and owes its
 * payments back (the refund queue's `pending`), and the member gets back what the order spent besides money (the
 * coupon, the discount code's use, the points, a package card's credits) and loses the points it earned, never below zero. The member is
 * told why by a station letter; the money follows through the refunds. Idempotent: an order already ended is left
 * as it is, so a job that runs again after a crash changes nothing twice.
 */
export async function cancelPaidOrderByHall(tx: Tx, orderId: number, notice: CancelNotice, now = new Date()): Promise<boolean> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...STANDING])))
    .for('update');
  if (!order) return false;
  await tx
    .update(orders)
    .set({ status: 'cancelled', cancelReason: 'hall', closedAt: now, refundState: order.payFen > 0 ? 'pending' : 'none' })
    .where(eq(orders.id, order.id));
  // The same buyer may buy another session of the performance.
  await tx.delete(realNameClaims).where(eq(realNameClaims.orderId, order.id));
  await returnCardCredits(tx, order.id);
  if (order.memberCouponId) {
    await tx
      .update(memberCoupons)
      .set({ status: 'unused', orderId: null, usedAt: null })
      .where(and(eq(memberCoupons.id, order.memberCouponId), eq(memberCoupons.orderId, order.id)));
  }
  if (order.discountCode) {
    await tx
      .update(discountCodes)
      .set({ used: sql`greatest(${discountCodes.used} - 1, 0)` })
      .where(eq(discountCodes.code, order.discountCode.toUpperCase()));
  }
  // A session's orders are its members' tickets.
  const memberId = memberIdOf(order);
  if (order.pointsUsed > 0) await returnPoints(tx, memberId, order.pointsUsed, order.id, 'order_return');
  if (order.pointsEarned > 0) await revokeEarnedPoints(tx, memberId, order.pointsEarned, order.id);
  await tx.insert(stationLetters).values({
    memberId,
    title: '演出场次取消通知',
    enTitle: 'A performance you booked is cancelled',
    body: `很抱歉，订单 ${order.orderNo} 的场次已取消：${notice.reason}。${order.payFen > 0 ? '票款将原路退回，退款完成后另行通知。' : ''}`,
    enBody: `We are sorry: the performance of order ${order.orderNo} is cancelled (${notice.enReason}).${
      order.payFen > 0 ? ' The money will be refunded to where it came from; we will tell you when it is on its way.' : ''
    }`,
  });
  return true;
}

/** Points an ended order had earned leave the balance, as far as the balance goes. */
async function revokeEarnedPoints(tx: Tx, memberId: number, earned: number, orderId: number) {
  const [member] = await tx.select({ balance: members.pointsBalance }).from(members).where(eq(members.id, memberId)).for('update');
  const taken = Math.min(earned, member.balance);
  if (taken > 0) await spendPoints(tx, memberId, member.balance, taken, orderId, 'order_revoke');
}
