// GET /api/fala_card/is_open, /api/fala_card/detail (§7 Commerce) → services/packages/package-cards
import { packageCardQuery } from '@/lib/contract/package';
import { HallError } from '../../errors';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { packageCardDetail, packagesOpen } from '../../services/packages/package-cards';

export async function packageCardRoutes(app: HallApp) {
  const db = app.database.db;

  app.get('/api/fala_card/is_open', route({ summary: 'Whether the hall sells package cards now (§3 package-open flag)' }), async () =>
    ok({ open: await packagesOpen(db) }),
  );

  app.get(
    '/api/fala_card/detail',
    route({
      summary: 'A package card (without an id, the one on sale now): terms, price, stock left, what it covers',
      query: packageCardQuery,
    }),
    async (req) => {
      if (!(await packagesOpen(db))) throw new HallError('packagesClosed');
      return ok(await packageCardDetail(db, req.query.id));
    },
  );
}
