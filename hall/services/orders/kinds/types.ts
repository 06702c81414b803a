import type { Locale } from '@/lib/i18n/locales';
import type { DbOrTx, Tx } from '../../../db/client';
import type { orders } from '../../../db/schema';

export type Order = typeof orders.$inferSelect;
export type OrderKindName = Order['kind'];

/**
 * What differs between kinds of order (performance tickets, visits, points-shop goods, package cards …). The
 * pipeline (placing, the payment window, payment, notification, issuing, expiry, cancellation, refund-pending)
 * is one code for all of them and calls these at its steps; adding a kind adds a module here and touches no
 * payment, notification or expiry code (docs/architecture.md, "One order pipeline").
 */
export type OrderKind = {
  /** The line a payment provider shows the payer (the cashier's subject), in the member's language. */
  subject(db: DbOrTx, order: Order, locale: Locale): Promise<string>;
  /** Paid: what was held for the window becomes the member's (seats sold, places booked …). */
  issue(tx: Tx, order: Order, now: Date): Promise<void>;
  /** Closed or cancelled unpaid: what the kind held goes back (seats, stock, places, claims). */
  release(tx: Tx, order: Order, now: Date): Promise<void>;
};
