import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Paged } from '@/lib/contract/envelope';
import { stockState, type GoodsCardView, type GoodsDetailView, type GoodsType } from '@/lib/contract/shop';
import type { DbOrTx } from '../../db/client';
import { goods } from '../../db/schema';
import { notFound } from '../../errors';
import { onSale } from './redeem';

type Row = typeof goods.$inferSelect;

const card = (g: Row): GoodsCardView => ({
  id: g.id,
  type: g.type === 1 ? 1 : 0,
  name: g.name,
  enName: g.enName ?? g.name,
  image: g.image,
  pointPrice: g.pointPrice,
  priceFen: g.priceFen,
  stockState: stockState(g.stock - g.sold),
  recommend: g.isRecommend,
});

/**
 * GET /api/goods?type=: the visible goods of a tab, what is left before what is sold out, recommended first, then
 * in the hall's order (id). Goods outside their sale window stay listed (the detail says when they can be
 * redeemed) and sold-out goods stay too, marked sold out, after the rest: the shop shows what it has,
 * and a member paging through it meets what they can redeem first. This is the one place the shop's order is set.
 */
export async function listGoods(db: DbOrTx, type: GoodsType, page: number, pageSize: number): Promise<Paged<GoodsCardView>> {
  const where = and(eq(goods.visible, true), eq(goods.type, type));
  const [{ total }] = await db.select({ total: count() }).from(goods).where(where);
  const rows = await db
    .select()
    .from(goods)
    .where(where)
    .orderBy(sql`${goods.stock} - ${goods.sold} <= 0`, desc(goods.isRecommend), goods.id)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { list: rows.map(card), total, page, pageSize };
}

/** GET /api/goods/recommend: a few recommended goods still in stock and on sale, for the shop's head and the home page. */
export async function recommendedGoods(db: DbOrTx, now = new Date()): Promise<GoodsCardView[]> {
  const rows = await db
    .select()
    .from(goods)
    .where(and(eq(goods.visible, true), eq(goods.isRecommend, true), gt(sql`${goods.stock} - ${goods.sold}`, 0)))
    .orderBy(goods.id);
  return rows
    .filter((g) => onSale(g, now))
    .slice(0, 8)
    .map(card);
}

/** GET /api/goods/{id}/detail: an invisible or unknown goods is not found. */
export async function goodsDetail(db: DbOrTx, id: number, now = new Date()): Promise<GoodsDetailView> {
  const [g] = await db
    .select()
    .from(goods)
    .where(and(eq(goods.id, id), eq(goods.visible, true)));
  if (!g) throw notFound();
  return {
    ...card(g),
    images: [g.image, ...g.images],
    summary: g.summary ?? '',
    body: g.body ?? '',
    stockLeft: Math.max(0, g.stock - g.sold),
    limitPerMember: g.limitPerMember,
    fulfilment: g.fulfilment,
    weightGrams: g.weightGrams,
    validDays: g.validDays,
    saleFrom: g.saleFrom?.toISOString() ?? null,
    saleTo: g.saleTo?.toISOString() ?? null,
    onSale: onSale(g, now),
    saleState: g.saleFrom && g.saleFrom > now ? 'upcoming' : g.saleTo && g.saleTo <= now ? 'ended' : 'onSale',
  };
}
