// POST /api/dev/order/expire {orderNo}: the test clock of the payment window (payment sandbox) → services/orders/close
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, parse } from '../../http';
import { expireOrderNow } from '../../services/orders/close';

const body = z.object({ orderNo: z.string().regex(/^H\d{22}$/) });

export async function orderExpiryRoutes(app: FastifyInstance) {
  const db = app.database.db;
  app.post('/api/dev/order/expire', async (req) => ok({ outcome: await expireOrderNow(db, app.payments, parse(body, req.body).orderNo) }));
}
