// GET /api/staff/shop-orders, POST /api/staff/shop-orders/:id/ship, POST /api/staff/shop-orders/collect (ours, box
// office) → services/shop/fulfilment
import { collectPayload, shipParams, shipPayload, staffShopOrdersQuery } from '@/lib/contract/shop-fulfilment';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { collectVoucher, shipByStaff, staffShopOrders } from '../../services/shop/fulfilment';

export async function shopFulfilmentRoutes(app: HallApp) {
  const db = app.database.db;
  const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;

  app.get(
    '/api/staff/shop-orders',
    route({ summary: 'Paid shop orders to ship, shipped, to collect or collected', ...boxOffice, query: staffShopOrdersQuery }),
    async (req) => ok(await staffShopOrders(db, req.query.list)),
  );
  app.post(
    '/api/staff/shop-orders/:id/ship',
    route({ summary: 'Ships a shop order: carrier and waybill; the member is told', ...boxOffice, params: shipParams, body: shipPayload }),
    async (req) => ok(await shipByStaff(db, actorOf(req), req.params.id, req.body)),
  );
  app.post(
    '/api/staff/shop-orders/collect',
    route({ summary: 'Hands over a café voucher by its pick-up code, once and while valid', ...boxOffice, body: collectPayload }),
    async (req) => ok(await collectVoucher(db, actorOf(req), req.body.code)),
  );
}
