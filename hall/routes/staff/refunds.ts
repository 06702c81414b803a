// GET /api/staff/refunds, /refunds/unmatched, /refunds/recent; POST /api/staff/refunds/:paymentId,
// /:paymentId/settle, /unmatched/:id, /unmatched/:id/reconcile (ours, box office) → services/orders/refund-queue,
// refunds, unmatched-payments
import { z } from 'zod';
import { id, idParam } from '@/lib/contract/common';
import { refundQueueQuery, settlePayload, unmatchedQueueQuery } from '@/lib/contract/staff';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { recentRefunds, refundQueue } from '../../services/orders/refund-queue';
import { refundPayment, settlePaymentByHand } from '../../services/orders/refunds';
import { reconcileUnmatched, refundUnmatched, unmatchedQueue } from '../../services/orders/unmatched-payments';

export async function refundRoutes(app: HallApp) {
  const db = app.database.db;
  const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;

  app.get(
    '/api/staff/refunds',
    route({
      summary: 'The refund queue: payments owed back, oldest first, a page at a time with the count and sum of all that match',
      ...boxOffice,
      query: refundQueueQuery,
    }),
    async (req) => ok(await refundQueue(db, req.query)),
  );
  app.get(
    '/api/staff/refunds/unmatched',
    route({
      summary: 'Money that paid no order, not yet refunded or settled, a page at a time with the count and sum of all that match',
      ...boxOffice,
      query: unmatchedQueueQuery,
    }),
    async (req) => ok(await unmatchedQueue(db, req.query)),
  );
  app.get(
    '/api/staff/refunds/recent',
    route({ summary: 'The latest refunds: refunded, asked, or settled by hand', ...boxOffice }),
    async () => ok(await recentRefunds(db)),
  );
  app.post(
    '/api/staff/refunds/unmatched/:id',
    route({ summary: 'Refunds money that paid no order, in full, through its provider (once)', ...boxOffice, params: idParam }),
    async (req) => ok(await refundUnmatched(db, app.payments, actorOf(req), req.params.id)),
  );
  app.post(
    '/api/staff/refunds/unmatched/:id/reconcile',
    route({
      summary: 'Marks money that paid no order as settled outside the hall API, with how (also after a failed refund; once)',
      ...boxOffice,
      params: idParam,
      body: settlePayload,
    }),
    async (req) => ok(await reconcileUnmatched(db, actorOf(req), req.params.id, req.body.note)),
  );

  const payment = z.object({ paymentId: id });
  app.post(
    '/api/staff/refunds/:paymentId',
    route({ summary: 'Refunds one payment owed back through its provider (once, whatever the retries)', ...boxOffice, params: payment }),
    async (req) => ok(await refundPayment(db, app.payments, actorOf(req), req.params.paymentId)),
  );
  app.post(
    '/api/staff/refunds/:paymentId/settle',
    route({
      summary: 'Marks one payment owed back as settled by hand, with how (also after a failed refund; once)',
      ...boxOffice,
      params: payment,
      body: settlePayload,
    }),
    async (req) => ok(await settlePaymentByHand(db, actorOf(req), req.params.paymentId, req.body.note)),
  );
}
