import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { PriceLine } from '@/lib/contract/order';
import type { SettlementCardView } from '@/lib/contract/package';
import type { DbOrTx, Tx } from '../../db/client';
import { memberCards, orderItems, packageCardPerformances, packageCards } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { STANDING } from '../orders/standing';

/** A member's card as it stands for one performance. */
export type CardHere = {
  id: number;
  cardNo: string;
  name: string;
  enName: string;
  credits: number;
  creditsUsed: number;
  validUntil: Date;
  perPerformance: number;
  /** The dearest class it covers at this performance; null when it covers none there. */
  maxPriceFen: number | null;
  /** Tickets of this performance it pays in standing orders. */
  usedHere: number;
};

// Written with table names in full: in a one-table select drizzle leaves every column unqualified, and inside the
// subquery a bare "id" or "member_card_id" would be ambiguous or the wrong table's.
const usedHere = (performanceId: number) =>
  sql<number>`(select count(*) from "order_items" oi join "orders" o on o."id" = oi."order_id"
    where oi."member_card_id" = "member_cards"."id" and oi."performance_id" = ${performanceId}
    and o."status" in ${sql.raw(`(${STANDING.map((s) => `'${s}'`).join(', ')})`)})::int`;

/** The member's cards (one, or all still valid) as they stand for a performance. */
export async function cardsHere(
  db: DbOrTx,
  memberId: number,
  performanceId: number,
  { memberCardId, now = new Date() }: { memberCardId?: number; now?: Date } = {},
): Promise<CardHere[]> {
  return db
    .select({
      id: memberCards.id,
      cardNo: memberCards.cardNo,
      name: packageCards.name,
      enName: packageCards.enName,
      credits: memberCards.credits,
      creditsUsed: memberCards.creditsUsed,
      validUntil: memberCards.validUntil,
      perPerformance: packageCards.perPerformance,
      maxPriceFen: packageCardPerformances.maxPriceFen,
      usedHere: usedHere(performanceId),
    })
    .from(memberCards)
    .innerJoin(packageCards, eq(packageCards.id, memberCards.packageCardId))
    .leftJoin(
      packageCardPerformances,
      and(eq(packageCardPerformances.packageCardId, packageCards.id), eq(packageCardPerformances.performanceId, performanceId)),
    )
    .where(and(eq(memberCards.memberId, memberId), memberCardId ? eq(memberCards.id, memberCardId) : gt(memberCards.validUntil, now)))
    .orderBy(memberCards.validUntil, memberCards.id);
}

/** A class a card pays at a performance: money tickets at or below its price there; point-only tickets never. */
export const covers = (card: Pick<CardHere, 'maxPriceFen'>, line: Pick<PriceLine, 'pointOnly' | 'priceFen'>) =>
  card.maxPriceFen !== null && !line.pointOnly && line.priceFen <= card.maxPriceFen;

export type CardOutcome = Pick<SettlementCardView, 'pays' | 'usable' | 'reason' | 'creditsLeft' | 'leftHere'>;

/**
 * What a card does for the tickets being settled: it pays every ticket of a class it covers, or none. A card
 * past its validity, or one that covers nothing here, pays nothing; one with too few credits (or too few left
 * for this performance) is refused rather than paying some, so the member knows which tickets are paid how.
 */
export function cardOutcome(card: CardHere, lines: PriceLine[], sessionStart: Date, now = new Date()): CardOutcome {
  const creditsLeft = card.credits - card.creditsUsed;
  const leftHere = Math.max(0, Math.min(creditsLeft, card.perPerformance - card.usedHere));
  const valid = card.validUntil > now && card.validUntil >= sessionStart;
  const pays = valid ? lines.filter((l) => covers(card, l)).reduce((n, l) => n + l.quantity, 0) : 0;
  const reason = !pays
    ? 'noCoveredTickets'
    : pays > creditsLeft
      ? 'tooFewCredits'
      : pays > card.perPerformance - card.usedHere
        ? 'performanceCap'
        : undefined;
  return { pays, usable: !reason, ...(reason ? { reason } : {}), creditsLeft, leftHere };
}

/** The lines with what the card pays marked: those tickets cost the member no money. */
export const withCard = (card: CardHere, lines: PriceLine[]): PriceLine[] =>
  lines.map((l) => (covers(card, l) ? { ...l, byCard: true } : l));

/** The refusal a member reads when the card cannot pay these tickets. */
export function cardRefusal(card: CardHere, outcome: CardOutcome): HallError {
  switch (outcome.reason) {
    case 'performanceCap':
      return new HallError('cardPerformanceCap', Code.badRequest, null, { cap: card.perPerformance, left: outcome.leftHere });
    case 'tooFewCredits':
      return new HallError('cardTooFewCredits', Code.badRequest, null, { left: outcome.creditsLeft });
    default:
      return new HallError('cardCoversNone', Code.badRequest);
  }
}

/**
 * The tickets being settled with the member's card: the lines it pays marked, with the card and how many it
 * pays, or the refusal in the member's words. Read before the order's transaction, as the prices are; the
 * credits themselves are taken inside it (spendCredits).
 */
export async function paidByCard(
  db: DbOrTx,
  memberId: number,
  memberCardId: number,
  session: { performanceId: number; startTime: Date },
  lines: PriceLine[],
  now = new Date(),
): Promise<{ card: CardHere; lines: PriceLine[]; count: number }> {
  const [card] = await cardsHere(db, memberId, session.performanceId, { memberCardId, now });
  if (!card) throw notFound();
  const outcome = cardOutcome(card, lines, session.startTime, now);
  if (!outcome.usable) throw cardRefusal(card, outcome);
  return { card, lines: withCard(card, lines), count: outcome.pays };
}

/**
 * In the order's transaction: the card's credits taken by a conditional update (a parallel order that took the
 * last one makes it fail; the row lock it takes queues the next), then the per-performance cap counted again
 * under that lock, so two orders cannot both take the last ticket of a performance either.
 */
export async function spendCredits(tx: Tx, card: CardHere, performanceId: number, count: number, now: Date) {
  const [spent] = await tx
    .update(memberCards)
    .set({ creditsUsed: sql`${memberCards.creditsUsed} + ${count}` })
    .where(
      and(
        eq(memberCards.id, card.id),
        sql`${memberCards.creditsUsed} + ${count} <= ${memberCards.credits}`,
        gt(memberCards.validUntil, now),
      ),
    )
    .returning({ creditsUsed: memberCards.creditsUsed, credits: memberCards.credits });
  if (!spent) {
    throw new HallError('cardTooFewCredits', Code.badRequest, null, { left: Math.max(0, card.credits - card.creditsUsed - count) });
  }
  const [{ used }] = await tx
    .select({ used: usedHere(performanceId) })
    .from(memberCards)
    .where(eq(memberCards.id, card.id));
  if (used + count > card.perPerformance) {
    throw new HallError('cardPerformanceCap', Code.badRequest, null, {
      cap: card.perPerformance,
      left: Math.max(0, card.perPerformance - used),
    });
  }
}

/** An order that ends gives its card tickets' credits back (closed unpaid, cancelled by the member or the hall). */
export async function returnCardCredits(tx: Tx, orderId: number) {
  const byCard = await tx
    .select({ memberCardId: orderItems.memberCardId, count: sql<number>`count(*)::int` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.memberCardId)))
    .groupBy(orderItems.memberCardId);
  for (const { memberCardId, count } of byCard) {
    await tx
      .update(memberCards)
      .set({ creditsUsed: sql`${memberCards.creditsUsed} - ${count}` })
      .where(eq(memberCards.id, memberCardId!));
  }
}
