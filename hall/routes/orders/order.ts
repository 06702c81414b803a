// POST, GET, DELETE /api/order, GET /api/order/detail, PUT /api/order/cancel, /invoice; GET /api/member_code_promotion/event_price (§7 Commerce) → services/orders
// (create, read, actions and preview: creating, listing, reading, cancelling and deleting orders, the invoice, the price preview).
import type { FastifyInstance } from 'fastify';
import { orderCreate, orderIdBody, orderInvoiceBody, orderListQuery, priceQuery } from '@/lib/contract/order';
import { idQuery } from '@/lib/contract/common';
import { requireMember } from '../../auth';
import { HallError } from '../../errors';
import { ok, parse } from '../../http';
import { createOrder } from '../../services/orders/create';
import { SeatClaims } from '../../services/orders/seat-claims';
import { cancelOrder, deleteOrder, requestInvoice } from '../../services/orders/actions';
import { getOrder, listOrders } from '../../services/orders/read';
import { linesFromQuery, previewPrice } from '../../services/orders/preview';

export async function orderRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const windowSeconds = app.config.PAYMENT_WINDOW_SECONDS;
  const claims = new SeatClaims();

  app.post('/api/order', async (req) => {
    const memberId = requireMember(req);
    const input = parse(orderCreate, req.body);
    try {
      const placed = await createOrder(db, memberId, input, { windowSeconds, claims });
      app.metrics.seatHolds.inc({ outcome: 'held', reason: '' });
      return ok(placed);
    } catch (error) {
      app.metrics.seatHolds.inc({ outcome: 'refused', reason: error instanceof HallError ? error.key : 'fault' });
      throw error;
    }
  });

  app.get('/api/order', async (req) => {
    const memberId = requireMember(req);
    return ok(await listOrders(db, memberId, parse(orderListQuery, req.query)));
  });

  app.get('/api/order/detail', async (req) => {
    const memberId = requireMember(req);
    return ok(await getOrder(db, memberId, parse(idQuery, req.query).id));
  });

  app.put('/api/order/cancel', async (req) => {
    const memberId = requireMember(req);
    return ok(await cancelOrder(db, app.payments, memberId, parse(orderIdBody, req.body).id));
  });

  app.delete('/api/order', async (req) => {
    const memberId = requireMember(req);
    await deleteOrder(db, memberId, parse(idQuery, req.query).id);
    return ok(null);
  });

  app.put('/api/order/invoice', async (req) => {
    const memberId = requireMember(req);
    const { id, invoice } = parse(orderInvoiceBody, req.body);
    return ok(await requestInvoice(db, memberId, id, invoice));
  });

  app.get('/api/member_code_promotion/event_price', async (req) => {
    const memberId = requireMember(req);
    const q = parse(priceQuery, req.query);
    const lines = linesFromQuery(q.sessionId, q.seatIds, q.classes);
    return ok(
      await previewPrice(db, memberId, { lines, memberCouponId: q.memberCouponId, points: q.points, discountCode: q.discountCode }),
    );
  });
}
