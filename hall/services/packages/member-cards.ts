import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { PriceLine, TicketLines } from '@/lib/contract/order';
import type { CardTicketView, MemberCardView, SessionCardView, SettlementCardView } from '@/lib/contract/package';
import type { DbOrTx } from '../../db/client';
import {
  hallSeats,
  memberCards,
  orderItems,
  orders,
  packageCardPerformances,
  packageCards,
  performances,
  sessions,
  sessionSeats,
  ticketClasses,
} from '../../db/schema';
import { notFound } from '../../errors';
import { ticketsForSale } from '../tickets/lines';
import { seatLabelColumns } from '../tickets/seat-label';
import { STANDING } from '../orders/standing';
import { cardOutcome, cardsHere, covers, type CardHere } from './credits';

/** The tickets the member's cards paid, in orders that have not ended unpaid, soonest performance first. */
async function cardTickets(db: DbOrTx, cardIds: number[]): Promise<(CardTicketView & { memberCardId: number })[]> {
  if (!cardIds.length) return [];
  const rows = await db
    .select({
      memberCardId: orderItems.memberCardId,
      orderId: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      performanceId: performances.id,
      title: performances.mainTitle,
      enTitle: performances.enMainTitle,
      startTime: sessions.startTime,
      className: ticketClasses.name,
      enClassName: ticketClasses.enName,
      seat: seatLabelColumns,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(sessions, eq(sessions.id, orderItems.sessionId))
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .innerJoin(ticketClasses, eq(ticketClasses.id, orderItems.ticketClassId))
    .leftJoin(sessionSeats, eq(sessionSeats.id, orderItems.sessionSeatId))
    .leftJoin(hallSeats, eq(hallSeats.id, sessionSeats.hallSeatId))
    .where(and(inArray(orderItems.memberCardId, cardIds), inArray(orders.status, [...STANDING])))
    .orderBy(asc(sessions.startTime), asc(orderItems.id));
  return rows.map((r) => ({
    ...r,
    memberCardId: r.memberCardId!,
    // An issued order whose session is over reads as completed, as in the order lists.
    status: r.status === 'issued' && r.startTime <= new Date() ? 'completed' : r.status,
    startTime: r.startTime.toISOString(),
  }));
}

/** GET /api/member_card: the member's cards, newest first, each with what is left, the performances it pays and the tickets it paid. */
export async function listMemberCards(db: DbOrTx, memberId: number, now = new Date()): Promise<MemberCardView[]> {
  const cards = await db
    .select({
      id: memberCards.id,
      cardNo: memberCards.cardNo,
      packageCardId: memberCards.packageCardId,
      name: packageCards.name,
      enName: packageCards.enName,
      image: packageCards.image,
      credits: memberCards.credits,
      creditsUsed: memberCards.creditsUsed,
      perPerformance: packageCards.perPerformance,
      validUntil: memberCards.validUntil,
      orderNo: orders.orderNo,
    })
    .from(memberCards)
    .innerJoin(packageCards, eq(packageCards.id, memberCards.packageCardId))
    .innerJoin(orders, eq(orders.id, memberCards.orderId))
    .where(eq(memberCards.memberId, memberId))
    .orderBy(desc(memberCards.createdAt), desc(memberCards.id));
  const tickets = await cardTickets(
    db,
    cards.map((c) => c.id),
  );
  const covered = cards.length
    ? await db
        .select({ packageCardId: packageCardPerformances.packageCardId, performanceId: packageCardPerformances.performanceId })
        .from(packageCardPerformances)
        .where(inArray(packageCardPerformances.packageCardId, [...new Set(cards.map((c) => c.packageCardId))]))
        .orderBy(asc(packageCardPerformances.performanceId))
    : [];
  return cards.map(({ creditsUsed, validUntil, ...card }) => ({
    ...card,
    creditsLeft: card.credits - creditsUsed,
    validUntil: validUntil.toISOString(),
    expired: validUntil <= now,
    performanceIds: covered.filter((c) => c.packageCardId === card.packageCardId).map((c) => c.performanceId),
    tickets: tickets.filter((t) => t.memberCardId === card.id).map(({ memberCardId: _m, ...t }) => t),
  }));
}

/** The member owns at least one card (the card pages stay open to them when the sale is closed). */
export async function hasMemberCards(db: DbOrTx, memberId: number): Promise<boolean> {
  const [row] = await db.select({ id: memberCards.id }).from(memberCards).where(eq(memberCards.memberId, memberId)).limit(1);
  return !!row;
}

const sessionCard = (card: CardHere, outcome: { creditsLeft: number; leftHere: number }, classIds: number[]): SessionCardView => ({
  memberCardId: card.id,
  cardNo: card.cardNo,
  name: card.name,
  enName: card.enName,
  creditsLeft: outcome.creditsLeft,
  leftHere: outcome.leftHere,
  ticketClassIds: classIds,
});

/** GET /api/member/card_ticket?sessionId=: the member's valid cards that pay tickets of this session, with its classes they cover. */
export async function sessionCards(db: DbOrTx, memberId: number, sessionId: number, now = new Date()): Promise<SessionCardView[]> {
  const [session] = await db
    .select({ performanceId: sessions.performanceId, startTime: sessions.startTime })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!session) throw notFound();
  const [cards, classes] = await Promise.all([
    cardsHere(db, memberId, session.performanceId, { now }),
    db
      .select({ id: ticketClasses.id, priceFen: ticketClasses.priceFen, pointOnly: ticketClasses.pointOnly })
      .from(ticketClasses)
      .where(and(eq(ticketClasses.sessionId, sessionId), eq(ticketClasses.welfare, false)))
      .orderBy(desc(ticketClasses.priceFen)),
  ]);
  return cards.flatMap((card) => {
    const classIds = classes.filter((c) => covers(card, c)).map((c) => c.id);
    if (!classIds.length || card.validUntil < session.startTime) return [];
    return [sessionCard(card, cardOutcome(card, [], session.startTime, now), classIds)];
  });
}

/** GET /api/member/js_ticket: each of the member's valid cards for the tickets being settled (credits.ts `cardOutcome`). */
export async function settlementCards(db: DbOrTx, memberId: number, request: TicketLines, now = new Date()): Promise<SettlementCardView[]> {
  const { session, lines } = await ticketsForSale(db, request, now);
  const cards = await cardsHere(db, memberId, session.performanceId, { now });
  return cards
    .filter((card) => card.maxPriceFen !== null)
    .map((card) => {
      const outcome = cardOutcome(card, lines, session.startTime, now);
      return { ...sessionCard(card, outcome, coveredClassIds(card, lines)), ...outcome };
    });
}

const coveredClassIds = (card: CardHere, lines: PriceLine[]) => [
  ...new Set(lines.filter((l) => covers(card, l)).map((l) => l.ticketClassId)),
];
