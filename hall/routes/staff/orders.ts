// The box office's order calls (lib/contract/staff-order-calls.ts, ours): the search and one order in full
// → services/orders/staff-orders
import { staffOrderCalls as calls } from '@/lib/contract/staff-order-calls';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { searchOrders, staffOrderDetail } from '../../services/orders/staff-orders';

export async function staffOrderRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, calls.search, async (req) => ok(await searchOrders(db, req.query)));
  handle(app, calls.detail, async (req) => ok(await staffOrderDetail(db, req.params.id)));
}
