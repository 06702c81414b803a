// GET /api/staff/refunds; POST /api/staff/refunds/:paymentId (ours, box office) → services/orders/refunds
import { z } from 'zod';
import { id } from '@/lib/contract/common';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { recentRefunds, refundPayment, refundQueue } from '../../services/orders/refunds';

export async function refundRoutes(app: HallApp) {
  const db = app.database.db;
  const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;

  app.get(
    '/api/staff/refunds',
    route({ summary: 'The refund queue: payments owed back, and the latest refunds', ...boxOffice }),
    async () => ok({ owed: await refundQueue(db), recent: await recentRefunds(db) }),
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
