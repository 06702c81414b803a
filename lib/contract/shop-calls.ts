import { z } from 'zod';
import { defineCall, nothing } from './call';
import { id, idQuery } from './common';
import { pageQuery, paged } from './envelope';
import { orderCreated } from './order';
import {
  expressView,
  freightSettingsView,
  goodsCardSchema,
  goodsDetailSchema,
  goodsListQuery,
  pointOrderCreate,
  pointOrderView,
} from './shop';

// The points shop's calls (§7 Commerce): its goods, a redemption and the member's shop orders, a parcel's tracking,
// the freight rule. The shop is Chinese only (§1); the calls answer in either language like every other.

const member = { access: 'member' } as const;

export const goodsCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/goods',
    summary: 'The points shop’s goods of one tab, a page',
    access: 'public',
    query: goodsListQuery,
    answer: paged(goodsCardSchema),
  }),
  recommended: defineCall({
    method: 'GET',
    path: '/api/goods/recommend',
    summary: 'Recommended goods that can be redeemed now',
    access: 'public',
    answer: z.array(goodsCardSchema),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/goods/:id/detail',
    summary: 'One goods, with what the redeem sheet needs',
    access: 'public',
    params: z.object({ id }),
    answer: goodsDetailSchema,
  }),
  freight: defineCall({
    method: 'GET',
    path: '/api/freight/finLastFreightSettings',
    summary: 'The freight rule in force',
    access: 'public',
    answer: freightSettingsView,
  }),
};

export const pointOrderCalls = {
  redeem: defineCall({
    method: 'POST',
    path: '/api/point_order/create',
    summary: 'Redeems goods for points (and freight in cash, paid like tickets)',
    ...member,
    body: pointOrderCreate,
    answer: orderCreated,
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/point_order',
    summary: 'The member’s shop orders, a page',
    ...member,
    query: pageQuery,
    answer: paged(pointOrderView),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/point_order/detail',
    summary: 'One shop order',
    ...member,
    query: idQuery,
    answer: pointOrderView,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/point_order',
    summary: 'Deletes a closed shop order from the list',
    ...member,
    query: idQuery,
    answer: nothing,
  }),
  express: defineCall({
    method: 'GET',
    path: '/api/point_order/express',
    summary: 'A shipped shop order’s carrier and tracking events',
    ...member,
    query: idQuery,
    answer: expressView,
  }),
};
