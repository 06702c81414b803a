import { z } from 'zod';
import { defineCall, defineDownload, nothing } from './call';
import { idQuery } from './common';
import { INVOICE_STATES } from './invoices';
import { eventGoodsSchema } from './shop';
import {
  cartAdd,
  cartCount,
  cartSelection,
  cartSettlement,
  cartView,
  orderCreate,
  orderCreated,
  orderIdBody,
  orderInvoiceBody,
  orderListQuery,
  orderPage,
  orderView,
  payBody,
  payStartView,
  priceQuery,
  pricePreview,
} from './order';
import { cartAddresses } from './addresses';

// A member's cart, orders and their payment (§7 Commerce): the one order pipeline's calls as the site makes them.

const member = { access: 'member' } as const;

export const orderCalls = {
  place: defineCall({
    method: 'POST',
    path: '/api/order',
    summary: 'Places a ticket order, holding its seats for the payment window',
    ...member,
    body: orderCreate,
    answer: orderCreated,
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/order',
    summary: 'The member’s orders of every kind, by state, a page',
    ...member,
    query: orderListQuery,
    answer: orderPage,
  }),
  detail: defineCall({ method: 'GET', path: '/api/order/detail', summary: 'One order', ...member, query: idQuery, answer: orderView }),
  cancel: defineCall({
    method: 'PUT',
    path: '/api/order/cancel',
    summary: 'Cancels an unpaid order; what it held is given back',
    ...member,
    body: orderIdBody,
    answer: orderView,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/order',
    summary: 'Deletes a closed order from the list',
    ...member,
    query: idQuery,
    answer: nothing,
  }),
  price: defineCall({
    method: 'GET',
    path: '/api/member_code_promotion/event_price',
    summary: 'The price of chosen tickets with a coupon, points or a discount code',
    ...member,
    query: priceQuery,
    answer: pricePreview,
  }),
};

/** Opening a payment of an order with a provider, by how the member pays (§7's four calls). */
export const payCalls = {
  alipay: defineCall({
    method: 'POST',
    path: '/api/pay/ali',
    summary: 'Pays an order by Alipay (computer or phone website)',
    ...member,
    body: payBody,
    answer: payStartView,
  }),
  wechatCode: defineCall({
    method: 'POST',
    path: '/api/pay/wx_pay_code',
    summary: 'Pays an order by WeChat Pay: a Native QR code',
    ...member,
    body: payBody,
    answer: payStartView,
  }),
  wechatInside: defineCall({
    method: 'POST',
    path: '/api/pay/wx_pay_js',
    summary: 'Pays an order by WeChat Pay inside WeChat (JSAPI)',
    ...member,
    body: payBody,
    answer: payStartView,
  }),
  wechatPhone: defineCall({
    method: 'POST',
    path: '/api/pay/wx_pay_h5',
    summary: 'Pays an order by WeChat Pay in a phone browser (H5)',
    ...member,
    body: payBody,
    answer: payStartView,
  }),
};

export const cartCalls = {
  read: defineCall({ method: 'GET', path: '/api/cart', summary: 'The member’s cart', ...member, answer: cartView }),
  add: defineCall({ ...cartAddresses.add, summary: 'Adds tickets to the cart', ...member, body: cartAdd, answer: cartCount }),
  remove: defineCall({
    method: 'POST',
    path: '/api/cart/delete',
    summary: 'Removes lines from the cart',
    ...member,
    body: cartSelection,
    answer: cartCount,
  }),
  settle: defineCall({
    method: 'POST',
    path: '/api/cart/limit_build',
    summary: 'Checks the purchase limits of the chosen lines',
    ...member,
    body: cartSelection,
    answer: cartSettlement,
  }),
  eventGoods: defineCall({
    method: 'GET',
    path: '/api/cart/event_goods',
    summary: 'The points shop’s goods sold alongside the performances in the cart',
    ...member,
    answer: z.array(eventGoodsSchema),
  }),
};

/** GET /api/member/invoice/invoice_url: where the member's invoice stands, and the file once issued. */
export const memberInvoiceView = z.object({
  state: z.enum(INVOICE_STATES),
  number: z.string().nullable(),
  issuedAt: z.string().nullable(),
  /** The PDF's address (GET /api/member/invoice/file) once issued. */
  url: z.string().nullable(),
});

const invoiceRequest = {
  summary: 'Asks for an invoice of a paid order',
  ...member,
  body: orderInvoiceBody,
  answer: orderView,
} as const;

/**
 * A paid order's invoice (§3, §7). §7 names POST /api/member/invoice; the site has called PUT /api/order/invoice:
 * one request, answered alike under both names.
 */
export const invoiceCalls = {
  request: defineCall({ method: 'POST', path: '/api/member/invoice', ...invoiceRequest }),
  requestByOrder: defineCall({ method: 'PUT', path: '/api/order/invoice', ...invoiceRequest }),
  status: defineCall({
    method: 'GET',
    path: '/api/member/invoice/invoice_url',
    summary: 'Where the invoice of one’s order stands, and its file once issued',
    ...member,
    query: idQuery,
    answer: memberInvoiceView,
  }),
  file: defineDownload({
    method: 'GET',
    path: '/api/member/invoice/file',
    summary: 'The issued invoice’s PDF, for the order’s member',
    ...member,
    query: idQuery,
    answer: 'file',
  }),
};
