// One ticket class's waiting list: what came back to it is held for the members in line and offered to them in
// turn (docs/decisions/waiting-list-and-room.md). Every change to a line (joining, leaving, a return, an offer, a
// lapse) first locks the class's row, so that two of them never see the line half changed; the caller has locked
// the order first where there is one (order → class, as in placing an order).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { hallSeats, performances, sessions, sessionSeats, stationLetters, ticketClasses, waitingEntries } from '../../db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { letterLink, letterWords } from '../../i18n/letters';
import { fill, messagesFor } from '../../i18n/messages';
import { hallMinute } from '../../platform/time';
import { seatLabelColumns } from '../tickets/seat-label';
import { oweSmsNotice } from '../notices/sms-notices';

export type LineClass = {
  id: number;
  sessionId: number;
  name: string;
  enName: string;
  hasSeatMap: boolean;
  returnedHeld: number;
  offerMinutes: number;
  /** The list takes no one and holds nothing back: closed by the staff, or the session no longer selling. */
  open: boolean;
  title: string;
  enTitle: string;
  startTime: Date;
};

/** The class with what its line needs, its row locked for the change the caller is making. */
export async function lockLine(tx: Tx, ticketClassId: number, now: Date): Promise<LineClass | undefined> {
  const [row] = await tx
    .select({
      id: ticketClasses.id,
      sessionId: ticketClasses.sessionId,
      name: ticketClasses.name,
      enName: ticketClasses.enName,
      returnedHeld: ticketClasses.returnedHeld,
      hasSeatMap: sessions.hasSeatMap,
      offerMinutes: sessions.offerMinutes,
      closed: sessions.waitingListClosed,
      saleState: sessions.saleState,
      saleEndAt: sessions.saleEndAt,
      startTime: sessions.startTime,
      visible: performances.visible,
      title: performances.mainTitle,
      enTitle: performances.enMainTitle,
    })
    .from(ticketClasses)
    .innerJoin(sessions, eq(sessions.id, ticketClasses.sessionId))
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .where(eq(ticketClasses.id, ticketClassId))
    .for('update', { of: ticketClasses });
  if (!row) return undefined;
  const { closed, saleState, saleEndAt, visible, ...line } = row;
  const selling = visible && saleState === 'on_sale' && (saleEndAt ?? row.startTime) > now && row.startTime > now;
  return { ...line, open: selling && !closed };
}

/** Whether anyone is in line (waiting for an offer) for the class. */
async function anyoneWaiting(tx: Tx, ticketClassId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: waitingEntries.id })
    .from(waitingEntries)
    .where(and(eq(waitingEntries.ticketClassId, ticketClassId), eq(waitingEntries.status, 'waiting')))
    .limit(1);
  return !!row;
}

/**
 * Seats and stock an unpaid order gives back (the performance kind's release), one class at a time: held for
 * the class's list when members are waiting for it and the list is open, else on sale again at once.
 */
export async function giveBack(tx: Tx, orderId: number, stock: { ticketClassId: number; quantity: number }[], now: Date) {
  const seats = await tx
    .select({ id: sessionSeats.id, ticketClassId: sessionSeats.ticketClassId })
    .from(sessionSeats)
    .where(and(eq(sessionSeats.orderId, orderId), eq(sessionSeats.status, 'held')));
  // An offer's order not paid in time: the offer has lapsed, and its seats come back like any others.
  await tx
    .update(waitingEntries)
    .set({ status: 'lapsed', endedAt: now })
    .where(and(eq(waitingEntries.orderId, orderId), eq(waitingEntries.status, 'ordered')));
  const classes = [...new Set([...seats.map((s) => s.ticketClassId), ...stock.map((s) => s.ticketClassId)])].sort((a, b) => a - b);
  for (const classId of classes) {
    const line = await lockLine(tx, classId, now);
    const held = line?.open && (await anyoneWaiting(tx, classId));
    const seatIds = seats.filter((s) => s.ticketClassId === classId).map((s) => s.id);
    const quantity = stock.filter((s) => s.ticketClassId === classId).reduce((n, s) => n + s.quantity, 0);
    if (seatIds.length) {
      await tx
        .update(sessionSeats)
        .set(
          held
            ? { status: 'returned', orderId: null, holdExpiresAt: null, returnedAt: now }
            : { status: 'available', orderId: null, holdExpiresAt: null },
        )
        .where(inArray(sessionSeats.id, seatIds));
    }
    if (quantity) {
      await tx
        .update(ticketClasses)
        .set(held ? { returnedHeld: sql`${ticketClasses.returnedHeld} + ${quantity}` } : { sold: sql`${ticketClasses.sold} - ${quantity}` })
        .where(eq(ticketClasses.id, classId));
    }
    if (held) await offerLine(tx, { ...line, returnedHeld: line.returnedHeld + quantity }, now);
  }
}

/**
 * Offers what the class holds for its list, oldest return first, to the first member in line whose number of
 * tickets it covers: a member who asked for four is not offered one, and a member behind who asked for one is not
 * kept waiting by them. Each offer holds its seats (or tickets) for the session's offer window and tells the
 * member by station letter. With nobody left waiting, or the list no longer open, what is held goes back on sale.
 * The caller holds the class's lock (lockLine).
 */
export async function offerLine(tx: Tx, line: LineClass, now: Date): Promise<number> {
  let offered = 0;
  let returnedHeld = line.returnedHeld;
  for (;;) {
    const pool = line.hasSeatMap ? await returnedSeats(tx, line.id) : [];
    const size = line.hasSeatMap ? pool.length : returnedHeld;
    if (size === 0) return offered;
    const next = line.open ? await firstCovered(tx, line.id, size) : undefined;
    if (!next) {
      if (!line.open || !(await anyoneWaiting(tx, line.id))) await backOnSale(tx, line);
      return offered;
    }
    const expiresAt = new Date(now.getTime() + line.offerMinutes * 60_000);
    const seatIds = pool.slice(0, next.quantity).map((s) => s.id);
    if (seatIds.length) {
      await tx.update(sessionSeats).set({ status: 'offered', offerId: next.id }).where(inArray(sessionSeats.id, seatIds));
    } else {
      returnedHeld -= next.quantity;
      await tx
        .update(ticketClasses)
        .set({ returnedHeld: sql`${ticketClasses.returnedHeld} - ${next.quantity}` })
        .where(eq(ticketClasses.id, line.id));
    }
    await tx
      .update(waitingEntries)
      .set({ status: 'offered', offeredAt: now, offerExpiresAt: expiresAt })
      .where(eq(waitingEntries.id, next.id));
    await tx.insert(stationLetters).values(await offerLetter(tx, line, next, seatIds, expiresAt));
    const title = next.locale === 'en-US' ? line.enTitle || line.title : line.title;
    await oweSmsNotice(tx, next.memberId, { kind: 'waitingListOffer', values: { title, payBy: hallMinute(expiresAt) } }, next.locale);
    offered++;
  }
}

const returnedSeats = (tx: Tx, ticketClassId: number) =>
  tx
    .select({ id: sessionSeats.id })
    .from(sessionSeats)
    .where(and(eq(sessionSeats.ticketClassId, ticketClassId), eq(sessionSeats.status, 'returned')))
    .orderBy(asc(sessionSeats.returnedAt), asc(sessionSeats.id));

async function firstCovered(tx: Tx, ticketClassId: number, size: number) {
  const [entry] = await tx
    .select({ id: waitingEntries.id, memberId: waitingEntries.memberId, quantity: waitingEntries.quantity, locale: waitingEntries.locale })
    .from(waitingEntries)
    .where(
      and(
        eq(waitingEntries.ticketClassId, ticketClassId),
        eq(waitingEntries.status, 'waiting'),
        sql`${waitingEntries.quantity} <= ${size}`,
      ),
    )
    .orderBy(asc(waitingEntries.id))
    .limit(1);
  return entry;
}

/** What the class held for its list goes on sale again. */
async function backOnSale(tx: Tx, line: LineClass) {
  await tx
    .update(sessionSeats)
    .set({ status: 'available', returnedAt: null })
    .where(and(eq(sessionSeats.ticketClassId, line.id), eq(sessionSeats.status, 'returned')));
  await tx
    .update(ticketClasses)
    .set({ sold: sql`${ticketClasses.sold} - ${ticketClasses.returnedHeld}`, returnedHeld: 0 })
    .where(eq(ticketClasses.id, line.id));
}

/**
 * An offer that ends unused (its window ran out, or the member left): its seats or tickets are held for the list
 * again, first in line as they came back first. The caller holds the class's lock; offerLine then offers them on.
 */
export async function takeBackOffer(tx: Tx, line: LineClass, entryId: number, quantity: number): Promise<LineClass> {
  if (line.hasSeatMap) {
    await tx
      .update(sessionSeats)
      .set({ status: 'returned', offerId: null })
      .where(and(eq(sessionSeats.offerId, entryId), eq(sessionSeats.status, 'offered')));
    return line;
  }
  const [held] = await tx
    .update(ticketClasses)
    .set({ returnedHeld: sql`${ticketClasses.returnedHeld} + ${quantity}` })
    .where(eq(ticketClasses.id, line.id))
    .returning({ returnedHeld: ticketClasses.returnedHeld });
  return { ...line, returnedHeld: held.returnedHeld };
}

type Seat = { floor: number; area: string; enArea: string; row: string | number; number: string | number };

/** A seat in the words the site prints it with (messages `common.seat`). */
const seatWords = (locale: Locale, seat: Seat) =>
  fill(messagesFor(locale).common.seat, {
    floor: String(seat.floor),
    area: locale === 'en-US' ? seat.enArea || seat.area : seat.area,
    row: String(seat.row),
    number: String(seat.number),
  });

async function offerLetter(
  tx: Tx,
  line: LineClass,
  entry: { id: number; memberId: number; quantity: number },
  seatIds: number[],
  payBy: Date,
) {
  const seats = seatIds.length
    ? await tx
        .select(seatLabelColumns)
        .from(sessionSeats)
        .innerJoin(hallSeats, eq(hallSeats.id, sessionSeats.hallSeatId))
        .where(inArray(sessionSeats.id, seatIds))
        .orderBy(asc(sessionSeats.id))
    : [];
  const listed = (locale: Locale, open: string, close: string, joiner: string) =>
    seats.length ? `${open}${seats.map((s) => seatWords(locale, s)).join(joiner)}${close}` : '';
  return {
    memberId: entry.memberId,
    ...letterWords(
      'waitingListOffer',
      {
        title: line.title,
        session: hallMinute(line.startTime),
        ticketClass: line.name,
        quantity: entry.quantity,
        seats: listed('zh-CN', '（', '）', '、'),
        payBy: hallMinute(payBy),
      },
      { en: { title: line.enTitle || line.title, ticketClass: line.enName, seats: listed('en-US', ' (', ')', '; ') } },
    ),
    link: letterLink(`/waitingList?id=${entry.id}`),
  };
}
