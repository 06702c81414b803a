// The box office's session calls (/api/staff/reports/*; box office role): the sessions to report on, one session's
// report and its Excel export, and cancelling a session (a job that refunds every paid order once).
import { z } from 'zod';
import { defineCall, defineDownload } from './call';
import { idParam } from './common';
import { pageQuery, paged } from './envelope';
import { saleStatus } from './performance';

/** GET /api/staff/reports/sessions: sessions by performance title, soonest first; past ones on request. */
export const reportSessionsQuery = pageQuery.extend({
  q: z.string().trim().max(50).optional().catch(undefined),
  past: z
    .enum(['0', '1'])
    .optional()
    .catch(undefined)
    .transform((v) => v === '1'),
});

export const reportSessionRow = z.object({
  sessionId: z.number(),
  performanceId: z.number(),
  title: z.string(),
  enTitle: z.string(),
  startTime: z.string(),
  hallName: z.string(),
  enHallName: z.string(),
  saleStatus: saleStatus,
  sold: z.number(),
  capacity: z.number(),
  revenueFen: z.number(),
});
export type ReportSessionRow = z.infer<typeof reportSessionRow>;

/** One ticket class's seats (or stock) and money in a session's report. */
export const classReport = z.object({
  ticketClassId: z.number(),
  name: z.string(),
  enName: z.string(),
  color: z.string(),
  priceFen: z.number(),
  sold: z.number(),
  held: z.number(),
  free: z.number(),
  /** Seats of the class neither free nor in an order here: kept off sale, or sold through another channel. */
  unavailable: z.number(),
  revenueFen: z.number(),
});
export type ClassReport = z.infer<typeof classReport>;

const usedFen = z.object({ used: z.number(), fen: z.number() });

/** POST /api/staff/reports/sessions/:id/cancel: why, in both languages, for the members' letters. */
export const cancelSessionPayload = z.object({
  reason: z.string().trim().min(2, 'errors.reasonRequired').max(200, 'errors.textTooLong'),
  enReason: z.string().trim().min(2, 'errors.reasonRequired').max(300, 'errors.textTooLong'),
});
export type CancelSessionPayload = z.infer<typeof cancelSessionPayload>;

/** A session's cancellation and how far its refunds have gone. */
export const sessionCancellationView = z.object({
  state: z.enum(['running', 'done']),
  reason: z.string(),
  enReason: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  ordersTotal: z.number(),
  /** Orders still standing (paid, or unpaid until their trade is closed). */
  ordersLeft: z.number(),
  /** Orders ended that still owe money back. */
  refundsPending: z.number(),
  ordersRefunded: z.number(),
  refundedFen: z.number(),
});
export type SessionCancellationView = z.infer<typeof sessionCancellationView>;

/** GET /api/staff/reports/sessions/:id: what a session sold, to whom and how it was paid. */
export const sessionReport = z.object({
  session: reportSessionRow.extend({ endTime: z.string(), hasSeatMap: z.boolean() }),
  classes: z.array(classReport),
  /**
   * Money received by provider (refunds not deducted), and the payments refunded with their money: the refunds
   * that succeeded, one per payment (a second payment of an order that stands, or one of an order that ended).
   */
  providers: z.array(
    z.object({
      provider: z.enum(['alipay', 'wechat']),
      payments: z.number(),
      receivedFen: z.number(),
      refunds: z.number(),
      refundedFen: z.number(),
    }),
  ),
  /** Orders: paid (standing, whatever became of a second payment), ended with their money refunded, unpaid. */
  orders: z.object({ paid: z.number(), refunded: z.number(), unpaid: z.number() }),
  coupons: usedFen,
  points: usedFen,
  discountCodes: usedFen,
  /** Tickets sold and money taken per hall day (Asia/Shanghai), oldest first. */
  daily: z.array(z.object({ day: z.string(), tickets: z.number(), revenueFen: z.number() })),
  /** Members who joined the session's waiting lists; orders placed with an offer that stand paid, their tickets and money. */
  waitingList: z.object({ joined: z.number(), orders: z.number(), tickets: z.number(), revenueFen: z.number() }),
  cancellation: sessionCancellationView.nullable(),
  generatedAt: z.string(),
});
export type SessionReport = z.infer<typeof sessionReport>;

const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;

export const reportCalls = {
  sessions: defineCall({
    method: 'GET',
    path: '/api/staff/reports/sessions',
    summary: 'Sessions to report on, by title; coming ones or past ones',
    ...boxOffice,
    query: reportSessionsQuery,
    answer: paged(reportSessionRow),
  }),
  session: defineCall({
    method: 'GET',
    path: '/api/staff/reports/sessions/:id',
    summary: 'One session: seats by class, money by class and provider, coupons and points, daily sales, cancellation',
    ...boxOffice,
    params: idParam,
    answer: sessionReport,
  }),
  export: defineDownload({
    method: 'GET',
    path: '/api/staff/reports/sessions/:id/export',
    summary: 'One session’s report as an Excel workbook',
    ...boxOffice,
    params: idParam,
    answer: 'file',
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/api/staff/reports/sessions/:id/cancel',
    summary: 'Cancels a session: the sale stops, every order ends and every payment is refunded once, by a job',
    ...boxOffice,
    params: idParam,
    body: cancelSessionPayload,
    answer: sessionCancellationView.nullable(),
  }),
};
