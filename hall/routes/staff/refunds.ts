// The box office's refund calls (lib/contract/staff-refund-calls.ts, ours): the refund queue, unmatched money and
// the latest refunds; refunding or settling by hand → services/orders/refund-queue, refunds, unmatched-payments
import { staffRefundCalls as calls } from '@/lib/contract/staff-refund-calls';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { recentRefunds, refundQueue } from '../../services/orders/refund-queue';
import { refundPayment, settlePaymentByHand } from '../../services/orders/refunds';
import { reconcileUnmatched, refundUnmatched, unmatchedQueue } from '../../services/orders/unmatched-payments';

export async function refundRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, calls.owed, async (req) => ok(await refundQueue(db, req.query)));
  handle(app, calls.unmatched, async (req) => ok(await unmatchedQueue(db, req.query)));
  handle(app, calls.recent, async () => ok(await recentRefunds(db)));
  handle(app, calls.refundUnmatched, async (req) => ok(await refundUnmatched(db, app.payments, actorOf(req), req.params.id)));
  handle(app, calls.reconcileUnmatched, async (req) => ok(await reconcileUnmatched(db, actorOf(req), req.params.id, req.body.note)));
  handle(app, calls.refund, async (req) => ok(await refundPayment(db, app.payments, actorOf(req), req.params.paymentId)));
  handle(app, calls.settle, async (req) => ok(await settlePaymentByHand(db, actorOf(req), req.params.paymentId, req.body.note)));
}
