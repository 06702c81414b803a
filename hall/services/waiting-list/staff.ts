// The box office's side of a session's waiting lists: who is in line and what became of the offers, the offer
// window, and closing the lists (those still in line are told; what was held goes back on sale).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { StaffWaitingList, WaitingListSettings, WaitingStatus } from '@/lib/contract/waiting-list';
import { waitingStatus } from '@/lib/contract/waiting-list';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { members, orders, performances, sessions, sessionSeats, stationLetters, ticketClasses, waitingEntries } from '../../db/schema';
import { notFound } from '../../errors';
import { letterLink, letterWords } from '../../i18n/letters';
import { maskPhone } from '../../platform/mask';
import { hallMinute } from '../../platform/time';
import { audit, type Actor } from '../staff/audit';
import { endOffer } from './offers';

const noCounts = () => Object.fromEntries(waitingStatus.options.map((s) => [s, 0])) as Record<WaitingStatus, number>;

export async function staffWaitingList(db: DbOrTx, sessionId: number): Promise<StaffWaitingList> {
  const [session] = await db
    .select({ offerMinutes: sessions.offerMinutes, closed: sessions.waitingListClosed, hasSeatMap: sessions.hasSeatMap })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!session) throw notFound();
  const [classes, counts, returned, entries] = await Promise.all([
    db
      .select({
        ticketClassId: ticketClasses.id,
        name: ticketClasses.name,
        enName: ticketClasses.enName,
        returnedHeld: ticketClasses.returnedHeld,
      })
      .from(ticketClasses)
      .where(and(eq(ticketClasses.sessionId, sessionId), eq(ticketClasses.welfare, false)))
      .orderBy(asc(ticketClasses.id)),
    db
      .select({ ticketClassId: waitingEntries.ticketClassId, status: waitingEntries.status, n: sql<number>`count(*)::int` })
      .from(waitingEntries)
      .where(eq(waitingEntries.sessionId, sessionId))
      .groupBy(waitingEntries.ticketClassId, waitingEntries.status),
    db
      .select({ ticketClassId: sessionSeats.ticketClassId, n: sql<number>`count(*)::int` })
      .from(sessionSeats)
      .where(and(eq(sessionSeats.sessionId, sessionId), eq(sessionSeats.status, 'returned')))
      .groupBy(sessionSeats.ticketClassId),
    db
      .select({
        id: waitingEntries.id,
        ticketClassId: waitingEntries.ticketClassId,
        cardNo: members.cardNo,
        phone: members.phone,
        quantity: waitingEntries.quantity,
        status: waitingEntries.status,
        joinedAt: waitingEntries.createdAt,
        offeredAt: waitingEntries.offeredAt,
        offerExpiresAt: waitingEntries.offerExpiresAt,
        endedAt: waitingEntries.endedAt,
        orderNo: orders.orderNo,
      })
      .from(waitingEntries)
      .innerJoin(members, eq(members.id, waitingEntries.memberId))
      .leftJoin(orders, eq(orders.id, waitingEntries.orderId))
      .where(eq(waitingEntries.sessionId, sessionId))
      .orderBy(asc(waitingEntries.id))
      .limit(500),
  ]);
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return {
    sessionId,
    offerMinutes: session.offerMinutes,
    closed: session.closed,
    classes: classes.map((c) => {
      const tally = noCounts();
      for (const row of counts.filter((r) => r.ticketClassId === c.ticketClassId)) tally[row.status] = row.n;
      const seats = returned.find((r) => r.ticketClassId === c.ticketClassId)?.n ?? 0;
      return {
        ticketClassId: c.ticketClassId,
        name: c.name,
        enName: c.enName,
        heldBack: session.hasSeatMap ? seats : c.returnedHeld,
        counts: tally,
      };
    }),
    entries: entries.map((e) => ({
      ...e,
      phone: maskPhone(e.phone),
      joinedAt: e.joinedAt.toISOString(),
      offeredAt: iso(e.offeredAt),
      offerExpiresAt: iso(e.offerExpiresAt),
      endedAt: iso(e.endedAt),
    })),
  };
}

/**
 * The offer window (for offers made from now on) and whether the lists are open. Closing ends every entry in line
 * or holding an offer, tells each of those members by letter, and puts what was held back on sale.
 */
export async function updateWaitingList(db: Db, actor: Actor, sessionId: number, input: WaitingListSettings, now = new Date()) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ offerMinutes: sessions.offerMinutes, closed: sessions.waitingListClosed })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .for('update');
    if (!before) throw notFound();
    await tx.update(sessions).set({ offerMinutes: input.offerMinutes, waitingListClosed: input.closed }).where(eq(sessions.id, sessionId));
    await audit(tx, actor, {
      action: 'waitingList.update',
      target: `session:${sessionId}`,
      before: { offerMinutes: before.offerMinutes, closed: before.closed },
      after: input,
    });
    if (input.closed && !before.closed) await endLines(tx, sessionId, now);
  });
  return staffWaitingList(db, sessionId);
}

/**
 * Ends every line of a session (the staff closed them, or the session was cancelled): each entry in line or holding
 * an offer is closed, its member told by letter, and what was held goes back on sale. The caller holds the session.
 */
export async function endLines(tx: Tx, sessionId: number, now: Date) {
  const active = await tx
    .select({ id: waitingEntries.id, memberId: waitingEntries.memberId })
    .from(waitingEntries)
    .where(and(eq(waitingEntries.sessionId, sessionId), inArray(waitingEntries.status, ['waiting', 'offered'])))
    .orderBy(asc(waitingEntries.ticketClassId), asc(waitingEntries.id));
  if (!active.length) return;
  for (const entry of active) await endOffer(tx, entry.id, 'closed', now);
  const [session] = await tx
    .select({ title: performances.mainTitle, enTitle: performances.enMainTitle, startTime: sessions.startTime })
    .from(sessions)
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .where(eq(sessions.id, sessionId));
  const words = letterWords(
    'waitingListClosed',
    { title: session.title, session: hallMinute(session.startTime) },
    { en: { title: session.enTitle || session.title } },
  );
  const told = [...new Set(active.map((e) => e.memberId))];
  await tx.insert(stationLetters).values(told.map((memberId) => ({ memberId, ...words, link: letterLink('/waitingList') })));
}
