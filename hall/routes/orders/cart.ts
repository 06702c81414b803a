// GET /api/cart, POST /api/cart (add), POST /api/cart/delete, /limit_build, GET /api/cart/event_goods (§7 Commerce) → services/orders/cart
// Personal members only.
import type { FastifyInstance } from 'fastify';
import { cartAdd, cartSelection } from '@/lib/contract/order';
import { requireMember } from '../../auth';
import { ok, parse } from '../../http';
import { addToCart, cartEventGoods, deleteFromCart, limitBuild, readCart } from '../../services/orders/cart';

export async function cartRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/api/cart', async (req) => ok(await readCart(db, requireMember(req))));

  app.post('/api/cart', async (req) => {
    const memberId = requireMember(req);
    return ok(await addToCart(db, memberId, parse(cartAdd, req.body)));
  });

  app.post('/api/cart/delete', async (req) => {
    const memberId = requireMember(req);
    return ok(await deleteFromCart(db, memberId, parse(cartSelection, req.body).ids));
  });

  app.post('/api/cart/limit_build', async (req) => {
    const memberId = requireMember(req);
    return ok(await limitBuild(db, memberId, parse(cartSelection, req.body).ids));
  });

  app.get('/api/cart/event_goods', async (req) => ok(await cartEventGoods(db, requireMember(req))));
}
