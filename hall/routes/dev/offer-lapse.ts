// POST /api/dev/waiting_list/lapse {id}: ends a waiting-list offer's window now (the sandbox's clock, as
// /api/dev/order/expire is the payment window's) → services/waiting-list/offers
import { z } from 'zod';
import { id } from '@/lib/contract/common';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { endOffer } from '../../services/waiting-list/offers';

export async function offerLapseRoutes(app: HallApp) {
  const db = app.database.db;
  app.post(
    '/api/dev/waiting_list/lapse',
    route({ summary: 'Ends a waiting-list offer’s window now (sandbox clock)', body: z.object({ id }) }),
    async (req) => ok({ lapsed: await db.transaction((tx) => endOffer(tx, req.body.id, 'lapsed', new Date())) }),
  );
}
