import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DoorScanResult, DoorSession, ScannedTicket } from '@/lib/contract/door';
import type { Db, DbOrTx } from '../../db/client';
import { admissions, hallSeats, halls, orderItems, orders, performances, sessions, sessionSeats, ticketClasses } from '../../db/schema';
import { notFound } from '../../errors';
import { addDays, hallDate, hallDay } from '../../platform/time';
import { seatLabelColumns } from '../orders/seat-label';
import { audit, type Actor } from '../staff/audit';

type StaffActor = Extract<Actor, { staffId: number }>;

/** Orders whose tickets let their holder in: paid and issued, or completed once the session has ended. */
const VALID = ['paid', 'issued', 'completed'] as const;

type Scan = { sessionId: number; code: string; device: string; entrance: string };

/** A ticket by its code, with its order's state and its admission if any: one query, for the door's half second. */
async function ticketByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({
      itemId: orderItems.id,
      kind: orders.kind,
      status: orders.status,
      refundState: orders.refundState,
      orderNo: orders.orderNo,
      sessionId: orderItems.sessionId,
      title: performances.mainTitle,
      enTitle: performances.enMainTitle,
      startTime: sessions.startTime,
      className: ticketClasses.name,
      enClassName: ticketClasses.enName,
      seat: seatLabelColumns,
      buyerName: orderItems.buyerName,
      certNo: orderItems.buyerCertNo,
      admittedAt: admissions.admittedAt,
      device: admissions.device,
      entrance: admissions.entrance,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(sessions, eq(sessions.id, orderItems.sessionId))
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .innerJoin(ticketClasses, eq(ticketClasses.id, orderItems.ticketClassId))
    .leftJoin(sessionSeats, eq(sessionSeats.id, orderItems.sessionSeatId))
    .leftJoin(hallSeats, eq(hallSeats.id, sessionSeats.hallSeatId))
    .leftJoin(admissions, eq(admissions.orderItemId, orderItems.id))
    .where(eq(orderItems.ticketCode, code));
  return row;
}

type Found = NonNullable<Awaited<ReturnType<typeof ticketByCode>>>;

const ticketOf = (row: Found, code: string): ScannedTicket => ({
  code,
  orderNo: row.orderNo,
  sessionId: row.sessionId!,
  title: row.title,
  enTitle: row.enTitle,
  startTime: row.startTime.toISOString(),
  className: row.className,
  enClassName: row.enClassName,
  seat: row.seat,
  buyerName: row.buyerName,
  certTail: row.certNo ? row.certNo.slice(-4) : null,
});

const answer = (result: DoorScanResult['result'], fields: Partial<DoorScanResult> = {}): DoorScanResult => ({
  result,
  ticket: null,
  admittedAt: null,
  device: null,
  entrance: null,
  reason: null,
  ...fields,
});

/**
 * POST /api/staff/door/scan: one ticket at the door of one session. Unknown codes, tickets of another session or
 * day, and tickets whose order no longer stands are refused with what the door staff need to say; a valid ticket
 * is let in once: the admission's primary key decides between two devices scanning it at the same moment, and the
 * one that loses is told when and where it went in.
 */
export async function scanTicket(db: Db, actor: StaffActor, scan: Scan, now = new Date()): Promise<DoorScanResult> {
  const row = await ticketByCode(db, scan.code);
  if (!row || row.kind !== 'performance') return answer('unknown');
  const ticket = ticketOf(row, scan.code);
  if (row.refundState === 'refunded' || row.refundState === 'pending') return answer('void', { ticket, reason: 'refunded' });
  if (!(VALID as readonly string[]).includes(row.status)) {
    const reason = row.status === 'unpaid' ? 'unpaid' : row.status === 'closed' ? 'closed' : 'cancelled';
    return answer('void', { ticket, reason });
  }
  if (row.sessionId !== scan.sessionId) return answer('wrongSession', { ticket });
  if (row.admittedAt)
    return answer('already', { ticket, admittedAt: row.admittedAt.toISOString(), device: row.device, entrance: row.entrance });

  // Let in and written in the audit log together; the admission's key settles a race with another device.
  const admitted = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(admissions)
      .values({
        orderItemId: row.itemId,
        sessionId: scan.sessionId,
        staffId: actor.staffId,
        device: scan.device,
        entrance: scan.entrance,
        admittedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      await audit(tx, actor, {
        action: 'ticket.admit',
        target: `ticket:${scan.code}`,
        after: { orderNo: row.orderNo, sessionId: scan.sessionId, device: scan.device, entrance: scan.entrance },
      });
    }
    return inserted;
  });
  if (admitted) return answer('admitted', { ticket, admittedAt: now.toISOString(), device: scan.device, entrance: scan.entrance });
  const [first] = await db.select().from(admissions).where(eq(admissions.orderItemId, row.itemId));
  return answer('already', { ticket, admittedAt: first.admittedAt.toISOString(), device: first.device, entrance: first.entrance });
}

/** The sessions of a hall day (default today) with their counts, soonest first: what a door may choose to guard. */
export async function doorSessions(db: DbOrTx, date: string | undefined, now = new Date()): Promise<DoorSession[]> {
  const from = hallDay(date ?? hallDate(now));
  const to = addDays(from, 1);
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(gte(sessions.startTime, from), lt(sessions.startTime, to), sql`${sessions.saleState} <> 'cancelled'`))
    .orderBy(asc(sessions.startTime));
  return countsOf(
    db,
    rows.map((r) => r.id),
  );
}

/** GET /api/staff/door/sessions/:id: one session's counts, live. */
export async function doorSession(db: DbOrTx, sessionId: number): Promise<DoorSession> {
  const [one] = await countsOf(db, [sessionId]);
  if (!one) throw notFound();
  return one;
}

async function countsOf(db: DbOrTx, ids: number[]): Promise<DoorSession[]> {
  if (!ids.length) return [];
  const [heads, expected, entrances] = await Promise.all([
    db
      .select({
        sessionId: sessions.id,
        title: performances.mainTitle,
        enTitle: performances.enMainTitle,
        startTime: sessions.startTime,
        place: halls.name,
        enPlace: halls.enName,
      })
      .from(sessions)
      .innerJoin(performances, eq(performances.id, sessions.performanceId))
      .innerJoin(halls, eq(halls.id, sessions.hallId))
      .where(inArray(sessions.id, ids))
      .orderBy(asc(sessions.startTime)),
    db
      .select({ sessionId: orderItems.sessionId, n: sql<number>`count(*)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          inArray(orderItems.sessionId, ids),
          eq(orders.kind, 'performance'),
          inArray(orders.status, [...VALID]),
          sql`${orders.refundState} = 'none'`,
        ),
      )
      .groupBy(orderItems.sessionId),
    db
      .select({ sessionId: admissions.sessionId, entrance: admissions.entrance, n: sql<number>`count(*)::int` })
      .from(admissions)
      .where(inArray(admissions.sessionId, ids))
      .groupBy(admissions.sessionId, admissions.entrance)
      .orderBy(asc(admissions.entrance)),
  ]);
  return heads.map((h) => {
    const byEntrance = entrances.filter((e) => e.sessionId === h.sessionId).map((e) => ({ entrance: e.entrance, admitted: e.n }));
    return {
      ...h,
      startTime: h.startTime.toISOString(),
      expected: expected.find((e) => e.sessionId === h.sessionId)?.n ?? 0,
      admitted: byEntrance.reduce((n, e) => n + e.admitted, 0),
      byEntrance,
    };
  });
}
