import { eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { ticketLines, type PricePreview, type TicketLines } from '@/lib/contract/order';
import { choiceOf } from '@/lib/contract/ticket-choice';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema';
import { HallError } from '../../errors';
import { toCouponView, ticketCoupons } from '../coupons/read';
import { discountOf } from './discount-code';
import { ticketsForSale } from './lines';
import { couponProblem, priceOf } from './price';
import { paidByCard } from '../packages/credits';

export type PreviewInput = { lines: TicketLines; memberCouponId?: number; points?: number; discountCode?: string; memberCardId?: number };

/** The preview's query (`seatIds=1,2,3` or `classes=12:2,13:1`) as the lines of an order, or a 40000 naming no tickets. */
export function linesFromQuery(sessionId: number, seatIds?: string, classes?: string): TicketLines {
  const lines = ticketLines.safeParse(choiceOf(sessionId, seatIds, classes));
  if (!lines.success) throw new HallError('noTickets', Code.badRequest);
  return lines.data;
}

/**
 * GET /api/member_code_promotion/event_price: what the order would cost with these deductions, computed by the
 * same arithmetic as POST /api/order, and which of the member's coupons apply (those over the permitted amount
 * are listed as unusable so the page can show them disabled).
 */
export async function previewPrice(db: DbOrTx, memberId: number, input: PreviewInput, now = new Date()): Promise<PricePreview> {
  const { session, lines: asked } = await ticketsForSale(db, input.lines, now);
  const lines = input.memberCardId ? (await paidByCard(db, memberId, input.memberCardId, session, asked, now)).lines : asked;
  const [member] = await db.select({ pointsBalance: members.pointsBalance }).from(members).where(eq(members.id, memberId));
  const couponRows = await ticketCoupons(db, memberId, now);
  const coupon = input.memberCouponId ? couponRows.find((c) => c.id === input.memberCouponId) : null;
  if (input.memberCouponId && !coupon) throw new HallError('couponUnusable', Code.badRequest);
  const discountFen = input.discountCode ? await discountOf(db, input.discountCode, now) : 0;
  const price = priceOf(
    lines,
    session.performanceId,
    { coupon: coupon ?? null, discountFen, points: input.points ?? 0, pointsBalance: member?.pointsBalance ?? 0 },
    false,
    now,
  );
  const coupons = couponRows.map((c) => {
    const problem = couponProblem(c, session.performanceId, price.totalFen, now);
    return { ...toCouponView(c, now), usable: !problem, ...(problem && problem !== 'gone' ? { unusableReason: problem } : {}) };
  });
  return {
    lines,
    ...price,
    pointsBalance: member?.pointsBalance ?? 0,
    coupons,
    realName: session.realName,
    limitPerOrder: session.limitPerOrder,
  };
}
