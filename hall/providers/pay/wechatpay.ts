import { createPublicKey } from 'node:crypto';
import WechatPay from 'wechatpay-node-v3';
import { pkcs8Pem, privateKeyOf, spkiPem } from '../../platform/pem';
import { notifyReply } from './notify-reply';
import { ForgedNotification, MalformedNotification, type PaidTrade, type PayAdapter, type PayStart } from './types';
import { downloadPlatformCertificates } from './wechatpay-certificates';
import { decryptResource, signatureValid, signedHeaders, type EncryptedResource } from './wechatpay-crypto';
import { wechatPayHttp, type WechatPayHttpOptions } from './wechatpay-http';
import { platformKeyRing, type ConfiguredKey } from './wechatpay-keys';
import { rfc3339Beijing, truncateUtf8 } from './wire';

export type WechatPaySettings = {
  /** The official account's AppID: JSAPI's openId belongs to it. */
  appId: string;
  mchId: string;
  /** Serial number of the merchant's API certificate (signs our requests). */
  serialNo: string;
  privateKey: string;
  apiV3Key: string;
  /**
   * The keys WeChat Pay signs with: the WeChat Pay public key with its ID (PUB_KEY_ID_…), platform certificates
   * (each names its serial). More are learnt from the certificates API (refreshKeys).
   */
  platformKeys: ConfiguredKey[];
  notifyUrl: string;
};

export type WechatPayOptions = WechatPayHttpOptions & { now?: () => Date };

type H5Scene = Parameters<WechatPay['transactions_h5']>[0]['scene_info'];

/** WeChat Pay signs notifications when it sends them, so an old one is a replay. */
const NOTIFICATION_MAX_AGE_S = 300;

export class WechatPayError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    readonly answer: unknown,
  ) {
    super(`WeChat Pay ${call} answered ${status}: ${JSON.stringify(answer)?.slice(0, 300)}`);
  }
}

type Transaction = {
  mchid?: string;
  appid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number };
};

function paidTrade(tx: Transaction): PaidTrade {
  const amount = tx.amount?.total;
  if (!tx.out_trade_no || !tx.transaction_id || !Number.isSafeInteger(amount) || amount! <= 0)
    throw new Error('WeChat Pay transaction incomplete');
  const paidAt = new Date(tx.success_time ?? '');
  return {
    provider: 'wechat',
    orderNo: tx.out_trade_no,
    tradeNo: tx.transaction_id,
    amountFen: amount!,
    paidAt: Number.isNaN(paidAt.getTime()) ? new Date() : paidAt,
    raw: tx as Record<string, unknown>,
  };
}

/** WeChat Pay API v3 through wechatpay-node-v3: Native (QR), H5 and JSAPI; notifications; query and close. */
export function createWechatPay(settings: WechatPaySettings, options: WechatPayOptions = {}): PayAdapter {
  const now = options.now ?? (() => new Date());
  const merchantKey = privateKeyOf(settings.privateKey);
  const keys = platformKeyRing(settings.platformKeys);
  const pay = new WechatPay({
    appid: settings.appId,
    mchid: settings.mchId,
    serial_no: settings.serialNo,
    // Read by the library only to derive serial_no, which is given.
    publicKey: Buffer.from(spkiPem(createPublicKey(merchantKey))),
    privateKey: Buffer.from(pkcs8Pem(merchantKey)),
    key: settings.apiV3Key,
    userAgent: 'concert-hall-api',
  });
  pay.createHttp(wechatPayHttp(keys, { ...options, now }));

  /** The transaction as WeChat Pay knows it, or null when it never saw the order. */
  async function query(orderNo: string): Promise<Transaction | null> {
    const res = await pay.query({ out_trade_no: orderNo });
    if (res.status === 200) return res.data as Transaction;
    if (res.status === 404) return null;
    throw new WechatPayError('query', res.status, res.data ?? res.error);
  }

  // REFUND is a paid trade whose money went (partly) back: it was paid all the same.
  const paid = (tx: Transaction | null) => (tx && (tx.trade_state === 'SUCCESS' || tx.trade_state === 'REFUND') ? paidTrade(tx) : null);
  const open = (tx: Transaction | null) => !!tx && ['NOTPAY', 'USERPAYING', 'PAYERROR'].includes(tx.trade_state ?? '');

  return {
    async start(channel, request): Promise<PayStart> {
      const base = {
        description: truncateUtf8(request.subject, 127),
        out_trade_no: request.orderNo,
        time_expire: rfc3339Beijing(request.expiresAt),
        notify_url: settings.notifyUrl,
        amount: { total: request.amountFen, currency: 'CNY' },
      };
      if (channel === 'wechat_native') {
        const res = await pay.transactions_native({ ...base, scene_info: { payer_client_ip: request.clientIp } });
        if (res.status !== 200 || !res.data?.code_url) throw new WechatPayError('native', res.status, res.data ?? res.error);
        return { kind: 'qr', codeUrl: res.data.code_url };
      }
      if (channel === 'wechat_h5') {
        // app_name is optional for type Wap in the API; the library's type says otherwise.
        const scene = { payer_client_ip: request.clientIp, h5_info: { type: 'Wap' } } as H5Scene;
        const res = await pay.transactions_h5({ ...base, scene_info: scene });
        if (res.status !== 200 || !res.data?.h5_url) throw new WechatPayError('h5', res.status, res.data ?? res.error);
        // WeChat sends the payer back to redirect_url appended to h5_url.
        return { kind: 'redirect', url: `${res.data.h5_url}&redirect_url=${encodeURIComponent(request.returnUrl)}` };
      }
      if (channel === 'wechat_jsapi') {
        if (!request.openId) throw new Error('wechat_jsapi needs the payer’s openId');
        const res = await pay.transactions_jsapi({ ...base, payer: { openid: request.openId } });
        if (res.status !== 200 || !res.data?.paySign) throw new WechatPayError('jsapi', res.status, res.data ?? res.error);
        const { appId, timeStamp, nonceStr, package: pkg, signType, paySign } = res.data as Record<string, string>;
        return { kind: 'jsapi', params: { appId, timeStamp, nonceStr, package: pkg, signType, paySign } };
      }
      throw new Error(`WeChat Pay cannot open ${channel}`);
    },

    async verifyNotification(headers, rawBody) {
      const signed = signedHeaders(headers);
      if (!signed) throw new ForgedNotification('Wechatpay-* headers missing');
      const at = now();
      const key = keys.keyOf(signed.serial, at);
      if (!key && keys.serials().includes(signed.serial))
        throw new ForgedNotification(`platform certificate ${signed.serial} not valid at ${at.toISOString()}`);
      if (!key) throw new ForgedNotification(`unknown platform serial ${signed.serial}`);
      if (!/^\d{1,12}$/.test(signed.timestamp) || Math.abs(at.getTime() / 1000 - Number(signed.timestamp)) > NOTIFICATION_MAX_AGE_S) {
        throw new ForgedNotification('timestamp too far from now');
      }
      if (!signatureValid(key, signed, rawBody)) throw new ForgedNotification('signature');
      // Only transactions are read (other events, such as PayScore's, are not the hall's business).
      let plain: string;
      try {
        const body = JSON.parse(rawBody) as { resource?: EncryptedResource & { original_type?: string } };
        if (!body.resource) throw new Error('no resource');
        if (body.resource.original_type && body.resource.original_type !== 'transaction') return null;
        plain = decryptResource(settings.apiV3Key, body.resource);
      } catch (error) {
        throw new ForgedNotification(`resource cannot be decrypted (${(error as Error).message})`);
      }
      let tx: Transaction;
      try {
        tx = JSON.parse(plain) as Transaction;
      } catch {
        throw new MalformedNotification('wechat', { plaintext: plain.slice(0, 2000) }, 'resource is not JSON');
      }
      if (tx.mchid !== settings.mchId) throw new ForgedNotification('another merchant’s transaction');
      if (tx.appid !== settings.appId) throw new ForgedNotification('another application’s transaction');
      if (tx.trade_state !== 'SUCCESS') return null;
      try {
        return paidTrade(tx);
      } catch (error) {
        const total = tx.amount?.total;
        throw new MalformedNotification('wechat', tx as Record<string, unknown>, (error as Error).message, {
          orderNo: tx.out_trade_no || undefined,
          tradeNo: tx.transaction_id || undefined,
          amountFen: Number.isSafeInteger(total) && total! > 0 ? total : undefined,
        });
      }
    },

    notifyReply: (accepted, fault) => notifyReply('wechat', accepted, fault),

    certificates: () => keys.certificates().map(({ serial, notAfter }) => ({ provider: 'wechat', serial, notAfter })),

    refreshKeys: () =>
      downloadPlatformCertificates(
        keys,
        { mchId: settings.mchId, serialNo: settings.serialNo, privateKey: merchantKey, apiV3Key: settings.apiV3Key },
        { ...options, now: now() },
      ),

    async queryAndClose(orderNo) {
      const tx = await query(orderNo);
      if (!open(tx)) return paid(tx);
      const res = await pay.close(orderNo);
      if (res.status === 204 || res.status === 200) return null;
      // The payer may have paid between the query and the close.
      const after = await query(orderNo);
      if (!open(after)) return paid(after);
      throw new WechatPayError('close', res.status, res.data ?? res.error);
    },

    async refund(request) {
      // WeChat Pay treats the same out_refund_no as the same refund, whatever the number of requests.
      const res = await pay.refunds({
        out_trade_no: request.orderNo,
        out_refund_no: request.refundNo,
        reason: truncateUtf8(request.reason, 80),
        amount: { refund: request.amountFen, total: request.totalFen, currency: 'CNY' },
      });
      const status = (res.data as { status?: string; refund_id?: string } | undefined)?.status;
      if (res.status === 200 && (status === 'SUCCESS' || status === 'PROCESSING')) {
        return { state: status === 'SUCCESS' ? 'succeeded' : 'processing', providerRefundId: res.data?.refund_id };
      }
      throw new WechatPayError('refunds', res.status, res.data ?? res.error);
    },
  };
}
