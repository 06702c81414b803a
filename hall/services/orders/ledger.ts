import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { members, pointLedger } from '../../db/schema';

/** Why points moved, as /userPointLog names it. */
type Reason = (typeof pointLedger.$inferInsert)['reason'];

/**
 * Points leave the balance and the ledger says why, in one step. The caller holds the member's row locked
 * and read `balance` under that lock, so the balance and the ledger's running total cannot part.
 */
export async function spendPoints(tx: Tx, memberId: number, balance: number, points: number, orderId: number, reason: Reason) {
  await tx
    .update(members)
    .set({ pointsBalance: balance - points })
    .where(eq(members.id, memberId));
  await tx.insert(pointLedger).values({ memberId, delta: -points, balanceAfter: balance - points, reason, orderId });
}

/** Points an order spent go back (its window ran out, or the member cancelled it). */
export async function returnPoints(tx: Tx, memberId: number, points: number, orderId: number, reason: Reason) {
  const [member] = await tx
    .update(members)
    .set({ pointsBalance: sql`${members.pointsBalance} + ${points}` })
    .where(eq(members.id, memberId))
    .returning({ pointsBalance: members.pointsBalance });
  await tx.insert(pointLedger).values({ memberId, delta: points, balanceAfter: member.pointsBalance, reason, orderId });
}
