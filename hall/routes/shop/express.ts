// GET /api/point_order/express (§7 Commerce) → services/shop/express: a shipped parcel's carrier and events.
import type { FastifyInstance } from 'fastify';
import { idQuery } from '@/lib/contract/common';
import { requireMember } from '../../auth';
import { ok, parse } from '../../http';
import { createExpressProvider } from '../../providers/express';
import { expressOf } from '../../services/shop/express';

export async function expressRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const provider = createExpressProvider(app.config, db);

  app.get('/api/point_order/express', async (req) => {
    const memberId = requireMember(req);
    const { id } = parse(idQuery, req.query);
    return ok(await expressOf(db, provider, memberId, id, (err) => req.log.warn({ err }, 'tracking query failed; stored events shown')));
  });
}
