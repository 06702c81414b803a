// GET, DELETE /api/point_order, GET /api/point_order/detail, POST /api/point_order/create (§7 Commerce) →
// services/shop (redeem: the one transaction of a redemption; point-orders: the member's shop orders).
import type { FastifyInstance } from 'fastify';
import { idQuery } from '@/lib/contract/common';
import { pageQuery } from '@/lib/contract/envelope';
import { pointOrderCreate } from '@/lib/contract/shop';
import { requireMember } from '../../auth';
import { ok, parse } from '../../http';
import { deletePointOrder, getPointOrder, listPointOrders } from '../../services/shop/point-orders';
import { redeem } from '../../services/shop/redeem';

export async function pointOrderRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const windowSeconds = app.config.PAYMENT_WINDOW_SECONDS;

  app.post('/api/point_order/create', async (req) => {
    const memberId = requireMember(req);
    return ok(await redeem(db, memberId, parse(pointOrderCreate, req.body), { windowSeconds }));
  });

  app.get('/api/point_order', async (req) => {
    const memberId = requireMember(req);
    const { page, pageSize } = parse(pageQuery, req.query);
    return ok(await listPointOrders(db, memberId, page, pageSize));
  });

  app.get('/api/point_order/detail', async (req) => {
    const memberId = requireMember(req);
    return ok(await getPointOrder(db, memberId, parse(idQuery, req.query).id));
  });

  app.delete('/api/point_order', async (req) => {
    const memberId = requireMember(req);
    await deletePointOrder(db, memberId, parse(idQuery, req.query).id);
    return ok(null);
  });
}
