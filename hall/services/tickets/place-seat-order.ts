import { sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { OrderCreate, OrderCreated, PriceLine } from '@/lib/contract/order';
import type { Db } from '../../db/client';
import { HallError } from '../../errors';
import type { SessionForSale } from './lines';
import type { Price } from './price';
import { newOrderNo } from '../orders/insert';
import { seatTaken } from './seat-claims';
import { STANDING } from '../orders/standing';
import { ticketCode } from '../orders/ticket-code';

/**
 * What most orders of an on-sale are: seats chosen on the map, paid in money, with nothing to redeem (no
 * coupon, discount code, points, package card or cart lines) and nobody to name. Those are placed in one
 * round trip; every other order takes the transaction of createOrder.
 */
export function isPlainSeatOrder(input: OrderCreate, session: SessionForSale, lines: PriceLine[]): boolean {
  return (
    !session.realName &&
    !input.memberCouponId &&
    !input.discountCode &&
    !input.points &&
    !input.memberCardId &&
    !input.cartItemIds?.length &&
    !input.offerId &&
    lines.every((l) => l.sessionSeatId !== null && !l.pointOnly && !l.byCard) &&
    // Nothing to pay is issued at once, by createOrder.
    lines.some((l) => l.priceFen > 0)
  );
}

type Answer = { orderId?: number; member?: false; limit?: number; taken?: number[]; orderNoTaken?: true };

/**
 * The plain seat order through place_seat_order (migration 0018): called outside any transaction, the function
 * is one, so the member's lock, the limits, the seats (SKIP LOCKED, as holdSeats) and the order's rows cost one
 * statement instead of eight, and a refusal writes nothing. Its answers become the errors createOrder throws.
 */
export async function placeSeatOrder(
  db: Db,
  memberId: number,
  session: SessionForSale,
  lines: PriceLine[],
  price: Price,
  input: OrderCreate,
  expiresAt: Date,
  now: Date,
): Promise<OrderCreated> {
  const items = lines.map((l) => ({
    performanceId: session.performanceId,
    ticketClassId: l.ticketClassId,
    sessionSeatId: l.sessionSeatId,
    quantity: 1,
    priceFen: l.priceFen,
    ticketCode: ticketCode(),
  }));
  for (let attempt = 0; attempt < 5; attempt++) {
    const orderNo = newOrderNo(now);
    const order = {
      orderNo,
      memberId,
      sessionId: session.id,
      totalFen: price.totalFen,
      payFen: price.payFen,
      invoice: input.invoice ?? null,
      invoiceState: input.invoice ? 'requested' : 'none',
      expiresAt: expiresAt.toISOString(),
      createdAt: now.toISOString(),
    };
    const result = (await db.execute(
      sql`select place_seat_order(${JSON.stringify(order)}::jsonb, ${JSON.stringify(items)}::jsonb, ${session.limitPerMember}::integer, ${`{${STANDING.join(',')}}`}::text[]) as answer`,
    )) as unknown as { rows: { answer: Answer }[] };
    const answer = result.rows[0].answer;
    if (answer.orderId) {
      return { orderId: answer.orderId, orderNo, payFen: price.payFen, expiresAt: expiresAt.toISOString(), status: 'unpaid' };
    }
    if (answer.member === false) throw new HallError('loginRequired', Code.unauthorized);
    if (answer.limit !== undefined) throw new HallError('overLimit', Code.badRequest, null, { limit: answer.limit });
    if (answer.taken) throw seatTaken(answer.taken);
  }
  throw new Error('five order numbers in a row were taken');
}
