// POST /api/dev/waiting_list/lapse {id}: ends a waiting-list offer's window now (the sandbox's clock, as
// /api/dev/order/expire is the payment window's) → services/waiting-list/offers
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { endOffer } from '../../services/waiting-list/offers';
import { devCalls } from '@/lib/contract/dev-calls';

export async function offerLapseRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, devCalls.lapseOffer, async (req) =>
    ok({ lapsed: await db.transaction((tx) => endOffer(tx, req.body.id, 'lapsed', new Date())) }),
  );
}
