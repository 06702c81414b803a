import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hallSeats, halls, performances, sessions, sessionSeats, ticketClasses } from '../../db/schema/index';
import type { SeatMap, SeatStatus, SeatTuple } from '@/lib/contract/seats';
import { notFound } from '../../errors';
import { sessionSaleStatus } from './read';

/**
 * Statuses that keep a seat from anyone else; holds are released by the order expiry sweeper, and seats held for a
 * waiting list (returned, offered) are its members' (services/waiting-list).
 */
export const TAKEN_STATUSES = ['held', 'sold', 'locked', 'returned', 'offered'] as const;

/** Where a hall seat is drawn and what it is called, in the order a drawing lists its seats. */
export const drawnSeat = {
  id: hallSeats.id,
  floor: hallSeats.floor,
  area: hallSeats.area,
  enArea: hallSeats.enArea,
  row: hallSeats.row,
  number: hallSeats.number,
  x: hallSeats.x,
  y: hallSeats.y,
};
export const drawingOrder = [asc(hallSeats.floor), asc(hallSeats.area), asc(hallSeats.row), asc(hallSeats.number)];

/**
 * Every seat of an area repeats its names: a drawing lists each area (of a floor) once, made by `make`, and a seat
 * points at it by its index.
 */
export function areaList<A>(make: (floor: number, name: string, enName: string) => A) {
  const areas: A[] = [];
  const index = new Map<string, number>();
  const indexOf = (seat: { floor: number; area: string; enArea: string }) => {
    const key = `${seat.floor}\u0000${seat.area}`;
    let i = index.get(key);
    if (i === undefined) {
      i = areas.push(make(seat.floor, seat.area, seat.enArea)) - 1;
      index.set(key, i);
    }
    return i;
  };
  return { areas, indexOf };
}

/** The drawing of a session's hall with its ticket classes (GET /api/session/:id/seat_map). */
export async function getSeatMap(db: DbOrTx, sessionId: number): Promise<SeatMap> {
  const [session] = await db
    .select({
      limitPerOrder: sessions.limitPerOrder,
      limitPerMember: sessions.limitPerMember,
      saleStartAt: performances.saleStartAt,
      saleState: sessions.saleState,
      saleEndAt: sessions.saleEndAt,
      startTime: sessions.startTime,
      hall: { id: halls.id, name: halls.name, enName: halls.enName, width: halls.width, height: halls.height },
      // The same free count as the project detail and seat_status, so the pages agree on "sold out".
      available: sql<number>`(
        (select count(*) from session_seats ss where ss.session_id = ${sessions.id} and ss.status = 'available')
        + (select coalesce(sum(tc.stock - tc.sold), 0) from ticket_classes tc
          where tc.session_id = ${sessions.id} and tc.stock is not null and not tc.welfare)
      )::int`,
    })
    .from(sessions)
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .innerJoin(halls, eq(halls.id, sessions.hallId))
    .where(and(eq(sessions.id, sessionId), eq(performances.visible, true)));
  if (!session) throw notFound();

  const [classes, rows] = await Promise.all([
    db
      .select({
        id: ticketClasses.id,
        name: ticketClasses.name,
        enName: ticketClasses.enName,
        priceFen: ticketClasses.priceFen,
        color: ticketClasses.color,
        pointOnly: ticketClasses.pointOnly,
        pointPrice: ticketClasses.pointPrice,
      })
      .from(ticketClasses)
      .where(and(eq(ticketClasses.sessionId, sessionId), eq(ticketClasses.welfare, false)))
      .orderBy(asc(ticketClasses.pointOnly), desc(ticketClasses.priceFen), asc(ticketClasses.id)),
    db
      .select({
        ...drawnSeat,
        id: sessionSeats.id,
        ticketClassId: sessionSeats.ticketClassId,
      })
      .from(sessionSeats)
      .innerJoin(hallSeats, eq(hallSeats.id, sessionSeats.hallSeatId))
      .where(eq(sessionSeats.sessionId, sessionId))
      .orderBy(...drawingOrder),
  ]);

  const { areas, indexOf } = areaList((_floor, name, enName): SeatMap['areas'][number] => ({ name, enName }));
  const seats = rows.map((r): SeatTuple => [r.id, r.floor, indexOf(r), r.row, r.number, r.x, r.y, r.ticketClassId]);

  const { hall, saleStartAt, available, limitPerOrder, limitPerMember } = session;
  return {
    sessionId,
    hall: { ...hall, stageX: hall.width / 2 },
    areas,
    ticketClasses: classes,
    seats,
    limitPerOrder,
    limitPerMember,
    saleStatus: sessionSaleStatus(session, saleStartAt, available),
    saleStartAt: saleStartAt.toISOString(),
  };
}

/**
 * The seats of a session no one else can take (GET /api/session/:id/seat_status). Polled by every open map,
 * so it is one query on the (session_id, status) index; the left join tells an unknown session from an
 * empty list in the same round trip.
 */
export async function getSeatStatus(db: DbOrTx, sessionId: number): Promise<SeatStatus> {
  const rows = await db
    .select({ seatId: sessionSeats.id })
    .from(sessions)
    .leftJoin(sessionSeats, and(eq(sessionSeats.sessionId, sessions.id), inArray(sessionSeats.status, [...TAKEN_STATUSES])))
    .where(eq(sessions.id, sessionId))
    .orderBy(asc(sessionSeats.id));
  if (!rows.length) throw notFound();
  const taken = rows.flatMap((r) => (r.seatId === null ? [] : [r.seatId]));
  return { taken, version: versionOf(taken) };
}

/** FNV-1a over the sorted ids, with the count: any change to the set changes it (bar a 1-in-4-billion clash). */
export function versionOf(sortedIds: number[]): string {
  let hash = 0x811c9dc5;
  for (const id of sortedIds) {
    for (let shift = 0; shift < 32; shift += 8) {
      hash ^= (id >>> shift) & 0xff;
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return `${sortedIds.length}-${(hash >>> 0).toString(36)}`;
}
