// Sessions as the content staff edit them: times, hall and seat map, limits, sale state and window, with their
// ticket classes and how far each has sold. A session with orders keeps its hall and its seat map.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { SessionPayload, StaffSession, StaffTicketClass } from '@/lib/contract/publishing';
import type { Db, DbOrTx } from '../../db/client';
import { orders, performances, sessions, sessionSeats, ticketClasses } from '../../db/schema/index';
import { HallError, notFound } from '../../errors';
import { isForeignKeyViolation } from '../../platform/db-errors';
import { sessionSaleStatus } from './read';
import { audit, type Actor } from '../staff/audit';
import { STANDING } from '../orders/standing';

type SessionRow = typeof sessions.$inferSelect;

const sessionFields = (row: SessionRow) => ({
  startTime: row.startTime.toISOString(),
  endTime: row.endTime.toISOString(),
  hallId: row.hallId,
  hasSeatMap: row.hasSeatMap,
  limitPerOrder: row.limitPerOrder,
  limitPerMember: row.limitPerMember,
  saleState: row.saleState,
  saleEndAt: row.saleEndAt?.toISOString() ?? null,
});

const ordersOf = (db: DbOrTx, sessionId: number) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.sessionId, sessionId), inArray(orders.status, [...STANDING])))
    .then(([row]) => row.n);

/** The sessions of one performance (played ones too), or one session, each with its classes and their sales. */
export async function staffSessions(db: DbOrTx, which: { performanceId: number } | { sessionId: number }): Promise<StaffSession[]> {
  const rows = await db
    .select({ session: sessions, saleStartAt: performances.saleStartAt })
    .from(sessions)
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .where('sessionId' in which ? eq(sessions.id, which.sessionId) : eq(sessions.performanceId, which.performanceId))
    .orderBy(asc(sessions.startTime));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.session.id);
  const [classes, orderCounts] = await Promise.all([
    db
      .select({
        row: ticketClasses,
        // The outer id is spelled out: Drizzle leaves the columns of a one-table query unqualified, and a bare "id"
        // inside the subquery would mean session_seats.id.
        assignedSeats: sql<number>`(select count(*) from session_seats ss where ss.ticket_class_id = "ticket_classes"."id")::int`,
        soldSeats: sql<number>`(select count(*) from session_seats ss where ss.ticket_class_id = "ticket_classes"."id"
          and ss.status in ('held', 'sold'))::int`,
        freeSeats: sql<number>`(select count(*) from session_seats ss where ss.ticket_class_id = "ticket_classes"."id"
          and ss.status = 'available')::int`,
      })
      .from(ticketClasses)
      .where(inArray(ticketClasses.sessionId, ids))
      .orderBy(asc(ticketClasses.pointOnly), sql`${ticketClasses.priceFen} desc`, asc(ticketClasses.id)),
    db
      .select({ sessionId: orders.sessionId, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(inArray(orders.sessionId, ids), inArray(orders.status, [...STANDING])))
      .groupBy(orders.sessionId),
  ]);
  return rows.map(({ session, saleStartAt }) => {
    const own = classes.filter((c) => c.row.sessionId === session.id);
    const free = own.reduce((n, c) => n + (c.row.stock === null ? c.freeSeats : c.row.stock - c.row.sold), 0);
    return {
      id: session.id,
      ...sessionFields(session),
      saleStatus: sessionSaleStatus(session, saleStartAt, free),
      ticketClasses: own.map((c): StaffTicketClass => ({
        ...ticketClassFields(c.row),
        assignedSeats: c.assignedSeats,
        soldSeats: c.soldSeats,
      })),
      orderCount: orderCounts.find((o) => o.sessionId === session.id)?.n ?? 0,
    };
  });
}

export const ticketClassFields = (row: typeof ticketClasses.$inferSelect) => ({
  id: row.id,
  name: row.name,
  enName: row.enName,
  priceFen: row.priceFen,
  color: row.color,
  pointOnly: row.pointOnly,
  pointPrice: row.pointPrice,
  limitPerMember: row.limitPerMember,
  stock: row.stock,
  sold: row.sold,
});

const columnsOf = (input: SessionPayload) => ({
  ...input,
  startTime: new Date(input.startTime),
  endTime: new Date(input.endTime),
  saleEndAt: input.saleEndAt === null ? null : new Date(input.saleEndAt),
});

export async function createSession(db: Db, actor: Actor, performanceId: number, input: SessionPayload): Promise<{ id: number }> {
  try {
    return await db.transaction(async (tx) => {
      const [performance] = await tx.select({ id: performances.id }).from(performances).where(eq(performances.id, performanceId));
      if (!performance) throw notFound();
      const [row] = await tx
        .insert(sessions)
        .values({ performanceId, ...columnsOf(input) })
        .returning();
      await audit(tx, actor, { action: 'session.create', target: `session:${row.id}`, after: { performanceId, ...sessionFields(row) } });
      return { id: row.id };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HallError('unknownReference', Code.badRequest);
    throw error;
  }
}

/** The session, locked for a change; a cancelled one is final. */
export async function sessionForChange(tx: DbOrTx, id: number): Promise<SessionRow> {
  const [row] = await tx.select().from(sessions).where(eq(sessions.id, id)).for('update');
  if (!row) throw notFound();
  if (row.saleState === 'cancelled') throw new HallError('sessionCancelled', Code.badRequest);
  return row;
}

export async function updateSession(db: Db, actor: Actor, id: number, input: SessionPayload): Promise<{ id: number }> {
  try {
    return await db.transaction(async (tx) => {
      const before = await sessionForChange(tx, id);
      const movesSeats = before.hallId !== input.hallId || before.hasSeatMap !== input.hasSeatMap;
      if (movesSeats) {
        // Seats of another hall mean nothing here: without orders they go, and classes are assigned again.
        if ((await ordersOf(tx, id)) > 0) throw new HallError('sessionHasOrders', Code.badRequest);
        await tx.delete(sessionSeats).where(eq(sessionSeats.sessionId, id));
      }
      const [after] = await tx.update(sessions).set(columnsOf(input)).where(eq(sessions.id, id)).returning();
      await audit(tx, actor, {
        action: 'session.update',
        target: `session:${id}`,
        before: sessionFields(before),
        after: sessionFields(after),
      });
      return { id };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HallError('unknownReference', Code.badRequest);
    throw error;
  }
}
