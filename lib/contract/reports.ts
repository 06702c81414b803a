// The box office's session calls (/api/staff/reports/*; box office role): the sessions to report on, one session's
// report and its Excel export, and cancelling a session (a job that refunds every paid order once).
import { z } from 'zod';
import { pageQuery } from './envelope';
import type { SaleStatus } from './seats';

/** GET /api/staff/reports/sessions: sessions by performance title, soonest first; past ones on request. */
export const reportSessionsQuery = pageQuery.extend({
  q: z.string().trim().max(50).optional().catch(undefined),
  past: z
    .enum(['0', '1'])
    .optional()
    .catch(undefined)
    .transform((v) => v === '1'),
});

export type ReportSessionRow = {
  sessionId: number;
  performanceId: number;
  title: string;
  enTitle: string;
  startTime: string;
  hallName: string;
  enHallName: string;
  saleStatus: SaleStatus;
  sold: number;
  capacity: number;
  revenueFen: number;
};

/** One ticket class's seats (or stock) and money in a session's report. */
export type ClassReport = {
  ticketClassId: number;
  name: string;
  enName: string;
  color: string;
  priceFen: number;
  sold: number;
  held: number;
  free: number;
  /** Seats of the class neither free nor in an order here: kept off sale, or sold through another channel. */
  unavailable: number;
  revenueFen: number;
};

/** GET /api/staff/reports/sessions/:id: what a session sold, to whom and how it was paid. */
export type SessionReport = {
  session: ReportSessionRow & { endTime: string; hasSeatMap: boolean };
  classes: ClassReport[];
  /**
   * Money received by provider (refunds not deducted), and the payments refunded with their money: the refunds
   * that succeeded, one per payment (a second payment of an order that stands, or one of an order that ended).
   */
  providers: { provider: 'alipay' | 'wechat'; payments: number; receivedFen: number; refunds: number; refundedFen: number }[];
  /** Orders: paid (standing, whatever became of a second payment), ended with their money refunded, unpaid. */
  orders: { paid: number; refunded: number; unpaid: number };
  coupons: { used: number; fen: number };
  points: { used: number; fen: number };
  discountCodes: { used: number; fen: number };
  /** Tickets sold and money taken per hall day (Asia/Shanghai), oldest first. */
  daily: { day: string; tickets: number; revenueFen: number }[];
  /** Members who joined the session's waiting lists; orders placed with an offer that stand paid, their tickets and money. */
  waitingList: { joined: number; orders: number; tickets: number; revenueFen: number };
  cancellation: SessionCancellationView | null;
  generatedAt: string;
};

/** POST /api/staff/reports/sessions/:id/cancel: why, in both languages, for the members' letters. */
export const cancelSessionPayload = z.object({
  reason: z.string().trim().min(2, 'errors.reasonRequired').max(200, 'errors.textTooLong'),
  enReason: z.string().trim().min(2, 'errors.reasonRequired').max(300, 'errors.textTooLong'),
});
export type CancelSessionPayload = z.infer<typeof cancelSessionPayload>;

/** A session's cancellation and how far its refunds have gone. */
export type SessionCancellationView = {
  state: 'running' | 'done';
  reason: string;
  enReason: string;
  requestedBy: string;
  requestedAt: string;
  finishedAt: string | null;
  lastError: string | null;
  ordersTotal: number;
  /** Orders still standing (paid, or unpaid until their trade is closed). */
  ordersLeft: number;
  /** Orders ended that still owe money back. */
  refundsPending: number;
  ordersRefunded: number;
  refundedFen: number;
};
