import type { NotifyReply, PayProviderName } from './types';

/** Alipay keeps notifying until the body is exactly "success", whatever the status. */
const alipay = (accepted: boolean): NotifyReply => ({
  status: 200,
  contentType: 'text/plain; charset=utf-8',
  body: accepted ? 'success' : 'fail',
});

/** WeChat Pay v3 takes any 2xx as received; on a 4xx/5xx it retries and wants {code: 'FAIL', message}. */
const wechat = (accepted: boolean): NotifyReply =>
  accepted
    ? { status: 200, contentType: 'application/json', body: JSON.stringify({ code: 'SUCCESS', message: 'OK' }) }
    : { status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: 'notification not accepted' }) };

export const notifyReply = (provider: PayProviderName, accepted: boolean): NotifyReply =>
  provider === 'alipay' ? alipay(accepted) : wechat(accepted);
