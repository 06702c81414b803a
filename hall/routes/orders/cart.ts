// GET /api/cart, POST /api/cart (add), POST /api/cart/delete, /limit_build, GET /api/cart/event_goods (§7 Commerce) → services/tickets/cart
// Personal members only.
import { cartAdd, cartSelection } from '@/lib/contract/order';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { addToCart, cartEventGoods, deleteFromCart, limitBuild, readCart } from '../../services/tickets/cart';

export async function cartRoutes(app: HallApp) {
  const db = app.database.db;

  app.get('/api/cart', route({ summary: 'The member’s cart', access: 'member' }), async (req) =>
    ok(await readCart(db, requireMember(req))),
  );

  app.post('/api/cart', route({ summary: 'Adds tickets to the cart', access: 'member', body: cartAdd }), async (req) => {
    const memberId = requireMember(req);
    return ok(await addToCart(db, memberId, req.body));
  });

  app.post('/api/cart/delete', route({ summary: 'Removes lines from the cart', access: 'member', body: cartSelection }), async (req) => {
    const memberId = requireMember(req);
    return ok(await deleteFromCart(db, memberId, req.body.ids));
  });

  app.post(
    '/api/cart/limit_build',
    route({ summary: 'Checks the purchase limits of the chosen lines', access: 'member', body: cartSelection }),
    async (req) => {
      const memberId = requireMember(req);
      return ok(await limitBuild(db, memberId, req.body.ids));
    },
  );

  app.get(
    '/api/cart/event_goods',
    route({ summary: 'The cart’s lines with their sessions’ current prices', access: 'member' }),
    async (req) => ok(await cartEventGoods(db, requireMember(req))),
  );
}
