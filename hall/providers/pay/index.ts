import type { HallConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { createAlipay, type AlipayOptions } from './alipay';
import { createSandboxPayments } from './sandbox';
import { providerOf, type PayAdapter, type PaymentProvider, type PayProviderName } from './types';
import { createWechatPay, type WechatPayOptions } from './wechatpay';
import { certificatesOf } from '../../platform/pem';

export type PaymentOptions = { alipay?: AlipayOptions; wechat?: WechatPayOptions };

/** The real provider: each call goes to the adapter of its provider. */
export function joinAdapters(adapters: Record<PayProviderName, PayAdapter>): PaymentProvider {
  return {
    start: (channel, request) => adapters[providerOf(channel)].start(channel, request),
    verifyNotification: (provider, headers, rawBody) => adapters[provider].verifyNotification(headers, rawBody),
    notifyReply: (provider, accepted, fault) => adapters[provider].notifyReply(accepted, fault),
    queryAndClose: (provider, orderNo) => adapters[provider].queryAndClose(orderNo),
    refund: (provider, request) => adapters[provider].refund(request),
    refreshKeys: async () =>
      (await Promise.all(Object.values(adapters).map((a) => a.refreshKeys?.() ?? Promise.resolve(0)))).reduce((n, k) => n + k, 0),
    certificates: () => Object.values(adapters).flatMap((a) => a.certificates?.() ?? []),
  };
}

/** Outside services (docs/architecture.md): chosen by PAYMENT_PROVIDER; config.ts refuses the sandbox in production and checks the real settings. */
export function paymentProvider(config: HallConfig, db: DbOrTx, options: PaymentOptions = {}): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'sandbox')
    return createSandboxPayments({ siteUrl: config.SITE_URL, secret: config.PAYMENT_SANDBOX_SECRET }, db);
  const notifyUrl = (provider: PayProviderName) => new URL(`/api/pay/notify/${provider}`, config.HALL_PUBLIC_URL).href;
  return joinAdapters({
    alipay: createAlipay(
      {
        appId: config.ALIPAY_APP_ID!,
        privateKey: config.ALIPAY_PRIVATE_KEY!,
        alipayPublicKey: config.ALIPAY_PUBLIC_KEY!,
        sellerId: config.ALIPAY_SELLER_ID!,
        gateway: config.ALIPAY_GATEWAY,
        notifyUrl: notifyUrl('alipay'),
      },
      options.alipay,
    ),
    wechat: createWechatPay(
      {
        appId: config.WECHATPAY_APP_ID!,
        mchId: config.WECHATPAY_MCH_ID!,
        serialNo: config.WECHATPAY_SERIAL_NO!,
        privateKey: config.WECHATPAY_PRIVATE_KEY!,
        apiV3Key: config.WECHATPAY_API_V3_KEY!,
        platformKeys: [
          { key: config.WECHATPAY_PLATFORM_PUBLIC_KEY!, serial: config.WECHATPAY_PLATFORM_SERIAL_NO },
          ...certificatesOf(config.WECHATPAY_PLATFORM_CERTIFICATES ?? '').map((key) => ({ key })),
        ],
        notifyUrl: notifyUrl('wechat'),
      },
      options.wechat,
    ),
  });
}
