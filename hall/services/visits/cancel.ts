import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reservations } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import type { PaymentProvider } from '../../providers/pay/types';
import { closeUnpaidOrder } from '../orders/close';

/**
 * PUT /api/reservation_order/cancel: an unpaid booking ends through the order pipeline (the provider asked
 * first, so a payment that got there wins). A paid visit is not refunded here, as tickets are not: the
 * hall's box office handles exceptions (docs/decisions/visits.md).
 */
export async function cancelReservation(db: Db, provider: PaymentProvider, memberId: number, id: number) {
  const [reservation] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.memberId, memberId)));
  if (!reservation) throw notFound();
  if (reservation.status !== 'unpaid' || !reservation.orderId) throw new HallError('orderNotCancellable');
  await closeUnpaidOrder(db, provider, reservation.orderId, 'member');
}
