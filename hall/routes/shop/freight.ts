// GET /api/freight/finLastFreightSettings (§7 Commerce) → services/shop/freight: the freight rule in force.
import { goodsCalls } from '@/lib/contract/shop-calls';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { currentFreightRule } from '../../services/shop/freight';

export async function freightRoutes(app: HallApp) {
  handle(app, goodsCalls.freight, async () => ok(await currentFreightRule(app.database.db)));
}
