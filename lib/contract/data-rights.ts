import { z } from 'zod';
import type { WaitingEntryView } from './waiting-list';
import { smsCode, type PointLog, type Receiver, type StationLetter } from './member';
import type { CouponView, OrderItemView, OrderView } from './order';
import type { MemberCardView } from './package';
import type { GroupIntentionView } from './visit';

/**
 * The member's rights over their data (PIPL art. 45, 47): a copy of what the hall holds about them, and closing
 * the account. Ours; §7 names neither.
 */

/**
 * Why an account cannot be closed yet: something the hall still owes the member or must do for them with their
 * contact details (hall/services/members/closing-refusals.ts says why each one).
 */
export const CLOSE_REASONS = [
  'unpaidOrder',
  'upcomingTicket',
  'upcomingVisit',
  'welfareApplication',
  'packageCredits',
  'shopDelivery',
  'invoicePending',
] as const;
export const closeReason = z.enum(CLOSE_REASONS);
export type CloseReason = z.infer<typeof closeReason>;

/** One reason and how many orders, bookings, applications or cards it is about. */
export const closeRefusal = z.object({ reason: closeReason, count: z.number().int().positive() });
export type CloseRefusal = z.infer<typeof closeRefusal>;

/** GET /api/member/close_account: every reason that stands in the way now (none: the account can be closed). */
export const closeCheck = z.object({ reasons: z.array(closeRefusal) });
export type CloseCheck = z.infer<typeof closeCheck>;

/** POST /api/member/close_account: the CLOSE_ACCOUNT code texted to the member's own phone. */
export const closeAccountPayload = z.object({ code: smsCode });

/** The file's name and kind, so that a reader (or the member's next service) knows what it holds. */
export const PERSONAL_DATA_FORMAT = 'concert-hall/member-data';
export const PERSONAL_DATA_VERSION = 1;

/**
 * GET /api/member/personal_data: everything the hall holds about the member, as one JSON file. Identity numbers
 * are the member's own and given in full; times are ISO 8601, money in fen, as in every other answer.
 */
export type PersonalDataFile = {
  format: typeof PERSONAL_DATA_FORMAT;
  version: typeof PERSONAL_DATA_VERSION;
  exportedAt: string;
  profile: {
    phone: string;
    name: string | null;
    sex: number | null;
    birthday: string | null;
    idCard: string | null;
    email: string | null;
    connectTel: string | null;
    industry: string | null;
    cardNo: string;
    level: number;
    pointsBalance: number;
    consumptionFen: number;
    vipExpiresAt: string | null;
    /** Which WeChat logins are bound (their openIds are WeChat's numbers for the hall, of no use elsewhere). */
    wechat: { officialAccount: boolean; website: boolean };
    registeredAt: string;
  };
  buyers: { name: string; certType: string; certNo: string | null; createdAt: string }[];
  addresses: Receiver[];
  orders: PersonalDataOrder[];
  visits: { bookings: PersonalDataBooking[]; groupIntentions: (GroupIntentionView & { phone: string; email: string })[] };
  welfareApplications: PersonalDataWelfare[];
  /** Places in line for sold-out tickets and their offers. */
  waitingList: WaitingEntryView[];
  pointsLog: PointLog[];
  coupons: CouponView[];
  packageCards: MemberCardView[];
  stationLetters: StationLetter[];
  feedback: { topic: string; text: string; contact: string | null; answer: string | null; createdAt: string; answeredAt: string | null }[];
};

/** An order as the member reads it (its invoice details too), with the holders' certificates, what was paid and what was given back. */
export type PersonalDataOrder = Omit<OrderView, 'items'> & {
  /** Taken off the member's own list (deleted there); the hall keeps it for its accounts. */
  removedFromList: boolean;
  items: (OrderItemView & { buyerCertType: string | null; buyerCertNo: string | null })[];
  /** A points-shop parcel: where it went and how. */
  delivery: { fulfilment: 'delivery' | 'pickup'; receiver: unknown; carrier: string | null; trackingNo: string | null } | null;
  payments: { provider: 'alipay' | 'wechat'; tradeNo: string; amountFen: number; at: string }[];
  refunds: { refundNo: string; amountFen: number; state: 'requested' | 'succeeded' | 'settled'; at: string; settledAt: string | null }[];
};

export type PersonalDataBooking = {
  date: string;
  startTime: string;
  status: string;
  orderNo: string | null;
  createdAt: string;
  visitors: { name: string; child: boolean; certType: string; certNo: string | null; heightCm: number | null }[];
};

export type PersonalDataWelfare = {
  applicationNo: string;
  performanceId: number;
  buyerName: string;
  certType: string;
  certNo: string | null;
  status: string;
  rank: number | null;
  orderNo: string | null;
  createdAt: string;
};
