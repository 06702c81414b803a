import type { NotifyReply, PayProviderName } from './types';

/** Alipay keeps notifying until the body is exactly "success", whatever the status. */
const alipay = (accepted: boolean): NotifyReply => ({
  status: 200,
  contentType: 'text/plain; charset=utf-8',
  body: accepted ? 'success' : 'fail',
});

/**
 * WeChat Pay v3 takes any 2xx as received; on a 4xx/5xx it retries and wants {code: 'FAIL', message}. A refused
 * notification (forged, unreadable) is the sender's 400; only the hall's own fault (its database down) is a 503, still
 * in WeChat Pay's format, so the payment is delivered again once the hall is back.
 */
const wechat = (accepted: boolean, fault: boolean): NotifyReply =>
  accepted
    ? { status: 200, contentType: 'application/json', body: JSON.stringify({ code: 'SUCCESS', message: 'OK' }) }
    : {
        status: fault ? 503 : 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'FAIL', message: fault ? 'not recorded, please send again' : 'notification not accepted' }),
      };

/** The provider's own answer to its notification: accepted, refused, or not recorded because of the hall's fault. */
export const notifyReply = (provider: PayProviderName, accepted: boolean, fault = false): NotifyReply =>
  provider === 'alipay' ? alipay(accepted) : wechat(accepted, fault);
