// POST /api/dev/order/expire {orderNo}: the test clock of the payment window (payment sandbox) → services/orders/close
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { expireOrderNow } from '../../services/orders/close';
import { devCalls } from '@/lib/contract/dev-calls';

export async function orderExpiryRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, devCalls.expireOrder, async (req) => ok({ outcome: await expireOrderNow(db, app.payments, req.body.orderNo) }));
}
