// What keeps an account open. Closing erases the member's name, phone and ID (close-account.ts); a box office
// cannot do that while it still owes the member something or must reach them to deliver it, so each of these
// refuses the closing until it is done, and the member is told every one that applies, not only the first:
// - unpaidOrder: an order awaiting payment holds seats, stock, a coupon or points for the member; pay or cancel it.
// - upcomingTicket: a ticket for a session that has not ended (paid or issued, not cancelled or refunded): the
//   door reads its code and, for real-name tickets, the holder's name and ID, which closing erases.
// - upcomingVisit: a visit booked and paid for a slot not yet over, or a group visit the hall is still to answer or
//   has confirmed for a day to come: the guides expect those visitors, and the hall calls the group's contact.
// - welfareApplication: a public-welfare application still in the draw or offered a place: the place would go to
//   nobody (the application is for a named person, whose name closing erases).
// - packageCredits: a package card with credits left and still valid: money paid for tickets not yet taken.
// - shopDelivery: a points-shop parcel not yet shipped (its address is needed) or a café voucher not yet collected.
// - invoicePending: an invoice asked for and not yet issued: it is handed over only in the member's account.
// Not in the way: money owed back (a refund goes back to the account that paid, with no need of the person),
// and everything in the past (orders stay for the hall's accounts, without the person).
import { and, count, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { CloseReason, CloseRefusal } from '@/lib/contract/data-rights';
import type { DbOrTx } from '../../db/client';
import { groupReservations, memberCards, orders, sessions, shopOrders, welfareApplications, welfareRounds } from '../../db/schema';
import { hallDate } from '../../platform/time';
import { orderKind } from '../orders/kinds';

/** Paid, and not ended by the member, the clock or the hall. */
const STANDING_PAID = ['paid', 'issued'] as const;

const asTime = (now: Date) => sql`${now.toISOString()}::timestamptz`;

type Count = (db: DbOrTx, memberId: number, now: Date) => Promise<number>;

const countOf = async (query: PromiseLike<{ n: number }[]>) => (await query)[0]?.n ?? 0;

const ordersWhere = (db: DbOrTx, memberId: number, filter: SQL | undefined) =>
  countOf(
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.memberId, memberId), filter)),
  );

/** The member's orders of a timed kind (tickets, visits) whose session or slot has not ended yet. */
function stillAhead(kind: 'performance' | 'visit', now: Date): SQL | undefined {
  const { endsAt } = orderKind(kind).timing!;
  return and(eq(orders.kind, kind), inArray(orders.status, [...STANDING_PAID]), sql`${endsAt} > ${asTime(now)}`);
}

const groupVisitsAhead: Count = (db, memberId, now) =>
  countOf(
    db
      .select({ n: count() })
      .from(groupReservations)
      .where(
        and(
          eq(groupReservations.memberId, memberId),
          or(
            and(eq(groupReservations.status, 'submitted'), sql`${groupReservations.dateTo} >= ${hallDate(now)}`),
            and(eq(groupReservations.status, 'confirmed'), sql`${groupReservations.confirmedDate} >= ${hallDate(now)}`),
          ),
        ),
      ),
  );

/** In the draw or waiting for a place while the session still sells (the page reads them "unsuccessful" after), or offered. */
const welfareOpen: Count = (db, memberId, now) =>
  countOf(
    db
      .select({ n: count() })
      .from(welfareApplications)
      .innerJoin(welfareRounds, eq(welfareRounds.id, welfareApplications.roundId))
      .innerJoin(sessions, eq(sessions.id, welfareRounds.sessionId))
      .leftJoin(orders, eq(orders.id, welfareApplications.orderId))
      .where(
        and(
          eq(welfareApplications.memberId, memberId),
          or(
            and(
              inArray(welfareApplications.status, ['applied', 'waiting']),
              eq(sessions.saleState, 'on_sale'),
              sql`coalesce(${sessions.saleEndAt}, ${sessions.startTime}) > ${asTime(now)}`,
            ),
            and(eq(welfareApplications.status, 'offered'), eq(orders.status, 'unpaid')),
          ),
        ),
      ),
  );

const cardsWithCredits: Count = (db, memberId, now) =>
  countOf(
    db
      .select({ n: count() })
      .from(memberCards)
      .where(and(eq(memberCards.memberId, memberId), lt(memberCards.creditsUsed, memberCards.credits), gt(memberCards.validUntil, now))),
  );

const parcelsToHandOver: Count = (db, memberId, now) =>
  countOf(
    db
      .select({ n: count() })
      .from(shopOrders)
      .innerJoin(orders, eq(orders.id, shopOrders.orderId))
      .where(
        and(
          eq(orders.memberId, memberId),
          inArray(orders.status, [...STANDING_PAID]),
          or(
            and(eq(shopOrders.fulfilment, 'delivery'), isNull(shopOrders.shippedAt)),
            and(
              eq(shopOrders.fulfilment, 'pickup'),
              isNull(shopOrders.collectedAt),
              or(isNull(shopOrders.pickupValidUntil), gt(shopOrders.pickupValidUntil, now)),
            ),
          ),
        ),
      ),
  );

/** Each reason's count, in the order the member reads them. */
const CHECKS: Record<CloseReason, Count> = {
  unpaidOrder: (db, memberId) => ordersWhere(db, memberId, eq(orders.status, 'unpaid')),
  upcomingTicket: (db, memberId, now) => ordersWhere(db, memberId, stillAhead('performance', now)),
  upcomingVisit: async (db, memberId, now) =>
    (await ordersWhere(db, memberId, stillAhead('visit', now))) + (await groupVisitsAhead(db, memberId, now)),
  welfareApplication: welfareOpen,
  packageCredits: cardsWithCredits,
  shopDelivery: parcelsToHandOver,
  invoicePending: (db, memberId) =>
    ordersWhere(db, memberId, and(eq(orders.invoiceState, 'requested'), inArray(orders.status, ['paid', 'issued', 'completed']))),
};

/** Every reason the member's account cannot be closed now, each with how many things it is about; [] when it can. */
export async function closingRefusals(db: DbOrTx, memberId: number, now = new Date()): Promise<CloseRefusal[]> {
  const found: CloseRefusal[] = [];
  // One query after another: inside the closing's transaction they share one connection.
  for (const [reason, countNow] of Object.entries(CHECKS) as [CloseReason, Count][]) {
    const n = await countNow(db, memberId, now);
    if (n > 0) found.push({ reason, count: n });
  }
  return found;
}
