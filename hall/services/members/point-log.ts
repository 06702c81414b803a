import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { pointLogPage } from '@/lib/contract/member-center';
import type { Db } from '../../db/client';
import { members, pointLedger } from '../../db/schema';
import { notFound } from '../../errors';

/** The member's point ledger newest first; the balance is the member's running sum (members.points_balance). */
export async function listPointLog(db: Db, memberId: number, page: number, pageSize: number): Promise<z.infer<typeof pointLogPage>> {
  const mine = eq(pointLedger.memberId, memberId);
  const [[member], rows, [{ total }]] = await Promise.all([
    db.select({ balance: members.pointsBalance }).from(members).where(eq(members.id, memberId)),
    db
      .select()
      .from(pointLedger)
      .where(mine)
      .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(pointLedger).where(mine),
  ]);
  if (!member) throw notFound();
  return {
    list: rows.map((r) => ({
      id: r.id,
      delta: r.delta,
      balanceAfter: r.balanceAfter,
      reason: r.reason,
      note: r.note ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
    balance: member.balance,
  };
}
