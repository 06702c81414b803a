// GET /api/goods, /api/goods/recommend, /api/goods/{id}/detail (§7 Commerce) → services/shop/goods: the points shop's goods.
import { z } from 'zod';
import { id } from '@/lib/contract/common';
import { goodsListQuery } from '@/lib/contract/shop';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { goodsDetail, listGoods, recommendedGoods } from '../../services/shop/goods';

const goodsParams = z.object({ id });

export async function goodsRoutes(app: HallApp) {
  const db = app.database.db;

  app.get('/api/goods', route({ summary: 'The points shop’s goods of one tab, a page', query: goodsListQuery }), async (req) => {
    const { type, page, pageSize } = req.query;
    return ok(await listGoods(db, type, page, pageSize));
  });

  app.get('/api/goods/recommend', route({ summary: 'Recommended goods that can be redeemed now' }), async () =>
    ok(await recommendedGoods(db)),
  );

  app.get('/api/goods/:id/detail', route({ summary: 'One goods, with what the redeem sheet needs', params: goodsParams }), async (req) =>
    ok(await goodsDetail(db, req.params.id)),
  );
}
