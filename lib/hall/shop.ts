import 'server-only';
import type { GoodsType } from '@/lib/contract/shop';
import { goodsCalls } from '@/lib/contract/shop-calls';
import { hallRead, hallReadOrThrow, TAGS } from './client';

const tags = [TAGS.goods];

/** The shop is Chinese only (§1): its pages always ask in Chinese. */
export const listGoods = (type: GoodsType, page: number, pageSize = 12) =>
  hallReadOrThrow(goodsCalls.list, { query: { type, page, pageSize } }, { locale: 'zh-CN', tags });

export const getGoods = (id: number) => hallRead(goodsCalls.detail, { params: { id } }, { locale: 'zh-CN', tags });
