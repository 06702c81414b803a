// The member's activity sign-ups (GET /api/member/activity): their live orders for sessions of activities.
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Paged } from '@/lib/contract/envelope';
import type { MemberActivityView } from '@/lib/contract/member-activities';
import type { DbOrTx } from '../../db/client';
import { halls, orderItems, orders, performances, sessions } from '../../db/schema';

const LIVE = ['unpaid', 'paid', 'issued', 'completed'] as const;

export async function memberActivities(
  db: DbOrTx,
  memberId: number,
  q: { when: 'coming' | 'past'; page: number; pageSize: number },
  now = new Date(),
): Promise<Paged<MemberActivityView>> {
  const where = and(
    eq(orders.memberId, memberId),
    inArray(orders.status, [...LIVE]),
    isNull(orders.deletedAt),
    eq(performances.category, 1),
    q.when === 'coming' ? gt(sessions.endTime, now) : lte(sessions.endTime, now),
  );
  // By the order's lines, not orders.session_id: an order from the cart may hold sessions of several projects.
  // One row per order and session.
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        orderId: orders.id,
        orderNo: orders.orderNo,
        status: orders.status,
        projectId: performances.id,
        mainTitle: performances.mainTitle,
        enMainTitle: performances.enMainTitle,
        sessionId: sessions.id,
        startTime: sessions.startTime,
        venueName: halls.name,
        enVenueName: halls.enName,
        tickets: sql<number>`sum(${orderItems.quantity})::int`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(sessions, eq(sessions.id, orderItems.sessionId))
      .innerJoin(performances, eq(performances.id, sessions.performanceId))
      .innerJoin(halls, eq(halls.id, sessions.hallId))
      .where(where)
      .groupBy(orders.id, performances.id, sessions.id, halls.id)
      .orderBy(q.when === 'coming' ? asc(sessions.startTime) : desc(sessions.startTime), asc(orders.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ total: sql<number>`count(distinct (${orders.id}, ${sessions.id}))::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(sessions, eq(sessions.id, orderItems.sessionId))
      .innerJoin(performances, eq(performances.id, sessions.performanceId))
      .where(where),
  ]);
  const list = rows.map((r) => ({ ...r, status: r.status as MemberActivityView['status'], startTime: r.startTime.toISOString() }));
  return { list, total, page: q.page, pageSize: q.pageSize };
}
