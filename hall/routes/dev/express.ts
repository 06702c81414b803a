// POST /api/dev/express/ship, /advance (express sandbox): a test's shortcut to a shipped parcel (the box office ships in
// the staff console, /console/shop),
// and the sandbox carrier's next event → services/shop/express, providers/express/sandbox.
import { z } from 'zod';
import { id } from '@/lib/contract/common';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { advanceSandboxParcel } from '../../providers/express/sandbox';
import { shipOrder } from '../../services/shop/express';

const ship = z.object({ orderId: id, carrier: z.string().min(1).max(20), trackingNo: z.string().regex(/^[A-Za-z0-9]{6,40}$/) });
const advance = z.object({ orderId: id });

export async function expressSandboxRoutes(app: HallApp) {
  const db = app.database.db;
  app.post(
    '/api/dev/express/ship',
    route({ summary: 'Ships a shop order (sandbox; the staff console’s job)', body: ship }),
    async (req) => {
      const { orderId, ...parcel } = req.body;
      await shipOrder(db, orderId, parcel);
      return ok(null);
    },
  );
  app.post('/api/dev/express/advance', route({ summary: 'The sandbox carrier’s next tracking event', body: advance }), async (req) =>
    ok({ advanced: await advanceSandboxParcel(db, req.body.orderId) }),
  );
}
