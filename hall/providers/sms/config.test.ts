// Which SMS provider the configuration allows: the sandbox never in production, Alibaba only with its five settings.
import { loadConfig } from '../../config';
import { createSmsProvider } from './index';

const aliyun = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-example',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'example-secret',
  ALIYUN_SMS_SIGN_NAME: '音乐厅',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456',
  ALIYUN_SMS_OFFER_TEMPLATE_CODE: 'SMS_654321',
};

describe('SMS configuration', () => {
  it('defaults to the sandbox outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).SMS_PROVIDER).toBe('sandbox');
  });

  it('refuses the sandbox in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SIGN_SECRET: 'a-real-secret-of-length', PAYMENT_PROVIDER: 'real' })).toThrow(
      /SMS_PROVIDER: the sandbox is refused in production/,
    );
  });

  it('names every missing Alibaba setting', () => {
    const error = (() => {
      try {
        loadConfig({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_SIGN_NAME: '音乐厅' });
      } catch (e) {
        return String(e);
      }
    })();
    expect(error).toMatch(/ALIYUN_SMS_ACCESS_KEY_ID: required/);
    expect(error).toMatch(/ALIYUN_SMS_ACCESS_KEY_SECRET: required/);
    expect(error).toMatch(/ALIYUN_SMS_TEMPLATE_CODE: required/);
    expect(error).toMatch(/ALIYUN_SMS_OFFER_TEMPLATE_CODE: required/);
    expect(error).not.toMatch(/ALIYUN_SMS_SIGN_NAME/);
  });

  it('builds the Alibaba adapter when all five are set', () => {
    const config = loadConfig(aliyun);
    expect(config.ALIYUN_SMS_ENDPOINT).toBe('https://dysmsapi.aliyuncs.com/');
    expect(typeof createSmsProvider(config, {} as never).sendCode).toBe('function');
  });
});
