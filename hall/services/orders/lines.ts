import { and, eq, inArray } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { PriceLine, TicketLines } from '@/lib/contract/order';
import type { DbOrTx } from '../../db/client';
import { hallSeats, performances, sessions, sessionSeats, ticketClasses } from '../../db/schema';
import { HallError, notFound } from '../../errors';

export type SessionForSale = {
  id: number;
  performanceId: number;
  realName: boolean;
  limitPerOrder: number;
  limitPerMember: number;
  hasSeatMap: boolean;
};

/** The session and its performance, refused unless tickets for it are on sale now. */
export async function sessionForSale(db: DbOrTx, sessionId: number, now = new Date()): Promise<SessionForSale> {
  const [row] = await db
    .select({
      id: sessions.id,
      performanceId: sessions.performanceId,
      realName: performances.realName,
      limitPerOrder: sessions.limitPerOrder,
      limitPerMember: sessions.limitPerMember,
      hasSeatMap: sessions.hasSeatMap,
      saleStartAt: performances.saleStartAt,
      startTime: sessions.startTime,
      visible: performances.visible,
    })
    .from(sessions)
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .where(eq(sessions.id, sessionId));
  if (!row || !row.visible) throw notFound();
  if (row.saleStartAt > now || row.startTime <= now) throw new HallError('notOnSale', Code.badRequest);
  const { saleStartAt: _s, startTime: _t, visible: _v, ...session } = row;
  return session;
}

/**
 * The priced lines of a request, as they stand now (availability is checked again when seats are held).
 * Unknown seats or classes of another session are a 40000: the browser only sends what the map showed.
 */
export async function priceLines(db: DbOrTx, session: SessionForSale, lines: TicketLines): Promise<PriceLine[]> {
  if (lines.seatIds?.length) {
    if (!session.hasSeatMap) throw new HallError('noTickets', Code.badRequest);
    const seatIds = [...new Set(lines.seatIds)];
    const rows = await db
      .select({
        sessionSeatId: sessionSeats.id,
        ticketClassId: ticketClasses.id,
        name: ticketClasses.name,
        enName: ticketClasses.enName,
        priceFen: ticketClasses.priceFen,
        pointPrice: ticketClasses.pointPrice,
        pointOnly: ticketClasses.pointOnly,
        floor: hallSeats.floor,
        area: hallSeats.area,
        enArea: hallSeats.enArea,
        row: hallSeats.row,
        number: hallSeats.number,
      })
      .from(sessionSeats)
      .innerJoin(ticketClasses, eq(ticketClasses.id, sessionSeats.ticketClassId))
      .innerJoin(hallSeats, eq(hallSeats.id, sessionSeats.hallSeatId))
      .where(and(eq(sessionSeats.sessionId, session.id), inArray(sessionSeats.id, seatIds)))
      .orderBy(sessionSeats.id);
    if (rows.length !== seatIds.length) throw new HallError('noTickets', Code.badRequest);
    return rows.map(({ floor, area, enArea, row, number, ...r }) => ({ ...r, quantity: 1, seat: { floor, area, enArea, row, number } }));
  }
  const wanted = new Map<number, number>();
  for (const c of lines.classes ?? []) wanted.set(c.ticketClassId, (wanted.get(c.ticketClassId) ?? 0) + c.quantity);
  const rows = await db
    .select()
    .from(ticketClasses)
    .where(and(eq(ticketClasses.sessionId, session.id), inArray(ticketClasses.id, [...wanted.keys()])))
    .orderBy(ticketClasses.id);
  if (rows.length !== wanted.size || session.hasSeatMap) throw new HallError('noTickets', Code.badRequest);
  return rows.map((c) => ({
    ticketClassId: c.id,
    name: c.name,
    enName: c.enName,
    priceFen: c.priceFen,
    pointPrice: c.pointPrice,
    pointOnly: c.pointOnly,
    quantity: wanted.get(c.id)!,
    seat: null,
    sessionSeatId: null,
  }));
}

export const ticketCount = (lines: PriceLine[]) => lines.reduce((n, l) => n + l.quantity, 0);
