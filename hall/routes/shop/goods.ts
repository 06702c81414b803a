// GET /api/goods, /api/goods/recommend, /api/goods/{id}/detail (§7 Commerce) → services/shop/goods: the points shop's goods.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { id } from '@/lib/contract/common';
import { goodsListQuery } from '@/lib/contract/shop';
import { ok, parse } from '../../http';
import { goodsDetail, listGoods, recommendedGoods } from '../../services/shop/goods';

const goodsParams = z.object({ id });

export async function goodsRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/api/goods', async (req) => {
    const { type, page, pageSize } = parse(goodsListQuery, req.query);
    return ok(await listGoods(db, type, page, pageSize));
  });

  app.get('/api/goods/recommend', async () => ok(await recommendedGoods(db)));

  app.get('/api/goods/:id/detail', async (req) => ok(await goodsDetail(db, parse(goodsParams, req.params).id)));
}
