// The box office's shop calls (lib/contract/staff-shop-calls.ts, ours): the paid orders by list, shipping one,
// handing over a café voucher → services/shop/fulfilment
import { staffShopCalls as calls } from '@/lib/contract/staff-shop-calls';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { collectVoucher, shipByStaff, staffShopOrders } from '../../services/shop/fulfilment';

export async function shopFulfilmentRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, calls.orders, async (req) => ok(await staffShopOrders(db, req.query.list)));
  handle(app, calls.ship, async (req) => ok(await shipByStaff(db, actorOf(req), req.params.id, req.body)));
  handle(app, calls.collect, async (req) => ok(await collectVoucher(db, actorOf(req), req.body.code)));
}
