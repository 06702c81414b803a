import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { Cart, CartItem } from '@/lib/contract/order';
import type { Db, DbOrTx } from '../../db/client';
import { cartItems, goods, hallSeats, halls, performances, sessions, sessionSeats, ticketClasses } from '../../db/schema';
import { HallError } from '../../errors';
import { sessionForSale, ticketsForSale } from './lines';
import { seatLabelColumns } from './seat-label';
import { goodsCard } from '../performances/sessions';

/** A cart holds nothing: seats in it stay on sale until an order holds them. It is capped to stay a cart. */
const CART_LIMIT = 50;

export async function readCart(db: DbOrTx, memberId: number): Promise<Cart> {
  const rows = await db
    .select({
      id: cartItems.id,
      sessionId: sessions.id,
      performanceId: performances.id,
      mainTitle: performances.mainTitle,
      enMainTitle: performances.enMainTitle,
      poster: performances.poster,
      startTime: sessions.startTime,
      hallName: halls.name,
      hallEnName: halls.enName,
      ticketClass: {
        id: ticketClasses.id,
        name: ticketClasses.name,
        enName: ticketClasses.enName,
        priceFen: ticketClasses.priceFen,
        color: ticketClasses.color,
        pointOnly: ticketClasses.pointOnly,
        pointPrice: ticketClasses.pointPrice,
      },
      stockLeft: sql<number | null>`(${ticketClasses.stock} - ${ticketClasses.sold})::int`,
      sessionSeatId: cartItems.sessionSeatId,
      seatStatus: sessionSeats.status,
      seat: seatLabelColumns,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(sessions, eq(sessions.id, cartItems.sessionId))
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .innerJoin(halls, eq(halls.id, sessions.hallId))
    .innerJoin(ticketClasses, eq(ticketClasses.id, cartItems.ticketClassId))
    .leftJoin(sessionSeats, eq(sessionSeats.id, cartItems.sessionSeatId))
    .leftJoin(hallSeats, eq(hallSeats.id, sessionSeats.hallSeatId))
    .where(and(eq(cartItems.memberId, memberId), eq(cartItems.kind, 'ticket')))
    .orderBy(cartItems.sessionId, cartItems.id);
  const items: CartItem[] = rows.map(({ stockLeft, seatStatus, startTime, ...r }) => ({
    ...r,
    startTime: startTime.toISOString(),
    available: seatStatus ? seatStatus === 'available' : (stockLeft ?? 0) >= r.quantity,
  }));
  return { items, goodsTotalCount: items.reduce((n, i) => n + i.quantity, 0) };
}

/** The header's count (tickets in the cart), without reading the lines. */
async function cartCount(db: DbOrTx, memberId: number) {
  const [{ count }] = await db
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(and(eq(cartItems.memberId, memberId), eq(cartItems.kind, 'ticket')));
  return { goodsTotalCount: count };
}

export type CartAddInput = { sessionId: number; seatIds?: number[]; ticketClassId?: number; quantity?: number };

/** POST /api/cart: seats (each once) or a quantity of a class without a map (added to the line already there). */
export async function addToCart(db: Db, memberId: number, input: CartAddInput) {
  return db.transaction(async (tx) => {
    const { session, lines, taken } = await ticketsForSale(
      tx,
      input.seatIds?.length
        ? { sessionId: input.sessionId, seatIds: input.seatIds }
        : { sessionId: input.sessionId, classes: [{ ticketClassId: input.ticketClassId!, quantity: input.quantity ?? 1 }] },
    );
    if (taken.length) throw new HallError('seatTaken', Code.badRequest, null, {}, { unavailable: taken });
    if (lines.some((l) => l.sessionSeatId)) {
      await tx
        .insert(cartItems)
        .values(
          lines.map((l) => ({
            memberId,
            kind: 'ticket' as const,
            sessionId: session.id,
            ticketClassId: l.ticketClassId,
            sessionSeatId: l.sessionSeatId,
          })),
        )
        .onConflictDoNothing();
    } else {
      const [line] = lines;
      const [existing] = await tx
        .select()
        .from(cartItems)
        .where(
          and(eq(cartItems.memberId, memberId), eq(cartItems.ticketClassId, line.ticketClassId), sql`${cartItems.sessionSeatId} is null`),
        );
      const quantity = (existing?.quantity ?? 0) + line.quantity;
      if (quantity > session.limitPerOrder) throw new HallError('overLimit', Code.badRequest, null, { limit: session.limitPerOrder });
      if (existing) await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, existing.id));
      else
        await tx.insert(cartItems).values({ memberId, kind: 'ticket', sessionId: session.id, ticketClassId: line.ticketClassId, quantity });
    }
    const [{ lines: count }] = await tx
      .select({ lines: sql<number>`count(*)::int` })
      .from(cartItems)
      .where(eq(cartItems.memberId, memberId));
    if (count > CART_LIMIT) throw new HallError('overLimit', Code.badRequest, null, { limit: CART_LIMIT });
    return cartCount(tx, memberId);
  });
}

export async function deleteFromCart(db: DbOrTx, memberId: number, ids: number[]) {
  if (!ids.length) throw new HallError('selectToDelete', Code.badRequest);
  await db.delete(cartItems).where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, ids)));
  return cartCount(db, memberId);
}

/**
 * POST /api/cart/limit_build: before settlement, the chosen lines must be of one session (one order is one
 * session), still available, and within the per-order limit. Answers the settlement URL's query.
 */
export async function limitBuild(db: DbOrTx, memberId: number, ids: number[]) {
  if (!ids.length) throw new HallError('noTickets', Code.badRequest);
  const { items } = await readCart(db, memberId);
  const chosen = items.filter((i) => ids.includes(i.id));
  if (chosen.length !== new Set(ids).size) throw new HallError('noTickets', Code.badRequest);
  const unavailable = chosen.filter((i) => !i.available);
  if (unavailable.length) {
    const names = unavailable.map((i) => `${i.mainTitle} ${i.ticketClass.name}`).join(', ');
    throw new HallError('orderFailed', Code.badRequest, null, { items: names }, { unavailable: unavailable.map((i) => i.id) });
  }
  const sessionIds = new Set(chosen.map((i) => i.sessionId));
  if (sessionIds.size !== 1) throw new HallError('oneSessionPerOrder', Code.badRequest);
  const session = await sessionForSale(db, chosen[0].sessionId);
  const count = chosen.reduce((n, i) => n + i.quantity, 0);
  if (count > session.limitPerOrder) throw new HallError('overLimit', Code.badRequest, null, { limit: session.limitPerOrder });
  const seats = chosen.filter((i) => i.seat);
  return {
    sessionId: session.id,
    seats: seats.length ? seats.map((i) => i.sessionSeatId).join(',') : undefined,
    classes: seats.length ? undefined : chosen.map((i) => `${i.ticketClass.id}:${i.quantity}`).join(','),
    cartItemIds: chosen.map((i) => i.id).join(','),
  };
}

/** GET /api/cart/event_goods: goods sold alongside the performances in the cart. */
export async function cartEventGoods(db: DbOrTx, memberId: number) {
  const { items } = await readCart(db, memberId);
  const ids = [...new Set(items.map((i) => i.performanceId))];
  if (!ids.length) return [];
  return db
    .select(goodsCard)
    .from(goods)
    .where(and(eq(goods.visible, true), or(...ids.map((id) => sql`${goods.performanceIds} @> ${JSON.stringify([id])}::jsonb`))));
}
