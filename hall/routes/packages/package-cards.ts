// GET /api/fala_card/is_open, /api/fala_card/detail (§7 Commerce) → services/packages/package-cards
import { packageCardCalls as calls } from '@/lib/contract/package';
import { HallError } from '../../errors';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { packageCardDetail, packagesOpen } from '../../services/packages/package-cards';

export async function packageCardRoutes(app: HallApp) {
  const db = app.database.db;

  handle(app, calls.isOpen, async () => ok({ open: await packagesOpen(db) }));
  handle(app, calls.detail, async (req) => {
    if (!(await packagesOpen(db))) throw new HallError('packagesClosed');
    return ok(await packageCardDetail(db, req.query.id));
  });
}
