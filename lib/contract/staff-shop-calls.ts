// The box office's shop calls (ours): paid shop orders by how far their goods have gone, shipping one, and handing
// over a café voucher by its pick-up code.
import { z } from 'zod';
import { defineCall } from './call';
import { shopState } from './shop';
import { collectPayload, shipParams, shipPayload, staffShopOrdersQuery } from './shop-fulfilment';

/** A paid shop order as the counter handles it (shop-fulfilment.ts's StaffShopOrder). */
export const staffShopOrder = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  paidAt: z.string().nullable(),
  goodsName: z.string(),
  enGoodsName: z.string(),
  quantity: z.number(),
  fulfilment: z.enum(['delivery', 'pickup']),
  state: shopState,
  receiver: z
    .object({
      name: z.string(),
      phone: z.string(),
      province: z.string(),
      city: z.string(),
      county: z.string(),
      address: z.string(),
    })
    .nullable(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  collectedAt: z.string().nullable(),
  pickupValidUntil: z.string().nullable(),
});

/** What the counter must do with a voucher (shop-fulfilment.ts's VoucherCheck). */
export const voucherCheck = z.object({
  result: z.enum(['collected', 'already', 'expired', 'void', 'unknown']),
  order: staffShopOrder
    .pick({ orderNo: true, goodsName: true, enGoodsName: true, quantity: true, collectedAt: true, pickupValidUntil: true })
    .nullable(),
});

const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;

export const staffShopCalls = {
  orders: defineCall({
    method: 'GET',
    path: '/api/staff/shop-orders',
    summary: 'Paid shop orders to ship, shipped, to collect or collected',
    ...boxOffice,
    query: staffShopOrdersQuery,
    answer: z.array(staffShopOrder),
  }),
  ship: defineCall({
    method: 'POST',
    path: '/api/staff/shop-orders/:id/ship',
    summary: 'Ships a shop order: carrier and waybill; the member is told',
    ...boxOffice,
    params: shipParams,
    body: shipPayload,
    answer: staffShopOrder,
  }),
  collect: defineCall({
    method: 'POST',
    path: '/api/staff/shop-orders/collect',
    summary: 'Hands over a café voucher by its pick-up code, once and while valid',
    ...boxOffice,
    body: collectPayload,
    answer: voucherCheck,
  }),
};
