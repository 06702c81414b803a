import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, projectPayments } from '../../db/schema';
import type { PaymentProvider } from '../../providers/pay/types';
import { closeUnpaidOrder } from '../orders/close';
import { checkMove, type MoveName, type Mover } from './flow';

/**
 * Before a project leaves the step its payment belongs to (withdrawn, rejected, paid by transfer instead), its open
 * deposit or instalment orders are closed and their provider trades with them, so a cashier left open in another
 * tab can no longer take the money. Only when `mover` may make `move` now: a move that will be refused closes
 * nothing. A payment the provider already took is recorded by the closing (it pays the order, and the move that
 * follows is judged on the project as it then stands).
 */
export async function closeOpenPayments(db: Db, provider: PaymentProvider, projectId: number, move: MoveName, mover: Mover) {
  await checkMove(db, projectId, move, mover);
  const open = await db
    .select({ orderId: orders.id })
    .from(projectPayments)
    .innerJoin(orders, eq(orders.id, projectPayments.orderId))
    .where(and(eq(projectPayments.projectId, projectId), eq(orders.status, 'unpaid')));
  for (const { orderId } of open) await closeUnpaidOrder(db, provider, orderId, 'member');
}
