// GET /api/staff/orders, /api/staff/orders/:id (ours, box office) → services/orders/staff-orders
import { idParam } from '@/lib/contract/common';
import { staffOrderQuery } from '@/lib/contract/staff';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { searchOrders, staffOrderDetail } from '../../services/orders/staff-orders';

export async function staffOrderRoutes(app: HallApp) {
  const db = app.database.db;
  const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;

  const search = route({
    summary: 'Finds orders by order number, member phone or a name on the order, newest first',
    ...boxOffice,
    query: staffOrderQuery,
  });
  app.get('/api/staff/orders', search, async (req) => ok(await searchOrders(db, req.query)));

  const detail = route({
    summary: 'One order in full: lines, member, payments and trades, refunds, history',
    ...boxOffice,
    params: idParam,
  });
  app.get('/api/staff/orders/:id', detail, async (req) => ok(await staffOrderDetail(db, req.params.id)));
}
