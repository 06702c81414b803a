import { and, eq, inArray, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { OrderCreate, OrderCreated, PriceLine } from '@/lib/contract/order';
import type { Db, Tx } from '../../db/client';
import {
  buyers,
  cartItems,
  codePromotions,
  memberCoupons,
  members,
  orderItems,
  realNameClaims,
  sessionSeats,
  ticketClasses,
} from '../../db/schema';
import { HallError } from '../../errors';
import { ticketCount, ticketsForSale, type SessionForSale } from './lines';
import { priceOf, type CouponRow } from './price';
import { couponColumns } from '../coupons/read';
import { useDiscountCode } from './discount-code';
import { issueOrder } from '../orders/issue';
import { spendPoints } from '../orders/ledger';
import { seatTaken, type SeatClaims } from './seat-claims';
import { isPlainSeatOrder, placeSeatOrder } from './place-seat-order';
import { STANDING } from '../orders/standing';
import { ticketCode } from '../orders/ticket-code';
import { insertOrder } from '../orders/insert';
import { paidByCard, spendCredits } from '../packages/credits';
import { holdOffered, takeOffer } from '../waiting-list/offers';

export type CreateOptions = {
  windowSeconds: number;
  /** The instance's seats in the middle of being held; a request for one of them is refused without a query. */
  claims: SeatClaims;
  /** Of the seats asked for, those a recent read of the session saw taken: refused without a query. */
  knownTaken?: (sessionId: number, seatIds: number[]) => number[];
  now?: Date;
};

/**
 * POST /api/order (docs/architecture.md, Rules under load): one transaction holds the seats (or stock), the coupon, the discount code and
 * the points, the package card's credits, and writes the order with its items; any refusal rolls all of it back.
 * Rows are locked in one order (member → package card → ticket classes by id → coupon → discount code → seats,
 * which are never waited for) so that
 * concurrent orders queue instead of deadlocking, and every hold is a conditional update that a concurrent
 * winner makes fail.
 *
 * The session, the prices and the seats' status are read first, in one query outside the transaction (none of
 * them was ever locked, so reading them inside protected nothing). In a rush most requests ask for seats someone
 * already holds: they are refused there, without a transaction, a pooled connection held through it or a wait
 * behind another order's lock. A seat that looked free there is checked again under lock.
 */
export async function createOrder(db: Db, memberId: number, input: OrderCreate, options: CreateOptions): Promise<OrderCreated> {
  const seatIds = [...new Set(input.lines.seatIds ?? [])];
  const { claims } = options;
  // Seats offered from a waiting list read as taken to everyone but their member: the offer is checked under lock.
  const known = input.offerId ? [] : (options.knownTaken?.(input.lines.sessionId, seatIds) ?? []);
  if (known.length) throw seatTaken(known);
  const busy = claims.claim(seatIds);
  if (busy.length) throw seatTaken(busy);
  try {
    return await holdOrder(db, memberId, input, options);
  } finally {
    claims.release(seatIds);
  }
}

async function holdOrder(db: Db, memberId: number, input: OrderCreate, options: CreateOptions): Promise<OrderCreated> {
  const now = options.now ?? new Date();
  const { session, lines: asked, taken } = await ticketsForSale(db, input.lines, now, input.offerId);
  const count = ticketCount(asked);
  if (count > session.limitPerOrder) throw new HallError('overLimit', Code.badRequest, null, { limit: session.limitPerOrder });
  // Seats beyond an offer's are not the offer's to take, whoever holds them.
  if (taken.length) throw input.offerId ? new HallError('offerMismatch', Code.badRequest) : seatTaken(taken);
  const carded = input.memberCardId ? await paidByCard(db, memberId, input.memberCardId, session, asked, now) : null;
  const lines = carded?.lines ?? asked;
  const expiresAt = new Date(now.getTime() + options.windowSeconds * 1000);
  if (isPlainSeatOrder(input, session, lines)) {
    const price = priceOf(lines, session.performanceId, { coupon: null, discountFen: 0, points: 0, pointsBalance: 0 }, true, now);
    return placeSeatOrder(db, memberId, session, lines, price, input, expiresAt, now);
  }

  return db.transaction(async (tx) => {
    const [member] = await tx.select({ pointsBalance: members.pointsBalance }).from(members).where(eq(members.id, memberId)).for('update');
    if (!member) throw new HallError('loginRequired', Code.unauthorized);
    await checkMemberLimits(tx, memberId, session, lines);
    if (carded) await spendCredits(tx, carded.card, session.performanceId, carded.count, now);
    const offer = input.offerId ? await takeOffer(tx, memberId, input.offerId, lines, now) : null;

    // An offer's tickets are in the class's sold count already, held for the list since they came back.
    await takeStock(tx, offer ? [] : lines);
    const coupon = input.memberCouponId ? await couponOf(tx, memberId, input.memberCouponId) : null;
    const discountFen = input.discountCode ? await useDiscountCode(tx, input.discountCode, now) : 0;
    const price = priceOf(
      lines,
      session.performanceId,
      { coupon, discountFen, points: input.points ?? 0, pointsBalance: member.pointsBalance },
      true,
      now,
    );

    const pointsSpent = price.pointsUsed + price.pointsForTickets;
    const order = await insertOrder(tx, {
      memberId,
      kind: 'performance',
      status: 'unpaid',
      sessionId: session.id,
      totalFen: price.totalFen,
      couponFen: price.couponFen,
      memberCouponId: coupon?.id ?? null,
      discountCode: input.discountCode || null,
      discountFen: price.discountFen,
      pointsUsed: pointsSpent,
      pointsFen: price.pointsFen,
      payFen: price.payFen,
      invoice: input.invoice ?? null,
      invoiceState: input.invoice ? 'requested' : 'none',
      expiresAt,
      createdAt: now,
    });

    if (offer) await holdOffered(tx, offer, order.id, expiresAt);
    else await holdSeats(tx, lines, order.id, expiresAt);
    const named = await namedBuyers(tx, memberId, session, input.buyerIds ?? [], count);
    await tx.insert(orderItems).values(itemsOf(order.id, session, lines, named, carded?.card.id ?? null));
    await claimRealNames(tx, order.id, session, named);
    if (coupon) {
      await tx.update(memberCoupons).set({ status: 'held', orderId: order.id }).where(eq(memberCoupons.id, coupon.id));
    }
    if (pointsSpent > 0) await spendPoints(tx, memberId, member.pointsBalance, pointsSpent, order.id, 'order_spend');
    if (input.cartItemIds?.length) {
      await tx.delete(cartItems).where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, input.cartItemIds)));
    }

    // Nothing left to pay (point-only tickets, a package card, or coupon and points cover it): issued at once.
    if (price.payFen === 0) {
      await issueOrder(tx, order, price.cardTickets > 0 && pointsSpent === 0 ? 'card' : 'points', now);
      return { orderId: order.id, orderNo: order.orderNo, payFen: 0, expiresAt: expiresAt.toISOString(), status: 'issued' };
    }
    return { orderId: order.id, orderNo: order.orderNo, payFen: price.payFen, expiresAt: expiresAt.toISOString(), status: 'unpaid' };
  });
}

/**
 * Purchase limits per member and session, and per member and ticket class, over the orders still standing
 * (ticket_limit_passed, migration 0018: the one statement of the rule, shared with place_seat_order).
 */
async function checkMemberLimits(tx: Tx, memberId: number, session: SessionForSale, lines: PriceLine[]) {
  const wanted = JSON.stringify(lines.map((l) => ({ ticketClassId: l.ticketClassId, quantity: l.quantity })));
  const result = (await tx.execute(
    sql`select ticket_limit_passed(${memberId}::integer, ${session.id}::integer, ${session.limitPerMember}::integer, ${wanted}::jsonb, ${`{${STANDING.join(',')}}`}::text[]) as "limit"`,
  )) as unknown as { rows: { limit: number | null }[] };
  const limit = result.rows[0].limit;
  if (limit !== null) throw new HallError('overLimit', Code.badRequest, null, { limit });
}

/**
 * Holds the chosen seats for the order in one conditional update (docs/architecture.md, Rules under load) and refuses, naming them, when any
 * is no longer available. Seats another order has locked are skipped rather than waited for: that order is
 * about to hold them, and in an on-sale a queue of buyers each waiting for the one ahead to commit, only to be
 * refused, held connections and members' locks for nothing. If that order fails after all, the seat shows free
 * again on the next look at the map.
 */
async function holdSeats(tx: Tx, lines: PriceLine[], orderId: number, expiresAt: Date) {
  const ids = lines.flatMap((l) => (l.sessionSeatId ? [l.sessionSeatId] : []));
  if (!ids.length) return;
  const free = tx
    .select({ id: sessionSeats.id })
    .from(sessionSeats)
    .where(and(inArray(sessionSeats.id, ids), eq(sessionSeats.status, 'available')))
    .for('update', { skipLocked: true });
  const held = await tx
    .update(sessionSeats)
    .set({ status: 'held', orderId, holdExpiresAt: expiresAt })
    .where(inArray(sessionSeats.id, free))
    .returning({ id: sessionSeats.id });
  if (held.length < ids.length) throw seatTaken(ids.filter((id) => !held.some((h) => h.id === id)).sort((a, b) => a - b));
}

/** Stock of ticket classes sold by quantity; a class without enough left is named in 'order failed'. */
async function takeStock(tx: Tx, lines: PriceLine[]) {
  const failed: string[] = [];
  for (const line of lines.filter((l) => !l.sessionSeatId).sort((a, b) => a.ticketClassId - b.ticketClassId)) {
    const updated = await tx
      .update(ticketClasses)
      .set({ sold: sql`${ticketClasses.sold} + ${line.quantity}` })
      .where(and(eq(ticketClasses.id, line.ticketClassId), sql`${ticketClasses.stock} - ${ticketClasses.sold} >= ${line.quantity}`))
      .returning({ id: ticketClasses.id });
    if (!updated.length) failed.push(`${line.name} / ${line.enName}`);
  }
  if (failed.length) throw new HallError('orderFailed', Code.badRequest, null, { items: failed.join(', ') }, { unavailable: failed });
}

async function couponOf(tx: Tx, memberId: number, memberCouponId: number): Promise<CouponRow> {
  const [row] = await tx
    .select(couponColumns)
    .from(memberCoupons)
    .innerJoin(codePromotions, eq(codePromotions.id, memberCoupons.codePromotionId))
    .where(and(eq(memberCoupons.id, memberCouponId), eq(memberCoupons.memberId, memberId)))
    .for('update', { of: memberCoupons });
  if (!row) throw new HallError('couponUnusable', Code.badRequest);
  return row;
}

/** A regular purchaser as the order names them: the number sealed, the person as a hash. */
type Named = { name: string; certType: string; certNo: string; certHash: string };

/** Real-name performances name one of the member's regular purchasers on every ticket. */
async function namedBuyers(tx: Tx, memberId: number, session: SessionForSale, buyerIds: number[], count: number): Promise<Named[]> {
  if (!session.realName) return [];
  if (buyerIds.length !== count || new Set(buyerIds).size !== count) throw new HallError('buyersNeeded', Code.badRequest);
  const rows = await tx
    .select({ id: buyers.id, name: buyers.name, certType: buyers.certType, certNo: buyers.certNo, certHash: buyers.certHash })
    .from(buyers)
    .where(and(eq(buyers.memberId, memberId), inArray(buyers.id, buyerIds)));
  if (rows.length !== count) throw new HallError('buyersNeeded', Code.badRequest);
  return buyerIds.map((id) => rows.find((r) => r.id === id)!);
}

async function claimRealNames(tx: Tx, orderId: number, session: SessionForSale, named: Named[]) {
  if (!named.length) return;
  const claimed = await tx
    .insert(realNameClaims)
    .values(named.map((n) => ({ performanceId: session.performanceId, certHash: n.certHash, orderId })))
    .onConflictDoNothing()
    .returning({ certHash: realNameClaims.certHash });
  if (claimed.length === named.length) return;
  const got = new Set(claimed.map((c) => c.certHash));
  const refused = named.filter((n) => !got.has(n.certHash)).map((n) => n.name);
  throw new HallError('realNameOnce', Code.badRequest, null, { names: refused.join(', ') });
}

function itemsOf(orderId: number, session: SessionForSale, lines: PriceLine[], named: Named[], memberCardId: number | null) {
  // One item per ticket: each gets its own e-ticket code and, on real-name performances, its own person.
  const singles = lines.flatMap((l) => Array.from({ length: l.quantity }, () => ({ ...l, quantity: 1 })));
  return singles.map((l, i) => ({
    orderId,
    sessionId: session.id,
    performanceId: session.performanceId,
    ticketClassId: l.ticketClassId,
    sessionSeatId: l.sessionSeatId,
    quantity: l.quantity,
    priceFen: l.pointOnly || l.byCard ? 0 : l.priceFen,
    memberCardId: l.byCard ? memberCardId : null,
    pointPrice: l.pointOnly ? l.pointPrice : null,
    buyerName: named[i]?.name ?? null,
    buyerCertType: named[i]?.certType ?? null,
    buyerCertNo: named[i]?.certNo ?? null,
    ticketCode: ticketCode(),
  }));
}
