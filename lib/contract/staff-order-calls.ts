// The box office's order calls (ours): finding orders by number, phone or name, and one order in full.
import { z } from 'zod';
import { defineCall } from './call';
import { idParam } from './common';
import { paged } from './envelope';
import { orderView } from './order';
import { PAY_PROVIDERS, staffOrderQuery } from './staff';

/** An order as the box office finds it (staff.ts's StaffOrderView): the member's own view, and whose it is. */
export const staffOrderView = orderView.extend({
  member: z.object({ id: z.number(), phone: z.string(), name: z.string().nullable() }),
});

/** One order in full (staff.ts's StaffOrderDetail): its payments and trades, its refunds, its history. */
export const staffOrderDetail = staffOrderView.extend({
  payments: z.array(
    z.object({ id: z.number(), provider: z.enum(PAY_PROVIDERS), tradeNo: z.string(), amountFen: z.number(), at: z.string() }),
  ),
  refunds: z.array(
    z.object({
      refundNo: z.string(),
      amountFen: z.number(),
      state: z.enum(['requested', 'succeeded', 'settled']),
      at: z.string(),
      settledAt: z.string().nullable(),
    }),
  ),
  history: z.array(
    z.object({
      at: z.string(),
      event: z.enum(['placed', 'paid', 'payment', 'closed', 'refundRequested', 'refunded', 'settledByHand']),
    }),
  ),
});

const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;

export const staffOrderCalls = {
  search: defineCall({
    method: 'GET',
    path: '/api/staff/orders',
    summary: 'Finds orders by order number, member phone or a name on the order, newest first',
    ...boxOffice,
    query: staffOrderQuery,
    answer: paged(staffOrderView),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/staff/orders/:id',
    summary: 'One order in full: lines, member, payments and trades, refunds, history',
    ...boxOffice,
    params: idParam,
    answer: staffOrderDetail,
  }),
};
