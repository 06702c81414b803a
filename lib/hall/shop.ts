import 'server-only';
import { paged } from '@/lib/contract/envelope';
import { goodsCardSchema, goodsDetailSchema, type GoodsType } from '@/lib/contract/shop';
import { hallGet, hallGetOrThrow, TAGS } from './client';

const tags = [TAGS.goods];

/** The shop is Chinese only (§1): its pages always ask in Chinese. */
export const listGoods = (type: GoodsType, page: number, pageSize = 12) =>
  hallGetOrThrow('/api/goods', paged(goodsCardSchema), { locale: 'zh-CN', query: { type, page, pageSize }, tags });

export const getGoods = (id: number) => hallGet(`/api/goods/${id}/detail`, goodsDetailSchema, { locale: 'zh-CN', tags });
