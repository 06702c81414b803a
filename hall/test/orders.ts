import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { performances, sessions, sessionSeats, ticketClasses } from '../db/schema';
import type { PaymentProvider } from '../providers/pay/types';
import { orderExpiryWork } from '../services/orders/expiry-work';
import { runDueWork } from '../services/work/periodic';

export type SaleSession = { sessionId: number; performanceId: number; limitPerOrder: number; limitPerMember: number };

/** A seated session on sale now, of a performance with or without real names. */
export async function saleSession(
  db: Db,
  { realName = false, hallCode }: { realName?: boolean; hallCode?: string } = {},
): Promise<SaleSession> {
  const now = new Date();
  const rows = await db
    .select({
      sessionId: sessions.id,
      performanceId: sessions.performanceId,
      limitPerOrder: sessions.limitPerOrder,
      limitPerMember: sessions.limitPerMember,
    })
    .from(sessions)
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .where(
      and(
        eq(sessions.hasSeatMap, true),
        eq(performances.realName, realName),
        lte(performances.saleStartAt, now),
        gt(sessions.startTime, now),
        hallCode ? sql`${sessions.hallId} = (select id from halls where code = ${hallCode})` : undefined,
        sql`(select count(*) from session_seats ss join ticket_classes tc on tc.id = ss.ticket_class_id
             where ss.session_id = ${sessions.id} and ss.status = 'available' and not tc.point_only) >= 60`,
      ),
    )
    .orderBy(sessions.id);
  if (!rows.length) throw new Error('the seed has no seated session on sale');
  return rows[0];
}

/** Free money seats of a session (lowest ids first, skipping `skip`), with their price. */
export async function freeSeats(db: Db, sessionId: number, count: number, { skip = 0, pointOnly = false } = {}) {
  return db
    .select({ id: sessionSeats.id, priceFen: ticketClasses.priceFen, pointPrice: ticketClasses.pointPrice })
    .from(sessionSeats)
    .innerJoin(ticketClasses, eq(ticketClasses.id, sessionSeats.ticketClassId))
    .where(and(eq(sessionSeats.sessionId, sessionId), eq(sessionSeats.status, 'available'), eq(ticketClasses.pointOnly, pointOnly)))
    .orderBy(sessionSeats.id)
    .limit(count)
    .offset(skip);
}

export const seatStatusOf = async (db: Db, ids: number[]) =>
  (
    await db
      .select({ id: sessionSeats.id, status: sessionSeats.status })
      .from(sessionSeats)
      .where(inArray(sessionSeats.id, ids))
      .orderBy(sessionSeats.id)
  ).map((r) => r.status);

/**
 * One pass of the expiry work as an instance runs it (services/orders/expiry-work.ts): the unpaid orders past their
 * window, each closed on its own, units held back after failures skipped. `ran` counts those closed or found paid.
 */
export const sweepExpired = (db: Db, provider: PaymentProvider, now = new Date()) =>
  runDueWork(db, [orderExpiryWork(provider)], now).then((outcome) => outcome.orderExpiry);
