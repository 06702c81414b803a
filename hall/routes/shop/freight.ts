// GET /api/freight/finLastFreightSettings (§7 Commerce) → services/shop/freight: the freight rule in force.
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { currentFreightRule } from '../../services/shop/freight';

export async function freightRoutes(app: HallApp) {
  app.get('/api/freight/finLastFreightSettings', route({ summary: 'The freight rule in force' }), async () =>
    ok(await currentFreightRule(app.database.db)),
  );
}
