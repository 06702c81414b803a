// Which payment provider the configuration allows: the sandbox never in production, the real one only with
// every Alipay and WeChat Pay setting, keys that parse, and notify URLs on HALL_PUBLIC_URL.
import { generateKeyPairSync } from 'node:crypto';
import { loadConfig } from '../../config';
import { paymentProvider } from './index';

const key = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const [app, alipay, merchant, platform] = [key(), key(), key(), key()];
const escaped = (pem: string) => pem.replace(/\n/g, '\\n');
const real = {
  PAYMENT_PROVIDER: 'real',
  HALL_PUBLIC_URL: 'https://hall.example',
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY: escaped(app.privateKey.export({ format: 'pem', type: 'pkcs1' }).toString()),
  ALIPAY_PUBLIC_KEY: alipay.publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  ALIPAY_SELLER_ID: '2088000000000001',
  WECHATPAY_APP_ID: 'wx00000000000000a1',
  WECHATPAY_MCH_ID: '1900000109',
  WECHATPAY_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  WECHATPAY_PRIVATE_KEY: escaped(merchant.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()),
  WECHATPAY_API_V3_KEY: 'a3f0c1d2e4b5a6978899aabbccddeeff',
  WECHATPAY_PLATFORM_PUBLIC_KEY: escaped(platform.publicKey.export({ format: 'pem', type: 'spki' }).toString()),
  WECHATPAY_PLATFORM_SERIAL_NO: 'PUB_KEY_ID_0119000001092026030100000001',
};
/** Settings with a rule of their own (not "required"). */
const CONDITIONAL = new Set(['PAYMENT_PROVIDER', 'ALIPAY_APP_ID', 'WECHATPAY_PLATFORM_SERIAL_NO']);
const errorOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (e) {
    return String(e);
  }
  return '';
};

describe('payment configuration', () => {
  it('defaults to the sandbox outside production, with a development key', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.PAYMENT_PROVIDER).toBe('sandbox');
    expect(config.PAYMENT_SANDBOX_SECRET.length).toBeGreaterThanOrEqual(16);
    expect(config.ALIPAY_GATEWAY).toBe('https://openapi.alipay.com/gateway.do');
  });

  it('refuses the sandbox in production', () => {
    expect(errorOf({ NODE_ENV: 'production', SIGN_SECRET: 'a-real-secret-of-length' })).toMatch(
      /PAYMENT_PROVIDER: the sandbox is refused in production/,
    );
  });

  it('names every missing setting of the real providers', () => {
    const error = errorOf({ PAYMENT_PROVIDER: 'real', ALIPAY_APP_ID: '2021000000000001' });
    for (const name of Object.keys(real).filter((k) => !CONDITIONAL.has(k))) {
      expect(error).toMatch(new RegExp(`${name}: required when PAYMENT_PROVIDER=real`));
    }
    expect(error).not.toMatch(/ALIPAY_APP_ID/);
  });

  it('refuses keys that do not parse, a v3 key of the wrong length, and http notifications in production', () => {
    const error = errorOf({
      ...real,
      ALIPAY_PRIVATE_KEY: 'MIIEpAIBAAKCAQEA-truncated',
      WECHATPAY_PLATFORM_PUBLIC_KEY: 'x',
      WECHATPAY_API_V3_KEY: 'short',
    });
    expect(error).toMatch(/ALIPAY_PRIVATE_KEY: not a private key/);
    expect(error).toMatch(/WECHATPAY_PLATFORM_PUBLIC_KEY: not a public key/);
    expect(error).toMatch(/WECHATPAY_API_V3_KEY: must be 32 characters/);
    expect(error).not.toMatch(/WECHATPAY_PRIVATE_KEY/);
    expect(
      errorOf({ ...real, NODE_ENV: 'production', SIGN_SECRET: 'a-real-secret-of-length', HALL_PUBLIC_URL: 'http://hall.example' }),
    ).toMatch(/HALL_PUBLIC_URL: must be https/);
  });

  it('asks a bare WeChat Pay public key for its ID, an Alipay seller for its PID, and reads extra certificates', () => {
    const { WECHATPAY_PLATFORM_SERIAL_NO: _, ...bare } = real;
    expect(errorOf(bare)).toMatch(/WECHATPAY_PLATFORM_SERIAL_NO: required for a bare WeChat Pay public key/);
    expect(errorOf({ ...real, ALIPAY_SELLER_ID: '2021000000000001' })).toMatch(/ALIPAY_SELLER_ID: an Alipay PID/);
    const broken = '-----BEGIN CERTIFICATE-----\\nMIIBroken\\n-----END CERTIFICATE-----';
    expect(errorOf({ ...real, WECHATPAY_PLATFORM_CERTIFICATES: broken })).toMatch(
      /WECHATPAY_PLATFORM_CERTIFICATES: a certificate does not parse/,
    );
  });

  it('builds the real provider from escaped PEM and bare base64, notifying HALL_PUBLIC_URL', async () => {
    const provider = paymentProvider(loadConfig(real), {} as never);
    const start = await provider.start('alipay_page', {
      orderNo: 'H202603010000000003',
      amountFen: 100,
      subject: 'Gala',
      expiresAt: new Date(Date.now() + 600_000),
      clientIp: '127.0.0.1',
      returnUrl: 'https://site.example/paySuccess?orderId=3',
    });
    const url = new URL(start.kind === 'redirect' ? start.url : '');
    expect(url.origin + url.pathname).toBe('https://openapi.alipay.com/gateway.do');
    expect(url.searchParams.get('notify_url')).toBe('https://hall.example/api/pay/notify/alipay');
    expect(url.searchParams.get('app_id')).toBe('2021000000000001');
    expect(provider.notifyReply('wechat', true).status).toBe(200);
  });
});
