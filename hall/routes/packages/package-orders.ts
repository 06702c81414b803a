// POST, GET, DELETE /api/fala_order, GET /api/fala_order/detail (§7 Commerce) → services/packages/package-orders
// (buying a card is an order of kind 'package' through the one order pipeline; paying it makes the member's card).
import { idQuery } from '@/lib/contract/common';
import { pageQuery } from '@/lib/contract/envelope';
import { packageOrderCreate } from '@/lib/contract/package';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { buyPackageCard, deletePackageOrder, getPackageOrder, listPackageOrders } from '../../services/packages/package-orders';

export async function packageOrderRoutes(app: HallApp) {
  const db = app.database.db;
  const windowSeconds = app.config.PAYMENT_WINDOW_SECONDS;

  const create = route({
    summary: 'Buys a package card: an order held for the payment window',
    access: 'member',
    body: packageOrderCreate,
  });
  app.post('/api/fala_order', create, async (req) => {
    const memberId = requireMember(req);
    return ok(await buyPackageCard(db, memberId, req.body, { windowSeconds }));
  });

  app.get('/api/fala_order', route({ summary: 'The member’s package orders, a page', access: 'member', query: pageQuery }), async (req) => {
    const memberId = requireMember(req);
    return ok(await listPackageOrders(db, memberId, req.query.page, req.query.pageSize));
  });

  app.get(
    '/api/fala_order/detail',
    route({ summary: 'One package order, with its card once paid', access: 'member', query: idQuery }),
    async (req) => {
      const memberId = requireMember(req);
      return ok(await getPackageOrder(db, memberId, req.query.id));
    },
  );

  app.delete(
    '/api/fala_order',
    route({ summary: 'Deletes a closed package order from the list', access: 'member', query: idQuery }),
    async (req) => {
      const memberId = requireMember(req);
      await deletePackageOrder(db, memberId, req.query.id);
      return ok(null);
    },
  );
}
