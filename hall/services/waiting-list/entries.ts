// A member's side of the waiting lists: joining a sold-out class, leaving, and reading their places and offers.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { WaitingEntryView, WaitingJoin } from '@/lib/contract/waiting-list';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '../../db/client';
import { hallSeats, performances, sessions, sessionSeats, ticketClasses, waitingEntries } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { isUniqueViolation } from '../../platform/db-errors';
import { sessionForSale } from '../tickets/lines';
import { seatLabelColumns } from '../tickets/seat-label';
import { lockLine } from './line';
import { endOffer } from './offers';

/**
 * Puts the member in line for `quantity` tickets of a class of a session on sale that has none left to sell (a
 * class with tickets for sale is bought, not waited for). Up to the purchase limit of one order and of the class.
 */
export async function joinWaitingList(
  db: Db,
  memberId: number,
  input: WaitingJoin,
  locale: Locale,
  now = new Date(),
): Promise<{ id: number; place: number }> {
  const session = await sessionForSale(db, input.sessionId, now);
  const limit = Math.min(session.limitPerOrder, session.limitPerMember);
  try {
    return await db.transaction(async (tx) => {
      const line = await lockLine(tx, input.ticketClassId, now);
      if (!line || line.sessionId !== session.id) throw notFound();
      const [ticketClass] = await tx
        .select({
          stock: ticketClasses.stock,
          sold: ticketClasses.sold,
          welfare: ticketClasses.welfare,
          limit: ticketClasses.limitPerMember,
        })
        .from(ticketClasses)
        .where(eq(ticketClasses.id, line.id));
      if (ticketClass.welfare) throw notFound();
      if (!line.open) throw new HallError('waitingListClosed', Code.badRequest);
      const most = Math.min(limit, ticketClass.limit ?? limit);
      if (input.quantity > most) throw new HallError('overLimit', Code.badRequest, null, { limit: most });
      if (await stillForSale(tx, line.id, line.hasSeatMap, ticketClass)) throw new HallError('notSoldOut', Code.badRequest);
      const [entry] = await tx
        .insert(waitingEntries)
        .values({ memberId, sessionId: session.id, ticketClassId: line.id, quantity: input.quantity, locale, createdAt: now })
        .returning({ id: waitingEntries.id });
      const [{ place }] = await tx.select({ place: PLACE }).from(waitingEntries).where(eq(waitingEntries.id, entry.id));
      return { id: entry.id, place: place ?? 1 };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HallError('alreadyWaiting', Code.badRequest);
    throw error;
  }
}

type Reader = Pick<Db, 'select'>;

async function stillForSale(tx: Reader, ticketClassId: number, hasSeatMap: boolean, c: { stock: number | null; sold: number }) {
  if (!hasSeatMap) return (c.stock ?? 0) - c.sold > 0;
  const [free] = await tx
    .select({ id: sessionSeats.id })
    .from(sessionSeats)
    .where(and(eq(sessionSeats.ticketClassId, ticketClassId), eq(sessionSeats.status, 'available')))
    .limit(1);
  return !!free;
}

/**
 * An entry's place in its line while it waits: the entries of its class waiting ahead of it, plus one. The outer
 * entry is named in full: a one-table query leaves drizzle's columns unqualified, and inside the subquery they
 * would mean the inner table.
 */
const PLACE = sql<number | null>`case when "waiting_entries"."status" = 'waiting' then (select count(*)::int + 1 from waiting_entries w
  where w.ticket_class_id = "waiting_entries"."ticket_class_id" and w.status = 'waiting' and w.id < "waiting_entries"."id") end`;

/** The member leaves a line, or gives up an offer (which passes to the next at once). */
export async function leaveWaitingList(db: Db, memberId: number, entryId: number, now = new Date()) {
  const [entry] = await db
    .select({ status: waitingEntries.status })
    .from(waitingEntries)
    .where(and(eq(waitingEntries.id, entryId), eq(waitingEntries.memberId, memberId)));
  if (!entry) throw notFound();
  const left = await db.transaction((tx) => endOffer(tx, entryId, 'left', now));
  if (!left) throw new HallError('offerEnded', Code.badRequest);
}

/** The member's entries still in line or holding an offer (an ordered one ends with its order). */
export const activeEntries = (tx: Reader, memberId: number) =>
  tx
    .select({ id: waitingEntries.id })
    .from(waitingEntries)
    .where(and(eq(waitingEntries.memberId, memberId), inArray(waitingEntries.status, ['waiting', 'offered'])));

const ACTIVE_FIRST = sql`case when ${waitingEntries.status} in ('offered', 'waiting', 'ordered') then 0 else 1 end`;

/** The member's entries (of one session, or all), those in line or holding an offer first, then the latest ended. */
export async function memberWaitingList(db: Db, memberId: number, sessionId?: number): Promise<WaitingEntryView[]> {
  const rows = await db
    .select({
      id: waitingEntries.id,
      sessionId: waitingEntries.sessionId,
      performanceId: sessions.performanceId,
      title: performances.mainTitle,
      enTitle: performances.enMainTitle,
      startTime: sessions.startTime,
      ticketClassId: waitingEntries.ticketClassId,
      ticketClass: ticketClasses.name,
      enTicketClass: ticketClasses.enName,
      quantity: waitingEntries.quantity,
      status: waitingEntries.status,
      joinedAt: waitingEntries.createdAt,
      offerExpiresAt: waitingEntries.offerExpiresAt,
      orderId: waitingEntries.orderId,
      place: PLACE,
    })
    .from(waitingEntries)
    .innerJoin(sessions, eq(sessions.id, waitingEntries.sessionId))
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .innerJoin(ticketClasses, eq(ticketClasses.id, waitingEntries.ticketClassId))
    .where(and(eq(waitingEntries.memberId, memberId), sessionId ? eq(waitingEntries.sessionId, sessionId) : undefined))
    .orderBy(ACTIVE_FIRST, desc(waitingEntries.id))
    .limit(50);
  const offered = rows.filter((r) => r.status === 'offered').map((r) => r.id);
  const seats = offered.length
    ? await db
        .select({ offerId: sessionSeats.offerId, sessionSeatId: sessionSeats.id, ...seatLabelColumns })
        .from(sessionSeats)
        .innerJoin(hallSeats, eq(hallSeats.id, sessionSeats.hallSeatId))
        .where(and(inArray(sessionSeats.offerId, offered), eq(sessionSeats.status, 'offered')))
        .orderBy(asc(sessionSeats.id))
    : [];
  return rows.map((r) => ({
    ...r,
    startTime: r.startTime.toISOString(),
    joinedAt: r.joinedAt.toISOString(),
    offerExpiresAt: r.status === 'offered' ? (r.offerExpiresAt?.toISOString() ?? null) : null,
    seats: seats.filter((s) => s.offerId === r.id).map(({ offerId: _o, ...s }) => s),
  }));
}
