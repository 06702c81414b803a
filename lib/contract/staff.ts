// The staff console's calls (/api/staff/*, ours: the spec shows no administrator). Shared by the hall API, the
// BFF and the console's forms.
import { z } from 'zod';
import { id } from './common';
import { pageQuery, type Paged } from './envelope';
import { ORDER_KINDS, type OrderView } from './order';

/**
 * What each staff member may do, checked by the hall API on every staff call: the administrator everything (and
 * the accounts), the box office orders, refunds and reports, content the public pages, rental the venue-rental
 * projects, the door admission.
 */
export const STAFF_ROLES = ['administrator', 'boxOffice', 'content', 'rental', 'door'] as const;
export const staffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRole>;

const trimmed = z.string().trim();
export const staffUsername = trimmed.regex(/^[a-z][a-z0-9._-]{2,31}$/, 'errors.staffUsernameFormat');
/** 8–32 characters with a letter and a digit, as a member's. */
export const staffPassword = z
  .string()
  .min(8, 'errors.passwordFormat')
  .max(32, 'errors.passwordFormat')
  .regex(/[A-Za-z]/, 'errors.passwordFormat')
  .regex(/\d/, 'errors.passwordFormat');
export const totpCode = trimmed.regex(/^\d{6}$/, 'errors.totpFormat');

/** POST /api/staff/login: the password, and the authenticator's code once it is enrolled. */
export const staffLoginPayload = z.object({
  username: trimmed.min(1, 'errors.staffUsernameFormat').max(32, 'errors.staffUsernameFormat').toLowerCase(),
  password: z.string().min(1, 'errors.passwordFormat').max(32, 'errors.passwordFormat'),
  code: totpCode.optional(),
});

/** POST /api/staff/totp/confirm: the first code of a newly enrolled authenticator, with the login's ticket. */
export const totpConfirmPayload = z.object({ ticket: z.string().min(20).max(200), code: totpCode });

export const staffView = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  roles: z.array(staffRole),
  active: z.boolean(),
  enrolled: z.boolean(),
});
export type StaffView = z.infer<typeof staffView>;

/** The enrolment a first password opens: no session until the authenticator's first code confirms it. */
export const staffEnrolment = z.object({
  step: z.literal('enrol'),
  ticket: z.string(),
  otpauthUrl: z.string(),
  qrDataUrl: z.string(),
  secret: z.string(),
});

/** What a login answers: a session, or the enrolment the password opened. */
export const staffLoginResult = z.discriminatedUnion('step', [
  z.object({ step: z.literal('done'), token: z.string(), staff: staffView }),
  staffEnrolment,
]);
export type StaffLoginResult = z.infer<typeof staffLoginResult>;

/** The same as the site's BFF gives it to the browser: the session's token stays in the staff cookie. */
export const siteStaffLoginResult = z.discriminatedUnion('step', [z.object({ step: z.literal('done'), staff: staffView }), staffEnrolment]);
export type SiteStaffLoginResult = z.infer<typeof siteStaffLoginResult>;

const roles = z.array(staffRole).min(1, 'errors.staffRolesRequired').max(STAFF_ROLES.length);
const name = trimmed.min(1, 'errors.nameRequired').max(50);

/** POST /api/staff/accounts (administrator): a new account, enrolled at its first login. */
export const staffCreatePayload = z.object({ username: staffUsername, name, roles, password: staffPassword });

/** PUT /api/staff/accounts/:id (administrator). `resetTotp` makes the next login enrol a new authenticator. */
export const staffUpdatePayload = z.object({
  name: name.optional(),
  roles: roles.optional(),
  active: z.boolean().optional(),
  password: staffPassword.optional(),
  resetTotp: z.boolean().optional(),
});

/** PUT /api/staff/password: one's own password. */
export const staffPasswordPayload = z.object({ current: z.string().min(1, 'errors.oldPasswordRequired').max(32), password: staffPassword });
export type StaffPasswordPayload = z.infer<typeof staffPasswordPayload>;

/** What the audit log records, one name per kind of staff write (the console words each: console.audit.actions). */
export const AUDIT_ACTIONS = [
  'refund.request',
  'refund.succeeded',
  'refund.settle',
  'staff.create',
  'staff.update',
  'staff.password',
  'staff.enrol',
  'staff.login',
  'staff.logout',
  'file.upload',
  'performance.create',
  'performance.update',
  'session.create',
  'session.update',
  'session.cancel',
  'ticketClass.create',
  'ticketClass.update',
  'ticketClass.delete',
  'seats.assign',
  'content.create',
  'content.update',
  'banner.create',
  'banner.update',
  'page.update',
  'site_settings.update',
  'invoice.issue',
  'couponActivity.create',
  'couponActivity.update',
  'discountCode.create',
  'discountCode.update',
  'packageCard.create',
  'packageCard.update',
  'switches.update',
  'welfareRound.create',
  'waitingList.update',
  'waitingRoom.update',
  'work.retry',
  'work.settle',
  'ticket.admit',
  'visitor.admit',
  'visitSlot.create',
  'visitSlot.update',
  'visitDay.update',
  'groupIntention.decide',
  'shopOrder.ship',
  'project.offer',
  'project.reject',
  'project.file',
  'project.receipt',
  'project.contract',
  'project.countersign',
  'project.ticketingApprove',
  'project.ticketingReturn',
  'project.adjustment',
  'project.coordinationClose',
  'project.schedule',
  'project.statement',
  'project.settle',
  'shopOrder.collect',
  'unmatched.reconcile',
  'feedback.answer',
  'member.close',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /api/staff/audit (administrator): filtered by who, what and when. */
export const auditQuery = pageQuery.extend({
  staffId: id.optional().catch(undefined),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
});

export type AuditEntryView = {
  id: number;
  at: string;
  staffId: number | null;
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
};

/** GET /api/staff/me: who is signed in, and what their roles open. */
export const staffMe = z.object({ id: z.number(), username: z.string(), name: z.string(), roles: z.array(staffRole) });
export type StaffMe = z.infer<typeof staffMe>;

/** Whether these roles open an area of the given roles (the administrator opens every area). */
export const mayUse = (mine: readonly StaffRole[], needed: readonly StaffRole[]) =>
  mine.includes('administrator') || needed.some((role) => mine.includes(role));

/** The payment providers, as the refund queue names and filters them. */
export const PAY_PROVIDERS = ['alipay', 'wechat'] as const;
export const UNMATCHED_REASONS = ['unknown_order', 'malformed'] as const;

/**
 * Why a payment is owed back: another amount than the order asked, the hall cancelled the session, what it paid for
 * could no longer be delivered (its subject moved on), it arrived after the order was cancelled or closed, or the
 * order was paid twice.
 */
export const OWED_WHY = ['mismatch', 'hall', 'undeliverable', 'afterCancel', 'afterClose', 'duplicate'] as const;
export type OwedWhy = (typeof OWED_WHY)[number];

/** A refund row's state: asked of the provider, confirmed by it, or settled by hand with a note. */
export type RefundState = 'requested' | 'succeeded' | 'settled';

/** The age filter of both lists: money that has waited more than this many days. */
const olderThanDays = z.coerce.number().int().min(1).max(3650).optional();

/** GET /api/staff/refunds (box office): the payments owed back, oldest first, by provider, order kind and age. */
export const refundQueueQuery = pageQuery.extend({
  provider: z.enum(PAY_PROVIDERS).optional(),
  kind: z.enum(ORDER_KINDS).optional(),
  olderThanDays,
});

/** GET /api/staff/refunds/unmatched (box office): money that paid no order, oldest first, by provider, reason and age. */
export const unmatchedQueueQuery = pageQuery.extend({
  provider: z.enum(PAY_PROVIDERS).optional(),
  reason: z.enum(UNMATCHED_REASONS).optional(),
  olderThanDays,
});

/**
 * A page of either list, with the count and the sum (fen) of everything the filters match, not only this page's
 * (for unmatched money, the sum of the amounts known).
 */
export type RefundQueuePage<T> = Paged<T> & { sumFen: number };

/** One payment owed back and not back yet, as the box office's refund queue shows it (GET /api/staff/refunds). */
export type RefundQueueItem = {
  paymentId: number;
  orderId: number;
  orderNo: string;
  orderStatus: string;
  why: OwedWhy;
  kind: (typeof ORDER_KINDS)[number];
  /** The member's (or the venue renter's) phone, masked, for the clerk to confirm on the phone. */
  phone: string;
  provider: (typeof PAY_PROVIDERS)[number];
  tradeNo: string;
  amountFen: number;
  /** False for a payment of another amount than the order asked: owed back whatever the order's state. */
  amountMatched: boolean;
  paidAt: string;
  /** A refund asked of the provider and not confirmed (failed, or still processing): it may yet succeed there. */
  refund: { refundNo: string; state: 'requested'; lastError: string | null } | null;
};

/** GET /api/staff/refunds/recent: the latest refunds, refunded, asked or settled by hand (with how). */
export type RecentRefund = {
  refundNo: string;
  orderNo: string;
  amountFen: number;
  state: RefundState;
  note: string | null;
  settledAt: string | null;
};

/**
 * Money a provider vouched for that pays no order: an order number the hall does not know, or a signed notification
 * it could not read as a payment. Refundable when the provider's trade, order number and amount are known;
 * marked settled by hand with a note in any case (also after a failed refund).
 */
export type UnmatchedPaymentView = {
  id: number;
  provider: (typeof PAY_PROVIDERS)[number];
  reason: (typeof UNMATCHED_REASONS)[number];
  orderNo: string | null;
  tradeNo: string | null;
  amountFen: number | null;
  receivedAt: string;
  refundable: boolean;
  refund: { refundNo: string; state: 'none' | 'requested' | 'succeeded'; lastError: string | null } | null;
};

/**
 * POST /api/staff/refunds/:paymentId/settle and /unmatched/:id/reconcile: how the money was settled outside the
 * hall API, after checking the provider's merchant platform.
 */
export const settlePayload = z.object({
  note: z.string().trim().min(4, 'errors.reconcileNoteRequired').max(500, 'errors.reconcileNoteRequired'),
});

/** GET /api/staff/orders (box office): an order number (or its start), a member's phone, or a name on the order. */
export const staffOrderQuery = pageQuery.extend({
  q: z.string().trim().max(50).default(''),
  sessionId: id.optional().catch(undefined),
});

export type StaffOrderMember = { id: number; phone: string; name: string | null };

/** An order as the box office finds it: the member's own view, and whose it is. */
export type StaffOrderView = OrderView & { member: StaffOrderMember };

/** One order in full: its payments and provider trades, its refunds, and what happened to it when. */
export type StaffOrderDetail = StaffOrderView & {
  payments: { id: number; provider: 'alipay' | 'wechat'; tradeNo: string; amountFen: number; at: string }[];
  refunds: { refundNo: string; amountFen: number; state: RefundState; at: string; settledAt: string | null }[];
  history: { at: string; event: 'placed' | 'paid' | 'payment' | 'closed' | 'refundRequested' | 'refunded' | 'settledByHand' }[];
};
