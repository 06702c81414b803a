import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { discountCodes, memberCoupons, members, orders, realNameClaims, stationLetters } from '../../db/schema';
import { letterLink, letterWords } from '../../i18n/letters';
import { returnPoints, spendPoints } from '../orders/ledger';
import { memberIdOf } from '../orders/kinds/types';
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
    ...letterWords(
      'sessionCancelled',
      { orderNo: order.orderNo, reason: notice.reason },
      { en: { reason: notice.enReason }, body: order.payFen > 0 ? 'paidBody' : 'body' },
    ),
    link: letterLink(`/myOrder?orderId=${order.id}`),
  });
  return true;
}

/** Points an ended order had earned leave the balance, as far as the balance goes. */
async function revokeEarnedPoints(tx: Tx, memberId: number, earned: number, orderId: number) {
  const [member] = await tx.select({ balance: members.pointsBalance }).from(members).where(eq(members.id, memberId)).for('update');
  const taken = Math.min(earned, member.balance);
  if (taken > 0) await spendPoints(tx, memberId, member.balance, taken, orderId, 'order_revoke');
}
