import { createHmac, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { notifyReply } from './notify-reply';
import { readSandboxNotification } from './sandbox-notification';
import { closeTrade, openTrade, refundTrade } from './sandbox-trades';
import { providerOf, type PaymentProvider, type PayStart } from './types';

export { sandboxNotification, SANDBOX_SIGNATURE_HEADER } from './sandbox-notification';
export type { SandboxPaid } from './sandbox-notification';

export type SandboxSettings = {
  /** The site's public origin: its BFF forwards /api/* to the hall API, so the cashier lives on the site's host. */
  siteUrl: string;
  secret: string;
};

export const cashierUrl = (siteUrl: string, tradeNo: string) => new URL(`/api/dev/cashier/${encodeURIComponent(tradeNo)}`, siteUrl).href;

/**
 * The payment sandbox (docs/architecture.md, Outside services): every channel leads to the hall API's own cashier page, whose "Pay" posts a signed
 * notification back like a real provider would. Trades live in sandbox_trades so every instance agrees on them.
 */
export function createSandboxPayments(settings: SandboxSettings, db: DbOrTx): PaymentProvider {
  return {
    async start(channel, request): Promise<PayStart> {
      if (channel === 'wechat_jsapi' && !request.openId) throw new Error('wechat_jsapi needs the payer’s openId');
      const trade = await openTrade(db, providerOf(channel), request);
      const url = cashierUrl(settings.siteUrl, trade.tradeNo);
      if (channel === 'wechat_native') return { kind: 'qr', codeUrl: url };
      if (channel !== 'wechat_jsapi') return { kind: 'redirect', url };
      // Shaped like WeChat's JSAPI parameters; outside WeChat there is no WeixinJSBridge, so the page opens cashierUrl.
      const params = {
        appId: 'sandbox',
        timeStamp: String(Math.floor(Date.now() / 1000)),
        nonceStr: randomBytes(8).toString('hex'),
        package: `prepay_id=${trade.tradeNo}`,
        signType: 'HMAC-SHA256',
      };
      const paySign = createHmac('sha256', settings.secret).update(Object.values(params).join('\n')).digest('hex');
      return { kind: 'jsapi', params: { ...params, paySign, cashierUrl: url } };
    },

    async verifyNotification(provider, headers, rawBody) {
      return readSandboxNotification(provider, headers, rawBody, settings.secret);
    },

    notifyReply,

    async queryAndClose(provider, orderNo) {
      const paid = await closeTrade(db, provider, orderNo);
      if (!paid) return null;
      const { tradeNo, amountFen, paidAt } = paid;
      return { provider, orderNo, tradeNo, amountFen, paidAt: paidAt ?? new Date(), raw: { sandbox: true, tradeNo, amountFen } };
    },

    async refund(_provider, request) {
      return { state: 'succeeded', providerRefundId: await refundTrade(db, request) };
    },
  };
}
