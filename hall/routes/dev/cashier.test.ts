// The sandbox cashier: its page in both languages, and "Pay" delivering a signed notification to the hall API's
// own notification route. That route is played here by a recorder, so these tests do not depend on order logic.
import { generateKeyPairSync } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../../config';
import { paymentProvider } from '../../providers/pay';
import type { PaidTrade, PayProviderName, PayRequest } from '../../providers/pay/types';
import { startHall, type Hall } from '../../test/harness';
import { cashierRoutes } from './cashier';

let hall: Hall;
let app: FastifyInstance;
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', SITE_URL: 'http://localhost:3000' });
const delivered: Array<PaidTrade | null> = [];
let refuseNotifications = false;

/** Stands in for POST /api/pay/notify/:provider: reads the raw body, verifies it, records what it was told. */
async function recordingNotifyRoute(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  scope.post<{ Params: { provider: PayProviderName } }>('/api/pay/notify/:provider', async (req, reply) => {
    const { provider } = req.params;
    const headers = req.headers as Record<string, string | undefined>;
    let accepted = !refuseNotifications;
    try {
      delivered.push(await scope.payments.verifyNotification(provider, headers, String(req.body)));
    } catch {
      accepted = false;
    }
    const answer = scope.payments.notifyReply(provider, accepted);
    return reply.status(answer.status).type(answer.contentType).send(answer.body);
  });
}

beforeAll(async () => {
  hall = await startHall({ seed: false });
  app = Fastify({ logger: false });
  app.decorate('config', config);
  app.decorate('database', hall.database);
  app.decorate('payments', paymentProvider(config, hall.db));
  await app.register(cashierRoutes);
  await app.register(recordingNotifyRoute);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await hall?.close();
});
beforeEach(() => {
  delivered.length = 0;
  refuseNotifications = false;
});

let serial = 0;
async function openTrade(fields: Partial<PayRequest> = {}, channel: 'alipay_page' | 'wechat_native' = 'alipay_page') {
  const request: PayRequest = {
    orderNo: `H2026030200000${String(++serial).padStart(5, '0')}`,
    amountFen: 12345,
    subject: '新年音乐会',
    expiresAt: new Date(Date.now() + 600_000),
    clientIp: '127.0.0.1',
    returnUrl: `http://localhost:3000/paySuccess?orderId=${serial}`,
    ...fields,
  };
  const start = await app.payments.start(channel, request);
  const url = new URL(start.kind === 'redirect' ? start.url : start.kind === 'qr' ? start.codeUrl : '');
  return { request, path: url.pathname, tradeNo: url.pathname.split('/').pop()! };
}
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const post = (url: string, lang?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: lang ? `lang=${lang}` : '',
  });

describe('GET /api/dev/cashier/:tradeNo', () => {
  it('shows the provider, the subject and the amount in yuan, with Pay and Cancel as plain forms, in Chinese by default', async () => {
    const { path, tradeNo } = await openTrade();
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<html lang="zh-CN">');
    expect(res.body).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(res.body).toContain('<title>支付宝（开发沙箱）</title>');
    expect(res.body).toContain('<dd data-testid="cashier-subject">新年音乐会</dd>');
    expect(res.body).toContain('>¥123.45</dd>');
    expect(res.body).toContain(`<form method="post" action="/api/dev/cashier/${tradeNo}/pay">`);
    expect(res.body).toContain(`<form method="post" action="/api/dev/cashier/${tradeNo}/cancel">`);
    expect(res.body).toMatch(/data-testid="cashier-pay">支付</);
    expect(res.body).toMatch(/data-testid="cashier-cancel">取消支付</);
    expect(res.body).not.toContain('<script');
  });

  it('speaks English by the language header, the cookie or ?lang, and names WeChat Pay for its trades', async () => {
    const { path } = await openTrade({}, 'wechat_native');
    for (const res of [
      await get(path, { language: 'en-US' }),
      await get(path, { cookie: 'a=1; language=en-US' }),
      await get(`${path}?lang=en-US`),
    ]) {
      expect(res.body).toContain('<html lang="en-US">');
      expect(res.body).toContain('<h1>WeChat Pay sandbox</h1>');
      expect(res.body).toMatch(/data-testid="cashier-pay">Pay</);
      expect(res.body).toMatch(/data-testid="cashier-cancel">Cancel payment</);
    }
  });

  it('escapes the subject', async () => {
    const { path } = await openTrade({ subject: '<img src=x onerror=alert(1)> & "Gala"' });
    const res = await get(path);
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Gala&quot;');
    expect(res.body).not.toContain('<img');
  });

  it('says so for a trade it does not know', async () => {
    const res = await get('/api/dev/cashier/SBXA00000000000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('找不到这笔支付。');
  });
});

describe('POST /api/dev/cashier/:tradeNo/pay', () => {
  it('marks the trade paid, delivers one signed notification, and sends the browser back with 303', async () => {
    const { request, path, tradeNo } = await openTrade();
    const res = await post(`${path}/pay`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(request.returnUrl);
    expect(delivered).toEqual([
      { provider: 'alipay', orderNo: request.orderNo, tradeNo, amountFen: 12345, paidAt: expect.any(Date), raw: expect.anything() },
    ]);
    const page = await get(path);
    expect(page.body).toContain('这笔款项已经支付。');
    expect(page.body).not.toContain('cashier-pay');

    // Paying twice (a double click) changes nothing and notifies no more.
    expect((await post(`${path}/pay`)).statusCode).toBe(303);
    expect(delivered).toHaveLength(1);
    expect(await app.payments.queryAndClose('alipay', request.orderNo)).toMatchObject({ tradeNo, amountFen: 12345 });
  });

  it('cannot pay a closed trade', async () => {
    const { request, path } = await openTrade({}, 'wechat_native');
    expect(await app.payments.queryAndClose('wechat', request.orderNo)).toBeNull();
    const res = await post(`${path}/pay`, 'en-US');
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('This payment was closed');
    expect(res.body).toContain(`href="${request.returnUrl}"`);
    expect(delivered).toEqual([]);
    expect((await get(path)).body).toContain('这笔支付已关闭');
  });

  it('keeps the payment when the notification is refused: the order learns of it by query', async () => {
    const { request, path } = await openTrade();
    refuseNotifications = true;
    expect((await post(`${path}/pay`)).statusCode).toBe(303);
    expect(await app.payments.queryAndClose('alipay', request.orderNo)).toMatchObject({ amountFen: 12345 });
  });

  it('goes back only to the site', async () => {
    const { path } = await openTrade({ returnUrl: 'https://evil.example/phish' });
    const res = await post(`${path}/pay`);
    expect(res.headers.location).toBe('http://localhost:3000/');
  });
});

describe('POST /api/dev/cashier/:tradeNo/cancel', () => {
  it('goes back without paying; the trade stays open', async () => {
    const { request, path } = await openTrade();
    const res = await post(`${path}/cancel`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(request.returnUrl);
    expect(delivered).toEqual([]);
    expect((await get(path)).body).toContain('cashier-pay');
  });
});

describe('registration', () => {
  it('is part of the hall API with the sandbox', async () => {
    const { path } = await openTrade();
    const res = await hall.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('新年音乐会');
  });

  it('is not served with the real providers', async () => {
    const key = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = (k: ReturnType<typeof key>, part: 'privateKey' | 'publicKey') =>
      part === 'privateKey'
        ? k.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
        : k.publicKey.export({ format: 'pem', type: 'spki' }).toString();
    const [a, b, c, d] = [key(), key(), key(), key()];
    const real = await startHall({
      seed: false,
      env: {
        PAYMENT_PROVIDER: 'real',
        HALL_PUBLIC_URL: 'https://hall.example',
        ALIPAY_APP_ID: '2021000000000001',
        ALIPAY_PRIVATE_KEY: pem(a, 'privateKey'),
        ALIPAY_PUBLIC_KEY: pem(b, 'publicKey'),
        ALIPAY_SELLER_ID: '2088000000000001',
        WECHATPAY_APP_ID: 'wx00000000000000a1',
        WECHATPAY_MCH_ID: '1900000109',
        WECHATPAY_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
        WECHATPAY_PRIVATE_KEY: pem(c, 'privateKey'),
        WECHATPAY_API_V3_KEY: 'a3f0c1d2e4b5a6978899aabbccddeeff',
        WECHATPAY_PLATFORM_PUBLIC_KEY: pem(d, 'publicKey'),
        WECHATPAY_PLATFORM_SERIAL_NO: 'PUB_KEY_ID_0119000001092026030100000001',
      },
    });
    try {
      expect((await real.app.inject({ method: 'GET', url: '/api/dev/cashier/SBXA00000000000000000000' })).statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });
});
