/** The two payment providers of the spec, and the ways each is opened (§7 /api/pay/*). */
export type PayProviderName = 'alipay' | 'wechat';

/**
 * alipay_page: desktop cashier page; alipay_wap: phone browser; wechat_native: QR code scanned by the
 * WeChat app (desktop); wechat_jsapi: inside the WeChat browser (needs the payer's openId);
 * wechat_h5: phone browsers outside WeChat.
 */
export type PayChannel = 'alipay_page' | 'alipay_wap' | 'wechat_native' | 'wechat_jsapi' | 'wechat_h5';

export const providerOf = (channel: PayChannel): PayProviderName => (channel.startsWith('alipay') ? 'alipay' : 'wechat');

export type PayRequest = {
  orderNo: string;
  amountFen: number;
  subject: string;
  /** The provider must refuse payment after this moment (the order's payment window). */
  expiresAt: Date;
  clientIp: string;
  /** wechat_jsapi only. */
  openId?: string;
  /** Where the browser comes back to after paying (the site's /paySuccess). */
  returnUrl: string;
};

/** What the browser does next. */
export type PayStart =
  { kind: 'redirect'; url: string } | { kind: 'qr'; codeUrl: string } | { kind: 'jsapi'; params: Record<string, string> };

/** A payment the provider vouches for (verified notification or query). */
export type PaidTrade = {
  provider: PayProviderName;
  orderNo: string;
  tradeNo: string;
  amountFen: number;
  paidAt: Date;
  raw: Record<string, unknown>;
};

/**
 * A refund of one payment. `refundNo` is the hall's own number for it, the key the provider dedupes on (Alipay's
 * out_request_no, WeChat Pay's out_refund_no): asking again with it never pays back twice.
 */
export type RefundRequest = { orderNo: string; tradeNo: string; refundNo: string; amountFen: number; totalFen: number; reason: string };

/** succeeded: the money is on its way back; processing: the provider accepted it and confirms later (ask again). */
export type RefundResult = { state: 'succeeded' | 'processing'; providerRefundId?: string };

/** What the provider's notification call gets back (each provider has its own success body). */
export type NotifyReply = { status: number; contentType: string; body: string };

export interface PaymentProvider {
  start(channel: PayChannel, request: PayRequest): Promise<PayStart>;
  /**
   * Checks the notification's signature and decodes it. Throws ForgedNotification when the signature (or
   * decryption) fails; returns null for a genuine notification that does not report a success.
   */
  verifyNotification(provider: PayProviderName, headers: Record<string, string | undefined>, rawBody: string): Promise<PaidTrade | null>;
  /** `fault`: not recorded because of the hall's own fault (the provider should send it again). */
  notifyReply(provider: PayProviderName, accepted: boolean, fault?: boolean): NotifyReply;
  /**
   * Asks the provider whether the order was paid. When it was not, closes the trade so that it can no longer be
   * paid, and returns null; a trade the provider never saw is also null.
   */
  queryAndClose(provider: PayProviderName, orderNo: string): Promise<PaidTrade | null>;
  /** Pays a payment back (idempotent by refundNo); throws when the provider refuses or cannot answer. */
  refund(provider: PayProviderName, request: RefundRequest): Promise<RefundResult>;
  /** Learns the providers' current signing keys (WeChat Pay's platform certificates); resolves how many are new. */
  refreshKeys?(): Promise<number>;
  /** The certificates the providers sign with, each trusted until its notAfter (the expiry gauge and warning). */
  certificates?(): ProviderCertificate[];
}

/** A certificate a provider signs notifications and answers with, and when it stops being trusted. */
export type ProviderCertificate = { provider: PayProviderName; serial: string; notAfter: Date };

export class ForgedNotification extends Error {
  constructor(reason: string) {
    super(`payment notification refused: ${reason}`);
    this.name = 'ForgedNotification';
  }
}

/**
 * A notification whose signature (and decryption) holds but whose content the hall cannot read as a payment: an
 * amount of `123.450`, a missing trade number. What was verified is kept for the box office to reconcile; the
 * provider is told "not accepted" in its own format.
 */
export class MalformedNotification extends Error {
  constructor(
    readonly provider: PayProviderName,
    readonly fields: Record<string, unknown>,
    reason: string,
    /** What could be read of it: the merchant's order number, the provider's trade number, an amount that parses. */
    readonly known: { orderNo?: string; tradeNo?: string; amountFen?: number } = {},
  ) {
    super(`payment notification unreadable: ${reason}`);
    this.name = 'MalformedNotification';
  }
}

/** One provider's half of PaymentProvider; the real provider joins an Alipay and a WeChat Pay adapter. */
export interface PayAdapter {
  start(channel: PayChannel, request: PayRequest): Promise<PayStart>;
  verifyNotification(headers: Record<string, string | undefined>, rawBody: string): Promise<PaidTrade | null>;
  notifyReply(accepted: boolean, fault?: boolean): NotifyReply;
  queryAndClose(orderNo: string): Promise<PaidTrade | null>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Learns the provider's current signing keys (WeChat Pay's platform certificates); resolves how many are new. */
  refreshKeys?(): Promise<number>;
  certificates?(): ProviderCertificate[];
}
