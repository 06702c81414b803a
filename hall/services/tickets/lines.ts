import { and, eq, inArray, sql } from 'drizzle-orm';
import { perDatabase } from '../../db/per-database';
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
  startTime: Date;
};

/** What a request for tickets finds: the session on sale, its priced lines, and the chosen seats no longer free. */
export type TicketsForSale = { session: SessionForSale; lines: PriceLine[]; taken: number[] };

const sessionColumns = {
  id: sessions.id,
  performanceId: sessions.performanceId,
  realName: performances.realName,
  limitPerOrder: sessions.limitPerOrder,
  limitPerMember: sessions.limitPerMember,
  hasSeatMap: sessions.hasSeatMap,
  saleStartAt: performances.saleStartAt,
  startTime: sessions.startTime,
  saleState: sessions.saleState,
  saleEndAt: sessions.saleEndAt,
  visible: performances.visible,
};

type SessionRow = { [K in Exclude<keyof typeof sessionColumns, 'saleEndAt'>]: (typeof sessionColumns)[K]['_']['data'] } & {
  saleEndAt: Date | null;
};

function onSale(row: SessionRow | undefined, now: Date): SessionForSale {
  if (!row || !row.visible) throw notFound();
  const closesAt = row.saleEndAt ?? row.startTime;
  if (row.saleState !== 'on_sale' || row.saleStartAt > now || closesAt <= now || row.startTime <= now)
    throw new HallError('notOnSale', Code.badRequest);
  const { saleStartAt: _s, saleState: _st, saleEndAt: _e, visible: _v, ...session } = row;
  return session;
}

const noTickets = () => new HallError('noTickets', Code.badRequest);

/** The session and its performance, refused unless tickets for it are on sale now. */
export async function sessionForSale(db: DbOrTx, sessionId: number, now = new Date()): Promise<SessionForSale> {
  const [row] = await db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .where(eq(sessions.id, sessionId));
  return onSale(row, now);
}

/**
 * The session, the priced lines of a request and, for seats, which of them are no longer available, read in one
 * round trip: in an on-sale this runs for every order asked for, most of them refused, so it must not cost three.
 * Unknown seats or classes of another session are a 40000: the browser only sends what the map showed.
 * Availability is only a first look here; seats are held by a conditional update under the order's lock.
 */
export async function ticketsForSale(db: DbOrTx, request: TicketLines, now = new Date(), offerId?: number): Promise<TicketsForSale> {
  return request.seatIds?.length
    ? seatsForSale(db, request.sessionId, [...new Set(request.seatIds)], now, offerId)
    : classesForSale(db, request, now);
}

/**
 * The first look at a seat order, built once per database and prepared (a named statement on each PostgreSQL
 * connection): in an on-sale it runs for nearly every request, and building it with drizzle each time was a
 * tenth of the hall API's time.
 */
const seatLinesQuery = perDatabase((db) =>
  db
    .select({
      session: sessionColumns,
      sessionSeatId: sessionSeats.id,
      status: sessionSeats.status,
      offerId: sessionSeats.offerId,
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
    .from(sessions)
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .leftJoin(sessionSeats, and(eq(sessionSeats.sessionId, sessions.id), sql`${sessionSeats.id} = any(${sql.placeholder('seatIds')})`))
    .leftJoin(ticketClasses, and(eq(ticketClasses.id, sessionSeats.ticketClassId), eq(ticketClasses.welfare, false)))
    .leftJoin(hallSeats, eq(hallSeats.id, sessionSeats.hallSeatId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .orderBy(sessionSeats.id)
    .prepare('seat_lines_for_sale'),
);

async function seatsForSale(db: DbOrTx, sessionId: number, seatIds: number[], now: Date, offerId?: number): Promise<TicketsForSale> {
  const rows = await seatLinesQuery(db).execute({ sessionId, seatIds });
  const session = onSale(rows[0]?.session, now);
  if (!session.hasSeatMap) throw noTickets();
  const lines: PriceLine[] = [];
  const taken: number[] = [];
  for (const r of rows) {
    if (r.sessionSeatId === null || r.ticketClassId === null || r.floor === null) continue;
    const offered = offerId !== undefined && r.status === 'offered' && r.offerId === offerId;
    if (r.status !== 'available' && !offered) taken.push(r.sessionSeatId);
    lines.push({
      sessionSeatId: r.sessionSeatId,
      ticketClassId: r.ticketClassId,
      name: r.name!,
      enName: r.enName!,
      priceFen: r.priceFen!,
      pointPrice: r.pointPrice,
      pointOnly: r.pointOnly!,
      quantity: 1,
      seat: { floor: r.floor, area: r.area!, enArea: r.enArea!, row: r.row!, number: r.number! },
    });
  }
  if (lines.length !== seatIds.length) throw noTickets();
  return { session, lines, taken };
}

async function classesForSale(db: DbOrTx, request: TicketLines, now: Date): Promise<TicketsForSale> {
  const wanted = new Map<number, number>();
  for (const c of request.classes ?? []) wanted.set(c.ticketClassId, (wanted.get(c.ticketClassId) ?? 0) + c.quantity);
  const rows = await db
    .select({ session: sessionColumns, ticketClass: ticketClasses })
    .from(sessions)
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    // A public-welfare class is not for sale here: its places go by application (services/welfare).
    .leftJoin(
      ticketClasses,
      and(eq(ticketClasses.sessionId, sessions.id), inArray(ticketClasses.id, [...wanted.keys()]), eq(ticketClasses.welfare, false)),
    )
    .where(eq(sessions.id, request.sessionId))
    .orderBy(ticketClasses.id);
  const session = onSale(rows[0]?.session, now);
  const classes = rows.flatMap((r) => (r.ticketClass ? [r.ticketClass] : []));
  if (classes.length !== wanted.size || session.hasSeatMap) throw noTickets();
  const lines = classes.map((c) => ({
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
  return { session, lines, taken: [] };
}

export const ticketCount = (lines: PriceLine[]) => lines.reduce((n, l) => n + l.quantity, 0);
