// GET, DELETE /api/point_order, GET /api/point_order/detail, POST /api/point_order/create (§7 Commerce) →
// services/shop (redeem: the one transaction of a redemption; point-orders: the member's shop orders).
import { pointOrderCalls as calls } from '@/lib/contract/shop-calls';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { deletePointOrder, getPointOrder, listPointOrders } from '../../services/shop/point-orders';
import { redeem } from '../../services/shop/redeem';

export async function pointOrderRoutes(app: HallApp) {
  const db = app.database.db;
  const windowSeconds = app.config.PAYMENT_WINDOW_SECONDS;

  handle(app, calls.redeem, async (req) => ok(await redeem(db, requireMember(req), req.body, { windowSeconds })));
  handle(app, calls.list, async (req) => ok(await listPointOrders(db, requireMember(req), req.query.page, req.query.pageSize)));
  handle(app, calls.detail, async (req) => ok(await getPointOrder(db, requireMember(req), req.query.id)));
  handle(app, calls.remove, async (req) => {
    await deletePointOrder(db, requireMember(req), req.query.id);
    return ok(null);
  });
}
