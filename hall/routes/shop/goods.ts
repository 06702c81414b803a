// GET /api/goods, /api/goods/recommend, /api/goods/{id}/detail (§7 Commerce) → services/shop/goods: the points shop's goods.
import { goodsCalls as calls } from '@/lib/contract/shop-calls';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { goodsDetail, listGoods, recommendedGoods } from '../../services/shop/goods';

export async function goodsRoutes(app: HallApp) {
  const db = app.database.db;

  handle(app, calls.list, async (req) => ok(await listGoods(db, req.query.type, req.query.page, req.query.pageSize)));
  handle(app, calls.recommended, async () => ok(await recommendedGoods(db)));
  handle(app, calls.detail, async (req) => ok(await goodsDetail(db, req.params.id)));
}
