// The sandboxes' development routes, registered together: each only with its own sandbox, none in production.
import type { HallApp } from '../../platform/route-schema';
import type { HallConfig } from '../../config';
import { cashierRoutes } from './cashier';
import { expressSandboxRoutes } from './express';
import { offerLapseRoutes } from './offer-lapse';
import { orderExpiryRoutes } from './order-expiry';
import { slideAnswerRoutes } from './slide-answer';
import { smsOutboxRoutes } from './sms-outbox';
import { wechatAuthorizeRoutes } from './wechat-authorize';
import { welfareClockRoutes } from './welfare-clock';

export type Sandboxes = { sms: boolean; payment: boolean; wechat: boolean; express: boolean };

/**
 * Which sandboxes' routes this configuration serves; null when none, and always null with NODE_ENV=production
 * whatever the providers say (config.ts refuses a sandbox there as well). The SMS sandbox shows any phone's codes
 * and any puzzle's answer; the payment sandbox has a cashier and clocks for the payment window and a welfare round's application window; the WeChat
 * sandbox an authorisation page; the express sandbox ships parcels and advances their events.
 */
export function sandboxRoutesAllowed(config: HallConfig): Sandboxes | null {
  if (config.NODE_ENV === 'production') return null;
  const sandboxes = {
    sms: config.SMS_PROVIDER === 'sandbox',
    payment: config.PAYMENT_PROVIDER === 'sandbox',
    wechat: config.WECHAT_PROVIDER === 'sandbox',
    express: config.EXPRESS_PROVIDER === 'sandbox',
  };
  return Object.values(sandboxes).some(Boolean) ? sandboxes : null;
}

export async function devRoutes(app: HallApp, sandboxes: Sandboxes) {
  if (sandboxes.sms) {
    await app.register(smsOutboxRoutes);
    await app.register(slideAnswerRoutes);
  }
  if (sandboxes.payment) {
    await app.register(cashierRoutes);
    await app.register(orderExpiryRoutes);
    await app.register(offerLapseRoutes);
    await app.register(welfareClockRoutes);
  }
  if (sandboxes.wechat) await app.register(wechatAuthorizeRoutes);
  if (sandboxes.express) await app.register(expressSandboxRoutes);
}
