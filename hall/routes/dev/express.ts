// POST /api/dev/express/ship, /advance (express sandbox): a test's shortcut to a shipped parcel (the box office ships in
// the staff console, /console/shop),
// and the sandbox carrier's next event → services/shop/express, providers/express/sandbox.
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { advanceSandboxParcel } from '../../providers/express/sandbox';
import { shipOrder } from '../../services/shop/express';
import { devCalls } from '@/lib/contract/dev-calls';

export async function expressSandboxRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, devCalls.shipParcel, async (req) => {
    const { orderId, ...parcel } = req.body;
    await shipOrder(db, orderId, parcel);
    return ok(null);
  });
  handle(app, devCalls.advanceParcel, async (req) => ok({ advanced: await advanceSandboxParcel(db, req.body.orderId) }));
}
