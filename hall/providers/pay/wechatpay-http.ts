import type { Output } from 'wechatpay-node-v3/dist/lib/interface-v2';
import type { IPayRequest } from 'wechatpay-node-v3/dist/lib/pay-request.interface';
import { signatureValid, signedHeaders } from './wechatpay-crypto';
import type { PlatformKeyRing } from './wechatpay-keys';

export const WECHATPAY_API = 'https://api.mch.weixin.qq.com';

export type WechatPayHttpOptions = {
  /** Where the calls go instead of WeChat Pay's origin (tests: a fake on a loopback port). */
  apiOrigin?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export class WechatPayAnswerForged extends Error {}

/**
 * The HTTP client wechatpay-node-v3 calls through (createHttp). Its own client (superagent) cannot be pointed
 * elsewhere and does not check the signature WeChat Pay puts on every answer; this one does, with the key the answer's serial
 * names (a certificate only within its validity), so a forged "SUCCESS" to a query cannot mark an order paid.
 */
export function wechatPayHttp(keys: PlatformKeyRing, options: WechatPayHttpOptions & { now?: () => Date } = {}): IPayRequest {
  const fetchImpl = options.fetch ?? fetch;
  async function send(method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: string): Promise<Output> {
    const target = options.apiOrigin && url.startsWith(WECHATPAY_API) ? options.apiOrigin + url.slice(WECHATPAY_API.length) : url;
    const res = await fetchImpl(target, { method, headers, body, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
    const text = await res.text();
    if (res.ok) {
      const signed = signedHeaders(res.headers);
      // A platform certificate past its validity signs nothing the hall believes.
      const key = signed && keys.keyOf(signed.serial, options.now?.());
      if (!signed || !key || !signatureValid(key, signed, text)) {
        throw new WechatPayAnswerForged(`WeChat Pay answer to ${method} ${new URL(url).pathname} failed its signature check`);
      }
    }
    let data: unknown = undefined;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = text;
    }
    return res.ok ? { status: res.status, data } : { status: res.status, data, error: text };
  }
  return {
    post: (url, params, headers) => send('POST', url, headers, JSON.stringify(params)),
    get: (url, headers) => send('GET', url, headers),
    upload: () => Promise.reject(new Error('uploads are not used')),
  };
}
