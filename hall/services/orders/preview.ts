import { eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { PricePreview, TicketLines } from '@/lib/contract/order';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema';
import { HallError } from '../../errors';
import { toCouponView, ticketCoupons } from '../catalogue/coupons';
import { discountOf } from './discount-code';
import { ticketsForSale } from './lines';
import { couponProblem, priceOf } from './price';

export type PreviewInput = { lines: TicketLines; memberCouponId?: number; points?: number; discountCode?: string };

/** "seats=1,2,3" and "classes=12:2,13:1" as the settlement page's URL carries them. */
export function linesFromQuery(sessionId: number, seatIds?: string, classes?: string): TicketLines {
  const numbers = (s: string) => s.split(',').filter(Boolean).map(Number);
  const lines: TicketLines = { sessionId };
  if (seatIds) lines.seatIds = numbers(seatIds);
  if (classes) {
    lines.classes = classes
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [ticketClassId, quantity] = pair.split(':').map(Number);
        return { ticketClassId, quantity };
      });
  }
  const valid = (n: number) => Number.isInteger(n) && n > 0 && n < 2_147_483_647;
  const ok =
    (lines.seatIds ?? []).every(valid) &&
    (lines.seatIds?.length ?? 0) <= 20 &&
    (lines.classes ?? []).every((c) => valid(c.ticketClassId) && valid(c.quantity) && c.quantity <= 20) &&
    !!lines.seatIds?.length !== !!lines.classes?.length;
  if (!ok) throw new HallError('noTickets', Code.badRequest);
  return lines;
}

/**
 * GET /api/member_code_promotion/event_price: what the order would cost with these deductions, computed by the
 * same arithmetic as POST /api/order, and which of the member's coupons apply (those over the permitted amount
 * are listed as unusable so the page can show them disabled).
 */
export async function previewPrice(db: DbOrTx, memberId: number, input: PreviewInput, now = new Date()): Promise<PricePreview> {
  const { session, lines } = await ticketsForSale(db, input.lines, now);
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
