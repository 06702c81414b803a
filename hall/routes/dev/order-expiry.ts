// POST /api/dev/order/expire {orderNo}: the test clock of the payment window (payment sandbox) → services/orders/close
import { z } from 'zod';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { expireOrderNow } from '../../services/orders/close';

const body = z.object({ orderNo: z.string().regex(/^H\d{22}$/) });

export async function orderExpiryRoutes(app: HallApp) {
  const db = app.database.db;
  app.post('/api/dev/order/expire', route({ summary: 'Ends an order’s payment window now (sandbox clock)', body }), async (req) =>
    ok({ outcome: await expireOrderNow(db, app.payments, req.body.orderNo) }),
  );
}
