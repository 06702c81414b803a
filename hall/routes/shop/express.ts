// GET /api/point_order/express (§7 Commerce) → services/shop/express: a shipped parcel's carrier and events.
import { pointOrderCalls } from '@/lib/contract/shop-calls';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { createExpressProvider } from '../../providers/express';
import { expressOf } from '../../services/shop/express';

export async function expressRoutes(app: HallApp) {
  const db = app.database.db;
  const provider = createExpressProvider(app.config, db);

  handle(app, pointOrderCalls.express, async (req) => {
    const memberId = requireMember(req);
    const { id } = req.query;
    return ok(await expressOf(db, provider, memberId, id, (err) => req.log.warn({ err }, 'tracking query failed; stored events shown')));
  });
}
