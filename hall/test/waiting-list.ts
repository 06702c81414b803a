// Helpers of the waiting-list tests: a class of a seated session sold out but for a few seats held by
// unpaid orders, the seats that will come back when those orders run out.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { sessionSeats, ticketClasses } from '../db/schema';
import type { Hall } from './harness';
import { call, newMember } from './members';
import { saleSession } from './orders';

export type SoldOutClass = { sessionId: number; ticketClassId: number; returning: number[] };

/**
 * Every free money seat of one class of the main hall's session locked but the first `held`, which unpaid orders
 * hold: one order for them all, or one per seat (`orders: 'each'`). Each call takes a class not taken before
 * (`used`): a seat another test just took is still taken in the hall API's last read of the map.
 */
export async function soldOutClass(hall: Hall, used: Set<number>, held: number, orders: 'one' | 'each' = 'one'): Promise<SoldOutClass> {
  const { sessionId } = await saleSession(hall.db, { hallCode: 'main' });
  const free = await hall.db
    .select({ id: sessionSeats.id, ticketClassId: sessionSeats.ticketClassId })
    .from(sessionSeats)
    .innerJoin(ticketClasses, eq(ticketClasses.id, sessionSeats.ticketClassId))
    .where(and(eq(sessionSeats.sessionId, sessionId), eq(sessionSeats.status, 'available'), eq(ticketClasses.pointOnly, false)))
    .orderBy(asc(sessionSeats.id));
  const ticketClassId = free.find((s) => !used.has(s.ticketClassId))!.ticketClassId;
  used.add(ticketClassId);
  const ofClass = free.filter((s) => s.ticketClassId === ticketClassId).map((s) => s.id);
  const returning = ofClass.slice(0, held);
  await hall.db
    .update(sessionSeats)
    .set({ status: 'locked' })
    .where(inArray(sessionSeats.id, ofClass.slice(held)));
  for (const seatIds of orders === 'one' ? [returning] : returning.map((seat) => [seat])) {
    const buyer = await newMember(hall.db);
    const placed = await call(hall.app, 'POST', '/api/order', { token: buyer.token, body: { lines: { sessionId, seatIds } } });
    if (placed.body.code !== 20000) throw new Error(`order not placed: ${JSON.stringify(placed.body)}`);
  }
  return { sessionId, ticketClassId, returning };
}
