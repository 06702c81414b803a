// GET /api/freight/finLastFreightSettings (§7 Commerce) → services/shop/freight: the freight rule in force.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http';
import { currentFreightRule } from '../../services/shop/freight';

export async function freightRoutes(app: FastifyInstance) {
  app.get('/api/freight/finLastFreightSettings', async () => ok(await currentFreightRule(app.database.db)));
}
