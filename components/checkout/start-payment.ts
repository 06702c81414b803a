import { bffCall } from '@/lib/client/call';
import { payCalls } from '@/lib/contract/order-calls';
import { isWechatBrowser } from '@/lib/client/wechat';
import type { PayStartView } from '@/lib/contract/order';

export type PayMethod = 'alipay' | 'wechat';

declare global {
  interface Window {
    WeixinJSBridge?: { invoke: (name: string, params: Record<string, string>, done: (r: { err_msg: string }) => void) => void };
  }
}

const isPhone = () => window.matchMedia('(max-width: 767px), (pointer: coarse)').matches;

/**
 * The spec's four payment calls, chosen by where the member is: inside WeChat its JSAPI, on a phone the
 * providers' mobile pages, on a desktop Alipay's cashier page or a WeChat Native QR code to scan.
 * A refusal (code other than 20000) throws; the caller shows 'payment failed'.
 */
export async function startPayment(orderId: number, method: PayMethod): Promise<PayStartView> {
  if (method === 'alipay') return bffCall(payCalls.alipay, { body: { orderId, channel: isPhone() ? 'wap' : 'page' } });
  const call = isWechatBrowser() ? payCalls.wechatInside : isPhone() ? payCalls.wechatPhone : payCalls.wechatCode;
  return bffCall(call, { body: { orderId } });
}

/** Inside WeChat: the JSAPI sheet; the sandbox (no bridge) opens its cashier page instead. Resolves when the sheet closes. */
export function payInWechat(params: Record<string, string>): Promise<void> {
  return new Promise((resolve) => {
    if (window.WeixinJSBridge) {
      const { cashierUrl: _c, ...request } = params;
      window.WeixinJSBridge.invoke('getBrandWCPayRequest', request, () => resolve());
    } else {
      if (params.cashierUrl) window.location.assign(params.cashierUrl);
      resolve();
    }
  });
}
