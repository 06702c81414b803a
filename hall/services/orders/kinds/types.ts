import type { SQL } from 'drizzle-orm';
import type { GoodsHandover, OrderItemView, OrderKindName, OrderSubject } from '@/lib/contract/order';
import type { Locale } from '@/lib/i18n/locales';
import type { DbOrTx, Tx } from '../../../db/client';
import type { orders } from '../../../db/schema';

export type Order = typeof orders.$inferSelect;
export type { OrderKindName };

// The table's kinds and the contract's are one list: a kind added to one and not the other does not compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameKinds: Same<Order['kind'], OrderKindName> = true;
void sameKinds;

/**
 * How an order reads on the member's screens: what it is for and its lines (codes are hidden by the reader until
 * paid), and for points-shop goods how they reach the member and how far they have gone (read only once paid).
 */
export type OrderDescription = {
  subject: OrderSubject;
  items: OrderItemView[];
  goods?: { fulfilment: 'delivery' | 'pickup'; handover: GoodsHandover };
};

/**
 * What differs between kinds of order (performance tickets, visits, points-shop goods, package cards …). The
 * pipeline (placing, the payment window, payment, notification, issuing, expiry, cancellation, refund-pending,
 * listing) is one code for all of them and calls these at its steps; adding a kind adds a module here and
 * touches no payment, notification, expiry or listing code (docs/architecture.md, "One order pipeline").
 */
export type OrderKind = {
  /** The line a payment provider shows the payer (the cashier's subject), in the member's language. */
  subject(db: DbOrTx, order: Order, locale: Locale): Promise<string>;
  /** Paid: what was held for the window becomes the member's (seats sold, places booked …). */
  issue(tx: Tx, order: Order, now: Date): Promise<void>;
  /** Closed or cancelled unpaid: what the kind held goes back (seats, stock, places, claims). */
  release(tx: Tx, order: Order, now: Date): Promise<void>;
  /** The member's orders of this kind as they read in lists, details and checkout, by order id. */
  describe(db: DbOrTx, orders: Order[]): Promise<Map<number, OrderDescription>>;
  /** The ledger's words for the points an order of this kind spends and gives back (default order_spend, order_return). */
  pointsLedger?: { spent: 'shop_spend'; returned: 'shop_return' };
  /**
   * When what was ordered starts and ends (a session, a visit slot), as SQL over the `orders` row, for the
   * tabs (issued, completed, performing); absent for kinds that have no time, such as goods.
   */
  timing?: { startsAt: SQL; endsAt: SQL };
  /** The site's page the payer comes back to from the provider (default /paySuccess; the points shop has its own). */
  resultPath?: string;
  /** The page the payer comes back to when it depends on the order (a renter's project page), path and query. */
  returnPath?(db: DbOrTx, order: Order): Promise<string>;
};

/**
 * The member of an order of a member's kind (tickets, visits, goods, cards): every kind but rental has one, and
 * the code that calls this is that kind's, so a renter's order here is a fault, not a refusal.
 */
export function memberIdOf(order: Pick<Order, 'id' | 'memberId'>): number {
  if (order.memberId === null) throw new Error(`order ${order.id} is a venue renter's, not a member's`);
  return order.memberId;
}

/** Who an order's station letters go to: its member, or its venue renter. */
export const letterOwner = (order: Pick<Order, 'memberId' | 'enterpriseUserId'>) =>
  order.memberId !== null ? { memberId: order.memberId } : { enterpriseUserId: order.enterpriseUserId };
