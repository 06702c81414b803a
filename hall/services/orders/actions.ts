import { and, eq, inArray, isNull } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { InvoiceInput, OrderView } from '@/lib/contract/order';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import type { PaymentProvider } from '../../providers/pay/types';
import { closeUnpaidOrder } from './close';
import { getOrder } from './read';

async function ownOrder(db: Db, memberId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId), isNull(orders.deletedAt)));
  if (!order) throw notFound();
  return order;
}

/** The member cancels an unpaid order; a payment that reached it first wins and the order is issued instead. */
export async function cancelOrder(db: Db, provider: PaymentProvider, memberId: number, orderId: number) {
  const order = await ownOrder(db, memberId, orderId);
  if (order.status !== 'unpaid') throw new HallError('orderNotCancellable', Code.badRequest);
  await closeUnpaidOrder(db, provider, order.id, 'member');
  return getOrder(db, memberId, orderId);
}

/** Closed and cancelled orders may be removed from the member's list; the box office keeps the row. */
export async function deleteOrder(db: Db, memberId: number, orderId: number) {
  const order = await ownOrder(db, memberId, orderId);
  if (order.status !== 'closed' && order.status !== 'cancelled') throw new HallError('orderNotDeletable', Code.badRequest);
  await db
    .update(orders)
    .set({ deletedAt: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['closed', 'cancelled'])));
}

/** Orders whose invoice request may still be corrected: those that stand (a closed or cancelled one is done with). */
const STANDING: readonly OrderView['status'][] = ['unpaid', 'paid', 'issued', 'completed'];

/**
 * Asks for the invoice of a paid order, or corrects the request: until the box office issues the invoice, the
 * member's details are only a request, and a wrong title or tax number is theirs to mend. The same
 * request replaces the details whole, as long as the order stands (the 30-day window bounds asking, and a request
 * made in it may still be mended); once issued, the invoice is the tax system's and is not changed here. Against a
 * clerk issuing at that moment the row decides: the correction lands first and is what the queue shows, or it
 * finds the invoice issued and is refused.
 */
export async function requestInvoice(db: Db, memberId: number, orderId: number, invoice: InvoiceInput) {
  const view = await getOrder(db, memberId, orderId);
  if (view.invoiceState === 'issued') throw new HallError('invoiceAlreadyIssued', Code.badRequest);
  const correcting = view.invoiceState === 'requested' && STANDING.includes(view.status);
  if (!view.invoiceable && !correcting) throw new HallError('notInvoiceable', Code.badRequest);
  const updated = await db
    .update(orders)
    .set({ invoice, invoiceState: 'requested' })
    .where(and(eq(orders.id, orderId), inArray(orders.invoiceState, ['none', 'requested'])))
    .returning({ id: orders.id });
  if (!updated.length) throw new HallError('invoiceAlreadyIssued', Code.badRequest);
  return getOrder(db, memberId, orderId);
}
