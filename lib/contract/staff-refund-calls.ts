// The box office's refund calls (ours): the payments owed back and the money that paid no order, each refunded
// through its provider or settled by hand with how, and the latest refunds.
import { z } from 'zod';
import { defineCall } from './call';
import { id, idParam } from './common';
import { paged } from './envelope';
import { ORDER_KINDS } from './order';
import { OWED_WHY, PAY_PROVIDERS, UNMATCHED_REASONS, refundQueueQuery, settlePayload, unmatchedQueueQuery } from './staff';

/** A page of either list, with the count and the sum (fen) of all that the filters match (staff.ts's RefundQueuePage). */
const refundPage = <T extends z.ZodType>(item: T) => paged(item).extend({ sumFen: z.number() });

/** One payment owed back and not back yet (staff.ts's RefundQueueItem). */
export const refundQueueItem = z.object({
  paymentId: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  orderStatus: z.string(),
  why: z.enum(OWED_WHY),
  kind: z.enum(ORDER_KINDS),
  phone: z.string(),
  provider: z.enum(PAY_PROVIDERS),
  tradeNo: z.string(),
  amountFen: z.number(),
  amountMatched: z.boolean(),
  paidAt: z.string(),
  refund: z.object({ refundNo: z.string(), state: z.literal('requested'), lastError: z.string().nullable() }).nullable(),
});

/** Money that paid no order (staff.ts's UnmatchedPaymentView). */
export const unmatchedPaymentView = z.object({
  id: z.number(),
  provider: z.enum(PAY_PROVIDERS),
  reason: z.enum(UNMATCHED_REASONS),
  orderNo: z.string().nullable(),
  tradeNo: z.string().nullable(),
  amountFen: z.number().nullable(),
  receivedAt: z.string(),
  refundable: z.boolean(),
  refund: z
    .object({ refundNo: z.string(), state: z.enum(['none', 'requested', 'succeeded']), lastError: z.string().nullable() })
    .nullable(),
});

/** One of the latest refunds (staff.ts's RecentRefund). */
export const recentRefund = z.object({
  refundNo: z.string(),
  orderNo: z.string(),
  amountFen: z.number(),
  state: z.enum(['requested', 'succeeded', 'settled']),
  note: z.string().nullable(),
  settledAt: z.string().nullable(),
});

/** A refund asked of the provider: confirmed at once, or still to be confirmed by its notification. */
const refundAsked = z.object({ state: z.enum(['requested', 'succeeded']), refundNo: z.string() });

const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;
const payment = z.object({ paymentId: id });

export const staffRefundCalls = {
  owed: defineCall({
    method: 'GET',
    path: '/api/staff/refunds',
    summary: 'The refund queue: payments owed back, oldest first, a page at a time with the count and sum of all that match',
    ...boxOffice,
    query: refundQueueQuery,
    answer: refundPage(refundQueueItem),
  }),
  unmatched: defineCall({
    method: 'GET',
    path: '/api/staff/refunds/unmatched',
    summary: 'Money that paid no order, not yet refunded or settled, a page at a time with the count and sum of all that match',
    ...boxOffice,
    query: unmatchedQueueQuery,
    answer: refundPage(unmatchedPaymentView),
  }),
  recent: defineCall({
    method: 'GET',
    path: '/api/staff/refunds/recent',
    summary: 'The latest refunds: refunded, asked, or settled by hand',
    ...boxOffice,
    answer: z.array(recentRefund),
  }),
  refundUnmatched: defineCall({
    method: 'POST',
    path: '/api/staff/refunds/unmatched/:id',
    summary: 'Refunds money that paid no order, in full, through its provider (once)',
    ...boxOffice,
    params: idParam,
    answer: refundAsked,
  }),
  reconcileUnmatched: defineCall({
    method: 'POST',
    path: '/api/staff/refunds/unmatched/:id/reconcile',
    summary: 'Marks money that paid no order as settled outside the hall API, with how (also after a failed refund; once)',
    ...boxOffice,
    params: idParam,
    body: settlePayload,
    answer: unmatchedPaymentView,
  }),
  refund: defineCall({
    method: 'POST',
    path: '/api/staff/refunds/:paymentId',
    summary: 'Refunds one payment owed back through its provider (once, whatever the retries)',
    ...boxOffice,
    params: payment,
    answer: refundAsked,
  }),
  settle: defineCall({
    method: 'POST',
    path: '/api/staff/refunds/:paymentId/settle',
    summary: 'Marks one payment owed back as settled by hand, with how (also after a failed refund; once)',
    ...boxOffice,
    params: payment,
    body: settlePayload,
    answer: z.object({ state: z.literal('settled'), refundNo: z.string(), orderRefunded: z.boolean() }),
  }),
};
