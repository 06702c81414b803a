import { AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import { pkcs8Pem, privateKeyOf, publicKeyOf, spkiPem } from '../../platform/pem';
import { notifyReply } from './notify-reply';
import { ForgedNotification, MalformedNotification, type PaidTrade, type PayAdapter, type PayChannel } from './types';
import { alipayTime, fenToYuan, fromAlipayTime, yuanToFen } from './wire';

export type AlipaySettings = {
  appId: string;
  /** The application's private key (PEM, PKCS#1 or PKCS#8, or Alipay's bare base64). */
  privateKey: string;
  /** Alipay's public key (not the application's): it signs notifications and answers. */
  alipayPublicKey: string;
  /** The merchant's Alipay account (PID): a notification for another seller is not the hall's money. */
  sellerId: string;
  gateway: string;
  notifyUrl: string;
};

export type AlipayOptions = { now?: () => Date; timeoutMs?: number };

const PAGES: Partial<Record<PayChannel, { method: string; productCode: string }>> = {
  alipay_page: { method: 'alipay.trade.page.pay', productCode: 'FAST_INSTANT_TRADE_PAY' },
  alipay_wap: { method: 'alipay.trade.wap.pay', productCode: 'QUICK_WAP_WAY' },
};

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

export class AlipayError extends Error {
  constructor(
    readonly call: string,
    readonly answer: AlipaySdkCommonResult,
  ) {
    super(`Alipay ${call} answered ${answer.code} ${answer.sub_code ?? ''} ${answer.sub_msg ?? answer.msg ?? ''}`);
  }
}

function paidTrade(fields: Record<string, string>, paidAt: string | undefined, fallback: Date): PaidTrade {
  if (!fields.out_trade_no || !fields.trade_no || !fields.total_amount) throw new Error('Alipay trade incomplete');
  return {
    provider: 'alipay',
    orderNo: fields.out_trade_no,
    tradeNo: fields.trade_no,
    amountFen: yuanToFen(fields.total_amount),
    paidAt: fromAlipayTime(paidAt) ?? fallback,
    raw: fields,
  };
}

/** A value that parses, or undefined. */
const readable = <T>(read: () => T): T | undefined => {
  try {
    return read();
  } catch {
    return undefined;
  }
};

/** Alipay's open platform through alipay-sdk: page and wap pay, RSA2 notifications, trade query and close. */
export function createAlipay(settings: AlipaySettings, options: AlipayOptions = {}): PayAdapter {
  const now = options.now ?? (() => new Date());
  const sdk = new AlipaySdk({
    appId: settings.appId,
    // alipay-sdk rewraps keys by their BEGIN line, so it gets one canonical form (and no trailing newline).
    privateKey: pkcs8Pem(privateKeyOf(settings.privateKey)).trim(),
    keyType: 'PKCS8',
    alipayPublicKey: spkiPem(publicKeyOf(settings.alipayPublicKey)).trim(),
    gateway: settings.gateway,
    signType: 'RSA2',
    camelcase: false,
    timeout: options.timeoutMs ?? 10_000,
  });
  // The SDK stamps requests in the server's local zone; Alipay reads the timestamp as Beijing time.
  const timestamp = () => alipayTime(now());

  async function call(method: string, orderNo: string): Promise<AlipaySdkCommonResult> {
    return sdk.exec(method, { bizContent: { out_trade_no: orderNo }, timestamp: timestamp() }, { validateSign: true });
  }

  /** 'paid' with the trade, 'open' (WAIT_BUYER_PAY), or 'gone': closed, or never opened by the buyer. */
  async function query(orderNo: string): Promise<{ state: 'paid'; trade: PaidTrade } | { state: 'open' | 'gone' }> {
    const answer = await call('alipay.trade.query', orderNo);
    if (answer.code === '10000') {
      if (PAID.has(answer.trade_status)) return { state: 'paid', trade: paidTrade(answer, answer.send_pay_date, now()) };
      return { state: answer.trade_status === 'WAIT_BUYER_PAY' ? 'open' : 'gone' };
    }
    if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'gone' };
    throw new AlipayError('alipay.trade.query', answer);
  }

  return {
    async start(channel, request) {
      const page = PAGES[channel];
      if (!page) throw new Error(`Alipay cannot open ${channel}`);
      const url = sdk.pageExecute(page.method, 'GET', {
        bizContent: {
          out_trade_no: request.orderNo,
          total_amount: fenToYuan(request.amountFen),
          subject: request.subject.slice(0, 256),
          product_code: page.productCode,
          // Alipay refuses the payment after this moment, even on a cashier page opened before it.
          time_expire: alipayTime(request.expiresAt),
          ...(channel === 'alipay_wap' ? { quit_url: request.returnUrl } : {}),
        },
        notifyUrl: settings.notifyUrl,
        returnUrl: request.returnUrl,
        timestamp: timestamp(),
      });
      return { kind: 'redirect', url };
    },

    async verifyNotification(_headers, rawBody) {
      const fields = Object.fromEntries(new URLSearchParams(rawBody));
      let valid = false;
      try {
        valid = !!fields.sign && sdk.checkNotifySignV2(fields);
      } catch {
        valid = false;
      }
      if (!valid) throw new ForgedNotification('Alipay signature');
      if (fields.app_id !== settings.appId) throw new ForgedNotification('another application’s notification');
      if (fields.seller_id !== settings.sellerId) throw new ForgedNotification('another seller’s notification');
      if (!PAID.has(fields.trade_status)) return null;
      try {
        return paidTrade(fields, fields.gmt_payment, now());
      } catch (error) {
        throw new MalformedNotification('alipay', fields, (error as Error).message, {
          orderNo: fields.out_trade_no || undefined,
          tradeNo: fields.trade_no || undefined,
          amountFen: readable(() => yuanToFen(fields.total_amount ?? '')),
        });
      }
    },

    notifyReply: (accepted, fault) => notifyReply('alipay', accepted, fault),

    async queryAndClose(orderNo) {
      // A page-pay trade exists at Alipay only once the buyer opened the cashier; until then there is nothing
      // to close, and time_expire is what keeps a late visit from paying.
      const first = await query(orderNo);
      if (first.state !== 'open') return first.state === 'paid' ? first.trade : null;
      const closed = await call('alipay.trade.close', orderNo);
      if (closed.code === '10000' || closed.sub_code === 'ACQ.TRADE_NOT_EXIST') return null;
      // The buyer may have paid between the query and the close.
      const after = await query(orderNo);
      if (after.state === 'paid') return after.trade;
      if (after.state === 'gone') return null;
      throw new AlipayError('alipay.trade.close', closed);
    },

    async refund(request) {
      // The same out_request_no again is the same refund: Alipay answers success with fund_change N, no money moves.
      const answer = await sdk.exec(
        'alipay.trade.refund',
        {
          bizContent: {
            out_trade_no: request.orderNo,
            refund_amount: fenToYuan(request.amountFen),
            out_request_no: request.refundNo,
            refund_reason: request.reason.slice(0, 256),
          },
          timestamp: timestamp(),
        },
        { validateSign: true },
      );
      if (answer.code === '10000') return { state: 'succeeded', providerRefundId: answer.trade_no };
      throw new AlipayError('alipay.trade.refund', answer);
    },
  };
}
