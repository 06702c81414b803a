// GET /api/point_order/express (§7 Commerce) → services/shop/express: a shipped parcel's carrier and events.
import { idQuery } from '@/lib/contract/common';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { createExpressProvider } from '../../providers/express';
import { expressOf } from '../../services/shop/express';

export async function expressRoutes(app: HallApp) {
  const db = app.database.db;
  const provider = createExpressProvider(app.config, db);

  const description = route({ summary: 'A shipped shop order’s carrier and tracking events', access: 'member', query: idQuery });
  app.get('/api/point_order/express', description, async (req) => {
    const memberId = requireMember(req);
    const { id } = req.query;
    return ok(await expressOf(db, provider, memberId, id, (err) => req.log.warn({ err }, 'tracking query failed; stored events shown')));
  });
}
