// GET, DELETE /api/point_order, GET /api/point_order/detail, POST /api/point_order/create (§7 Commerce) →
// services/shop (redeem: the one transaction of a redemption; point-orders: the member's shop orders).
import { idQuery } from '@/lib/contract/common';
import { pageQuery } from '@/lib/contract/envelope';
import { pointOrderCreate } from '@/lib/contract/shop';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { deletePointOrder, getPointOrder, listPointOrders } from '../../services/shop/point-orders';
import { redeem } from '../../services/shop/redeem';

export async function pointOrderRoutes(app: HallApp) {
  const db = app.database.db;
  const windowSeconds = app.config.PAYMENT_WINDOW_SECONDS;

  const create = route({
    summary: 'Redeems goods for points (and freight in cash, paid like tickets)',
    access: 'member',
    body: pointOrderCreate,
  });
  app.post('/api/point_order/create', create, async (req) => {
    const memberId = requireMember(req);
    return ok(await redeem(db, memberId, req.body, { windowSeconds }));
  });

  app.get('/api/point_order', route({ summary: 'The member’s shop orders, a page', access: 'member', query: pageQuery }), async (req) => {
    const memberId = requireMember(req);
    const { page, pageSize } = req.query;
    return ok(await listPointOrders(db, memberId, page, pageSize));
  });

  app.get('/api/point_order/detail', route({ summary: 'One shop order', access: 'member', query: idQuery }), async (req) => {
    const memberId = requireMember(req);
    return ok(await getPointOrder(db, memberId, req.query.id));
  });

  app.delete(
    '/api/point_order',
    route({ summary: 'Deletes a closed shop order from the list', access: 'member', query: idQuery }),
    async (req) => {
      const memberId = requireMember(req);
      await deletePointOrder(db, memberId, req.query.id);
      return ok(null);
    },
  );
}
