// POST /api/dev/order/expire {orderNo}: the test clock of the payment window (sandbox only, never production).
// It moves one order's window into the past and runs the expiry sweep on it, so a test or a demo sees in a
// second what members see after ten minutes.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { orders } from '../db/schema';
import { notFound } from '../errors';
import { ok, parse } from '../http';
import { closeUnpaidOrder } from '../services/orders/close';

const body = z.object({ orderNo: z.string().regex(/^H\d{22}$/) });

export async function devOrderRoutes(app: FastifyInstance) {
  if (app.config.PAYMENT_PROVIDER !== 'sandbox' || app.config.NODE_ENV === 'production') return;
  const db = app.database.db;

  app.post('/api/dev/order/expire', async (req) => {
    const { orderNo } = parse(body, req.body);
    const [order] = await db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, orderNo))
      .returning({ id: orders.id });
    if (!order) throw notFound();
    return ok({ outcome: await closeUnpaidOrder(db, app.payments, order.id, 'expired') });
  });
}
