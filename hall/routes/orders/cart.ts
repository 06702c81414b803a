// GET /api/cart, POST /api/cart (add), POST /api/cart/delete, /limit_build, GET /api/cart/event_goods (§7 Commerce) → services/tickets/cart
// Personal members only.
import { cartCalls as calls } from '@/lib/contract/order-calls';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { addToCart, cartEventGoods, deleteFromCart, limitBuild, readCart } from '../../services/tickets/cart';

export async function cartRoutes(app: HallApp) {
  const db = app.database.db;

  handle(app, calls.read, async (req) => ok(await readCart(db, requireMember(req))));
  handle(app, calls.add, async (req) => ok(await addToCart(db, requireMember(req), req.body)));
  handle(app, calls.remove, async (req) => ok(await deleteFromCart(db, requireMember(req), req.body.ids)));
  handle(app, calls.settle, async (req) => ok(await limitBuild(db, requireMember(req), req.body.ids)));
  handle(app, calls.eventGoods, async (req) => ok(await cartEventGoods(db, requireMember(req))));
}
