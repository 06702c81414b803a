// GET /api/staff/refunds; POST /api/staff/refunds/:paymentId, /unmatched/:id, /unmatched/:id/reconcile (ours, box
// office) → services/orders/refunds, unmatched-payments
import { z } from 'zod';
import { id, idParam } from '@/lib/contract/common';
import { reconcilePayload } from '@/lib/contract/staff';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { recentRefunds, refundPayment, refundQueue } from '../../services/orders/refunds';
import { reconcileUnmatched, refundUnmatched, unmatchedQueue } from '../../services/orders/unmatched-payments';

export async function refundRoutes(app: HallApp) {
  const db = app.database.db;
  const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;

  app.get(
    '/api/staff/refunds',
    route({ summary: 'The refund queue: payments owed back, money that paid no order, and the latest refunds', ...boxOffice }),
    async () => ok({ owed: await refundQueue(db), unmatched: await unmatchedQueue(db), recent: await recentRefunds(db) }),
  );
  app.post(
    '/api/staff/refunds/unmatched/:id',
    route({ summary: 'Refunds money that paid no order, in full, through its provider (once)', ...boxOffice, params: idParam }),
    async (req) => ok(await refundUnmatched(db, app.payments, actorOf(req), req.params.id)),
  );
  app.post(
    '/api/staff/refunds/unmatched/:id/reconcile',
    route({
      summary: 'Marks money that paid no order as settled outside the hall API, with how',
      ...boxOffice,
      params: idParam,
      body: reconcilePayload,
    }),
    async (req) => ok(await reconcileUnmatched(db, actorOf(req), req.params.id, req.body.note)),
  );

  const refund = route({
    summary: 'Refunds one payment owed back through its provider (once, whatever the retries)',
    ...boxOffice,
    params: z.object({ paymentId: id }),
  });
  app.post('/api/staff/refunds/:paymentId', refund, async (req) =>
    ok(await refundPayment(db, app.payments, actorOf(req), req.params.paymentId)),
  );
}
