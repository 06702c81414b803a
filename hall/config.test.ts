// The sandboxes serve development routes, so a hall API with any of them listens on loopback only.
import { loadConfig } from './config';

describe('where the hall API may listen', () => {
  it('defaults to loopback', () => {
    expect(loadConfig({}).HALL_HOST).toBe('127.0.0.1');
  });

  it.each(['127.0.0.1', '::1', 'localhost'])('accepts the loopback address %s with the sandboxes', (host) => {
    expect(loadConfig({ HALL_HOST: host }).HALL_HOST).toBe(host);
  });

  it.each([
    ['every sandbox', {}],
    ['the payment sandbox alone', { SMS_PROVIDER: 'aliyun', WECHAT_PROVIDER: 'real' }],
  ])('refuses a public address with %s', (_, providers) => {
    const env = {
      HALL_HOST: '0.0.0.0',
      ...providers,
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '音乐厅',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      ALIYUN_SMS_OFFER_TEMPLATE_CODE: 'SMS_2',
      WECHAT_APP_ID: 'a',
      WECHAT_APP_SECRET: 'b',
      WECHAT_WEB_APP_ID: 'c',
      WECHAT_WEB_APP_SECRET: 'd',
    };
    expect(() => loadConfig(env)).toThrow(/HALL_HOST: the sandboxes listen on a loopback address only/);
  });
});
