// The sandboxes' own calls (registered only while a sandbox is on, never in production): their clocks, which move a
// window into the past instead of a test waiting it out, what a sandbox "sent", and the pages that stand in for a
// provider's (the cashier, the WeChat authorisation).
import { z } from 'zod';
import { defineAddress } from './address';
import { defineCall, nothing } from './call';
import { id } from './common';
import { phone } from './member';

const sandbox = { access: 'public' } as const;

export const devCalls = {
  expireOrder: defineCall({
    method: 'POST',
    path: '/api/dev/order/expire',
    summary: 'Ends an order’s payment window now (sandbox clock)',
    ...sandbox,
    body: z.object({ orderNo: z.string().regex(/^H\d{22}$/) }),
    answer: z.object({ outcome: z.enum(['released', 'paid', 'skipped']) }),
  }),
  lapseOffer: defineCall({
    method: 'POST',
    path: '/api/dev/waiting_list/lapse',
    summary: 'Ends a waiting-list offer’s window now (sandbox clock)',
    ...sandbox,
    body: z.object({ id }),
    answer: z.object({ lapsed: z.boolean() }),
  }),
  closeWelfareRound: defineCall({
    method: 'POST',
    path: '/api/dev/welfare/close',
    summary: 'Ends a welfare round’s application window now and draws it (sandbox clock)',
    ...sandbox,
    body: z.object({ roundId: id }),
    answer: z.object({ outcome: z.enum(['drawn', 'skipped']) }),
  }),
  shipParcel: defineCall({
    method: 'POST',
    path: '/api/dev/express/ship',
    summary: 'Ships a shop order (sandbox; the staff console’s job)',
    ...sandbox,
    body: z.object({ orderId: id, carrier: z.string().min(1).max(20), trackingNo: z.string().regex(/^[A-Za-z0-9]{6,40}$/) }),
    answer: nothing,
  }),
  advanceParcel: defineCall({
    method: 'POST',
    path: '/api/dev/express/advance',
    summary: 'The sandbox carrier’s next tracking event',
    ...sandbox,
    body: z.object({ orderId: id }),
    answer: z.object({ advanced: z.boolean() }),
  }),
  smsOutbox: defineCall({
    method: 'GET',
    path: '/api/dev/sms_outbox',
    summary: 'The latest code the SMS sandbox sent a phone',
    ...sandbox,
    query: z.object({ phone }),
    answer: z.object({ phone: z.string(), code: z.string().nullable(), body: z.string(), createdAt: z.iso.datetime() }),
  }),
  endCodeWindow: defineCall({
    method: 'POST',
    path: '/api/dev/sms_clock',
    summary: 'Ends a phone’s one-code-a-minute window now (sandbox clock)',
    ...sandbox,
    body: z.object({ phone }),
    answer: nothing,
  }),
  slideAnswer: defineCall({
    method: 'GET',
    path: '/api/dev/slide_answer',
    summary: 'Where a slide puzzle’s hole is (SMS sandbox, for browser tests)',
    ...sandbox,
    query: z.object({ id: z.string().min(10).max(100) }),
    answer: z.object({ x: z.number() }),
  }),
};

/** The sandboxes' pages: they read their own input, so that a bad one is a page that says so. */
export const devPages = {
  cashier: defineAddress('GET', '/api/dev/cashier/:tradeNo'),
  cashierPay: defineAddress('POST', '/api/dev/cashier/:tradeNo/pay'),
  cashierCancel: defineAddress('POST', '/api/dev/cashier/:tradeNo/cancel'),
  wechatAuthorize: defineAddress('GET', '/api/dev/wechat/authorize'),
};
