import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems, performances, sessions, stationLetters, ticketClasses, welfareApplications, welfareRounds } from '../../db/schema';
import { letterLink, letterWords } from '../../i18n/letters';
import { hallMinute } from '../../platform/time';
import { insertOrder } from '../orders/insert';
import { ticketCode } from '../orders/ticket-code';

export type Round = typeof welfareRounds.$inferSelect;

/** The round, locked: every change to its offers goes through this lock, always before the class's stock. */
export async function lockRound(tx: Tx, roundId: number): Promise<Round | undefined> {
  const [round] = await tx.select().from(welfareRounds).where(eq(welfareRounds.id, roundId)).for('update');
  return round;
}

/** Whether the session can still take a welfare ticket: visible, not cancelled or stopped, not yet begun. */
async function stillSelling(tx: Tx, round: Round, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ saleState: sessions.saleState, startTime: sessions.startTime, saleEndAt: sessions.saleEndAt, visible: performances.visible })
    .from(sessions)
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .where(eq(sessions.id, round.sessionId));
  return !!row && row.visible && row.saleState === 'on_sale' && (row.saleEndAt ?? row.startTime) > now && row.startTime > now;
}

/**
 * Offers free places to the applications waiting, best rank first, while there are places: each one an ordinary
 * unpaid ticket order of the round's welfare class (one real-name ticket), held for the round's payment window
 * by the pipeline like any other, with a station letter to say so. The caller holds the round's lock; the
 * class's stock is taken by a conditional update, so a place is never offered twice. Returns how many were offered.
 */
export async function offerPlaces(tx: Tx, round: Round, now: Date): Promise<number> {
  if (!(await stillSelling(tx, round, now))) return 0;
  const [ticketClass] = await tx
    .select({ priceFen: ticketClasses.priceFen, name: ticketClasses.name })
    .from(ticketClasses)
    .where(eq(ticketClasses.id, round.ticketClassId));
  let offered = 0;
  for (;;) {
    const [next] = await tx
      .select()
      .from(welfareApplications)
      .where(and(eq(welfareApplications.roundId, round.id), eq(welfareApplications.status, 'waiting')))
      .orderBy(asc(welfareApplications.rank))
      .limit(1);
    if (!next) return offered;
    const [place] = await tx
      .update(ticketClasses)
      .set({ sold: sql`${ticketClasses.sold} + 1` })
      .where(and(eq(ticketClasses.id, round.ticketClassId), sql`${ticketClasses.stock} - ${ticketClasses.sold} >= 1`))
      .returning({ id: ticketClasses.id });
    if (!place) return offered;

    const expiresAt = new Date(now.getTime() + round.payHours * 3600_000);
    const order = await insertOrder(tx, {
      memberId: next.memberId,
      kind: 'performance',
      status: 'unpaid',
      sessionId: round.sessionId,
      totalFen: ticketClass.priceFen,
      payFen: ticketClass.priceFen,
      expiresAt,
      createdAt: now,
    });
    await tx.insert(orderItems).values({
      orderId: order.id,
      sessionId: round.sessionId,
      performanceId: round.performanceId,
      ticketClassId: round.ticketClassId,
      quantity: 1,
      priceFen: ticketClass.priceFen,
      buyerName: next.buyerName,
      buyerCertType: next.certType,
      buyerCertNo: next.certNo,
      ticketCode: ticketCode(),
    });
    await tx
      .update(welfareApplications)
      .set({ status: 'offered', orderId: order.id, offeredAt: now })
      .where(eq(welfareApplications.id, next.id));
    await tx.insert(stationLetters).values(offerLetter(next.memberId, next.applicationNo, order, expiresAt));
    offered++;
  }
}

function offerLetter(memberId: number, applicationNo: string, order: { id: number; orderNo: string }, payBy: Date) {
  return {
    memberId,
    ...letterWords('welfareOffer', { applicationNo, orderNo: order.orderNo, payBy: hallMinute(payBy) }),
    link: letterLink(`/myOrder?orderId=${order.id}`),
  };
}

/**
 * An unpaid welfare order closed or was cancelled (performance kind's release): its application lapses and the
 * round stays locked for `offerPlaces` once the ticket is back in stock. Returns the round, or nothing when the
 * order was not a welfare offer. Runs before the stock is returned so that locks are taken round → class, as in
 * applying and drawing.
 */
export async function lapseOffer(tx: Tx, orderId: number): Promise<Round | undefined> {
  const [lapsed] = await tx
    .select({ id: welfareApplications.id, roundId: welfareApplications.roundId })
    .from(welfareApplications)
    .where(and(eq(welfareApplications.orderId, orderId), eq(welfareApplications.status, 'offered')));
  if (!lapsed) return undefined;
  const round = await lockRound(tx, lapsed.roundId);
  await tx.update(welfareApplications).set({ status: 'lapsed' }).where(eq(welfareApplications.id, lapsed.id));
  return round;
}
