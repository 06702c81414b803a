// The console's shop fulfilment (box-office role): shop orders to ship with their carrier and waybill, and café
// vouchers collected at the counter by their pick-up code. Shared by the hall API and the console's forms.
import { z } from 'zod';
import { id } from './common';
import type { ShopState } from './shop';

/** The carriers the box office ships with, by Kuaidi100's company code, with the name everyone reads. */
export const CARRIERS: Record<string, string> = {
  shunfeng: '顺丰速运',
  ems: 'EMS',
  jd: '京东物流',
  zhongtong: '中通快递',
  yuantong: '圆通速递',
  yunda: '韵达快递',
};
export const isCarrier = (code: string) => Object.hasOwn(CARRIERS, code);

export const FULFILMENT_LISTS = ['to_ship', 'shipped', 'delivered', 'to_collect', 'collected'] as const;

/** GET /api/staff/shop-orders?list=. */
export const staffShopOrdersQuery = z.object({ list: z.enum(FULFILMENT_LISTS).default('to_ship') });

/** A paid shop order as the counter handles it: what, for whom, and how far its goods have gone. */
export type StaffShopOrder = {
  orderId: number;
  orderNo: string;
  paidAt: string | null;
  goodsName: string;
  enGoodsName: string;
  quantity: number;
  fulfilment: 'delivery' | 'pickup';
  state: ShopState;
  receiver: { name: string; phone: string; province: string; city: string; county: string; address: string } | null;
  carrier: string | null;
  trackingNo: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  collectedAt: string | null;
  pickupValidUntil: string | null;
};

/** POST /api/staff/shop-orders/:id/ship. */
export const shipPayload = z.object({
  carrier: z.string().refine(isCarrier, 'errors.unknownCarrier'),
  trackingNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6,40}$/, 'errors.trackingNoFormat'),
});
export const shipParams = z.object({ id });

/** POST /api/staff/shop-orders/collect: a café voucher's pick-up code, scanned or typed. */
export const collectPayload = z.object({
  code: z
    .string()
    .max(64, 'errors.ticketCodeRequired')
    .transform((c) => c.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().min(1, 'errors.ticketCodeRequired')),
});

/**
 * What the counter must do with a voucher: hand the goods over (collected now), or not: collected before (when),
 * past its validity, its order void (not paid, cancelled, refunded), or no such code. Like a door's scan, a voucher
 * that is wrong is an answer, not an error.
 */
export type VoucherCheck = {
  result: 'collected' | 'already' | 'expired' | 'void' | 'unknown';
  order: Pick<StaffShopOrder, 'orderNo' | 'goodsName' | 'enGoodsName' | 'quantity' | 'collectedAt' | 'pickupValidUntil'> | null;
};
