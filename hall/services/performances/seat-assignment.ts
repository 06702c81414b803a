// Which seats of the hall a session sells, and in which class: the console assigns them by area and rows on the
// hall's map. Seats that are held or sold keep their class; seats taken off sale leave the session (and any cart).
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { SeatAssignmentPayload, SeatAssignmentResult, StaffSeatMap } from '@/lib/contract/publishing';
import type { Db, DbOrTx } from '../../db/client';
import { cartItems, hallSeats, halls, performances, sessions, sessionSeats, ticketClasses } from '../../db/schema/index';
import { HallError, notFound } from '../../errors';
import { areaList, drawingOrder, drawnSeat } from './seats';
import { audit, type Actor } from '../staff/audit';
import { sessionForChange, staffSessions } from './session-edit';

export async function getStaffSeatMap(db: DbOrTx, sessionId: number): Promise<StaffSeatMap> {
  const [head] = await db
    .select({
      performanceId: sessions.performanceId,
      mainTitle: performances.mainTitle,
      enMainTitle: performances.enMainTitle,
      hall: { id: halls.id, name: halls.name, enName: halls.enName, width: halls.width, height: halls.height },
    })
    .from(sessions)
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .innerJoin(halls, eq(halls.id, sessions.hallId))
    .where(eq(sessions.id, sessionId));
  if (!head) throw notFound();
  const [session] = await staffSessions(db, { sessionId });
  if (!session) throw notFound();
  const rows = await db
    .select({
      ...drawnSeat,
      ticketClassId: sessionSeats.ticketClassId,
      status: sessionSeats.status,
    })
    .from(hallSeats)
    .leftJoin(sessionSeats, and(eq(sessionSeats.hallSeatId, hallSeats.id), eq(sessionSeats.sessionId, sessionId)))
    .where(eq(hallSeats.hallId, head.hall.id))
    .orderBy(...drawingOrder);

  const { areas, indexOf } = areaList((floor, name, enName): StaffSeatMap['areas'][number] => ({ floor, name, enName, rows: 0 }));
  const seats = rows.map((r): StaffSeatMap['seats'][number] => {
    const area = indexOf(r);
    areas[area].rows = Math.max(areas[area].rows, r.row);
    return [r.id, area, r.row, r.number, r.x, r.y, r.ticketClassId, r.status];
  });
  const { performanceId, mainTitle, enMainTitle, hall } = head;
  return { session: { ...session, performanceId, mainTitle, enMainTitle }, hall, areas, seats };
}

export async function assignSeats(db: Db, actor: Actor, sessionId: number, input: SeatAssignmentPayload): Promise<SeatAssignmentResult> {
  return db.transaction(async (tx) => {
    const session = await sessionForChange(tx, sessionId);
    if (!session.hasSeatMap) throw new HallError('stockNeedsNoMap', Code.badRequest);
    if (input.ticketClassId !== null) {
      const [owned] = await tx
        .select({ stock: ticketClasses.stock })
        .from(ticketClasses)
        .where(and(eq(ticketClasses.id, input.ticketClassId), eq(ticketClasses.sessionId, sessionId)));
      if (!owned) throw new HallError('unknownReference', Code.badRequest);
    }
    const chosen = await tx
      .select({ id: hallSeats.id })
      .from(hallSeats)
      .where(
        and(
          eq(hallSeats.hallId, session.hallId),
          eq(hallSeats.floor, input.floor),
          eq(hallSeats.area, input.area),
          between(hallSeats.row, input.rowFrom, input.rowTo),
        ),
      );
    if (!chosen.length) throw new HallError('unknownReference', Code.badRequest);
    const seatIds = chosen.map((s) => s.id);
    let result: SeatAssignmentResult;
    if (input.ticketClassId !== null) {
      const ticketClassId = input.ticketClassId;
      // A held or sold seat is not moved: its order was priced in its class.
      const assigned = await tx
        .insert(sessionSeats)
        .values(seatIds.map((hallSeatId) => ({ sessionId, hallSeatId, ticketClassId })))
        .onConflictDoUpdate({
          target: [sessionSeats.sessionId, sessionSeats.hallSeatId],
          set: { ticketClassId: sql`excluded.ticket_class_id` },
          setWhere: sql`${sessionSeats.status} = 'available'`,
        })
        .returning({ id: sessionSeats.id });
      result = { assigned: assigned.length, released: 0, skipped: seatIds.length - assigned.length };
    } else {
      const present = await tx
        .select({ id: sessionSeats.id, status: sessionSeats.status })
        .from(sessionSeats)
        .where(and(eq(sessionSeats.sessionId, sessionId), inArray(sessionSeats.hallSeatId, seatIds)));
      const free = present.filter((s) => s.status === 'available').map((s) => s.id);
      if (free.length) {
        await tx.delete(cartItems).where(inArray(cartItems.sessionSeatId, free));
        await tx.delete(sessionSeats).where(and(inArray(sessionSeats.id, free), eq(sessionSeats.status, 'available')));
      }
      result = { assigned: 0, released: free.length, skipped: present.length - free.length };
    }
    await audit(tx, actor, { action: 'seats.assign', target: `session:${sessionId}`, after: { ...input, ...result } });
    return result;
  });
}
