// POST, GET, DELETE /api/fala_order, GET /api/fala_order/detail (§7 Commerce) → services/packages/package-orders
// (buying a card is an order of kind 'package' through the one order pipeline; paying it makes the member's card).
import { packageOrderCalls as calls } from '@/lib/contract/package';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { buyPackageCard, deletePackageOrder, getPackageOrder, listPackageOrders } from '../../services/packages/package-orders';

export async function packageOrderRoutes(app: HallApp) {
  const db = app.database.db;
  const windowSeconds = app.config.PAYMENT_WINDOW_SECONDS;

  handle(app, calls.buy, async (req) => {
    const memberId = requireMember(req);
    return ok(await buyPackageCard(db, memberId, req.body, { windowSeconds }));
  });
  handle(app, calls.list, async (req) => {
    const memberId = requireMember(req);
    return ok(await listPackageOrders(db, memberId, req.query.page, req.query.pageSize));
  });
  handle(app, calls.detail, async (req) => {
    const memberId = requireMember(req);
    return ok(await getPackageOrder(db, memberId, req.query.id));
  });
  handle(app, calls.remove, async (req) => {
    const memberId = requireMember(req);
    await deletePackageOrder(db, memberId, req.query.id);
    return ok(null);
  });
}
