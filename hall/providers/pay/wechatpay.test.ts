// The WeChat Pay adapter against an independent reading of API v3: RSA-SHA256 signatures over
// "timestamp\nnonce\nbody\n", AES-256-GCM resources, JSAPI's paySign; calls go to a fake on a loopback port.
import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { loopbackServer, type FakeAnswer, type FakeRequest } from './loopback';
import { WECHATPAY_NOTIFY_SAMPLE } from './samples/official';
import { platformCertificate } from './samples/test-merchant';
import { ForgedNotification, MalformedNotification, type PayRequest } from './types';
import { createWechatPay, type WechatPaySettings } from './wechatpay';

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });

const API_V3_KEY = 'a3f0c1d2e4b5a6978899aabbccddeeff'; // 32 bytes, as the merchant platform issues it
const ORDER_NO = 'H202603010000000002';
const NOW = new Date('2026-03-01T08:00:00Z');
const settings: WechatPaySettings = {
  appId: 'wx00000000000000a1',
  mchId: '1900000109',
  serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  privateKey: merchant.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString().replace(/\n/g, '\\n'),
  apiV3Key: API_V3_KEY,
  platformKeys: [
    { key: platform.publicKey.export({ format: 'pem', type: 'spki' }).toString(), serial: 'PUB_KEY_ID_0119000001092026030100000001' },
  ],
  notifyUrl: 'https://hall.example/api/pay/notify/wechat',
};
const request: PayRequest = {
  orderNo: ORDER_NO,
  amountFen: 12345,
  subject: '新年音乐会',
  expiresAt: new Date('2026-03-01T08:10:00Z'),
  clientIp: '203.0.113.9',
  openId: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
  returnUrl: 'https://site.example/paySuccess?orderId=8',
};

const rsaSign = (message: string, key: KeyObject) => createSign('RSA-SHA256').update(message).sign(key, 'base64');
const rsaValid = (message: string, signature: string, key: KeyObject) =>
  createVerify('RSA-SHA256').update(message).verify(key, signature, 'base64');

type Signing = { key?: KeyObject; timestamp?: number; serial?: string };

/** Headers WeChat Pay signs an answer or a notification with. */
function signed(
  body: string,
  { key = platform.privateKey, timestamp = Math.floor(NOW.getTime() / 1000), serial = settings.platformKeys[0].serial! }: Signing = {},
) {
  const nonce = randomBytes(16).toString('hex');
  return {
    'wechatpay-timestamp': String(timestamp),
    'wechatpay-nonce': nonce,
    'wechatpay-signature': rsaSign(`${timestamp}\n${nonce}\n${body}\n`, key),
    'wechatpay-serial': serial,
  };
}

function encrypted(plain: object, key = API_V3_KEY) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from('transaction'));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(plain)), cipher.final(), cipher.getAuthTag()]);
  return {
    original_type: 'transaction',
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    associated_data: 'transaction',
    nonce,
  };
}

const transaction = (fields: object = {}) => ({
  mchid: settings.mchId,
  appid: settings.appId,
  out_trade_no: ORDER_NO,
  transaction_id: '4200000000202603011234567890',
  trade_type: 'NATIVE',
  trade_state: 'SUCCESS',
  trade_state_desc: 'OK',
  success_time: '2026-03-01T16:04:59+08:00',
  payer: { openid: request.openId },
  amount: { total: 12345, payer_total: 12345, currency: 'CNY', payer_currency: 'CNY' },
  ...fields,
});

function notification(tx: object = transaction(), { apiV3Key = API_V3_KEY, ...signing }: Signing & { apiV3Key?: string } = {}) {
  const rawBody = JSON.stringify({
    id: 'EV-2018022511223320873',
    create_time: '2026-03-01T16:05:00+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: 'OK',
    resource: encrypted(tx, apiV3Key),
  });
  return { headers: { 'content-type': 'application/json', ...signed(rawBody, signing) }, rawBody };
}

describe('WeChat Pay notifications', () => {
  const adapter = createWechatPay(settings, { now: () => NOW });
  const verify = ({ headers, rawBody }: { headers: Record<string, string>; rawBody: string }) =>
    adapter.verifyNotification(headers, rawBody);

  it('accepts a signed notification and decrypts the transaction; amount.total is fen', async () => {
    expect(await verify(notification())).toEqual({
      provider: 'wechat',
      orderNo: ORDER_NO,
      tradeNo: '4200000000202603011234567890',
      amountFen: 12345,
      paidAt: new Date('2026-03-01T08:04:59Z'),
      raw: expect.objectContaining({ trade_state: 'SUCCESS', mchid: settings.mchId }),
    });
  });

  it('reads the headers whatever the case of their names', async () => {
    const { headers, rawBody } = notification();
    const titled = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.replace(/(^|-)(\w)/g, (m) => m.toUpperCase()), v]));
    expect(titled).toHaveProperty('Wechatpay-Signature');
    expect((await adapter.verifyNotification(titled, rawBody))?.amountFen).toBe(12345);
  });

  it('refuses a tampered signature, a changed body and another key’s signature', async () => {
    const genuine = notification();
    const sig = genuine.headers['wechatpay-signature'];
    const flipped = (sig[10] === 'A' ? 'B' : 'A') + '';
    await expect(
      verify({ ...genuine, headers: { ...genuine.headers, 'wechatpay-signature': sig.slice(0, 10) + flipped + sig.slice(11) } }),
    ).rejects.toThrow(ForgedNotification);
    await expect(verify({ ...genuine, rawBody: genuine.rawBody.replace('"summary":"OK"', '"summary":"KO"') })).rejects.toThrow(/signature/);
    await expect(verify(notification(transaction(), { key: stranger.privateKey }))).rejects.toThrow(/signature/);
    await expect(verify({ ...genuine, headers: { 'content-type': 'application/json' } })).rejects.toThrow(/headers missing/);
  });

  it('refuses a resource sealed with another API v3 key, though correctly signed', async () => {
    await expect(verify(notification(transaction(), { apiV3Key: 'ffeeddccbbaa99887766554433221100' }))).rejects.toThrow(
      /cannot be decrypted/,
    );
  });

  it('refuses a replay, another platform serial and another merchant’s transaction', async () => {
    await expect(verify(notification(transaction(), { timestamp: NOW.getTime() / 1000 - 600 }))).rejects.toThrow(/timestamp/);
    await expect(verify(notification(transaction(), { serial: 'PUB_KEY_ID_OTHER' }))).rejects.toThrow(/serial/);
    await expect(verify(notification(transaction({ mchid: '1900000999' })))).rejects.toThrow(/another merchant/);
  });

  it('returns null for a genuine notification that reports no payment', async () => {
    expect(await verify(notification(transaction({ trade_state: 'CLOSED' })))).toBeNull();
  });

  it('answers WeChat Pay as v3 asks', () => {
    expect(adapter.notifyReply(true)).toMatchObject({ status: 200, contentType: 'application/json' });
    expect(JSON.parse(adapter.notifyReply(true).body)).toMatchObject({ code: 'SUCCESS' });
    const refusal = adapter.notifyReply(false);
    expect(refusal.status).toBeGreaterThanOrEqual(400);
    expect(JSON.parse(refusal.body)).toEqual({ code: 'FAIL', message: expect.any(String) });
  });
});

type Route = (req: FakeRequest) => { status?: number; body?: object };

/**
 * WeChat Pay's API: checks the merchant's Authorization signature over
 * "METHOD\npath?query\ntimestamp\nnonce\nbody\n", answers by route and signs every answer with the platform key.
 */
async function fakeWechatPay(
  routes: Record<string, Route[]>,
  answerKey = platform.privateKey,
  {
    answerSerial,
    adapterSettings = settings,
    now = () => NOW,
  }: { answerSerial?: string; adapterSettings?: WechatPaySettings; now?: () => Date } = {},
) {
  const server = await loopbackServer((req): FakeAnswer => {
    const auth = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(String(req.headers.authorization ?? ''))?.[1] ?? '';
    const a = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const message = `${req.method}\n${req.url.pathname}${req.url.search}\n${a.timestamp}\n${a.nonce_str}\n${req.body}\n`;
    if (a.mchid !== settings.mchId || a.serial_no !== settings.serialNo || !rsaValid(message, a.signature ?? '', merchant.publicKey)) {
      return { status: 401, body: JSON.stringify({ code: 'SIGN_ERROR', message: 'bad request signature' }) };
    }
    const answer = routes[`${req.method} ${req.url.pathname}`]?.shift()?.(req) ?? { status: 500, body: { code: 'UNSCRIPTED' } };
    const body = answer.body === undefined ? '' : JSON.stringify(answer.body);
    const signing = { key: answerKey, serial: answerSerial, timestamp: Math.floor(now().getTime() / 1000) };
    return { status: answer.status ?? 200, headers: { 'content-type': 'application/json', ...signed(body, signing) }, body };
  });
  const adapter = createWechatPay(adapterSettings, { apiOrigin: server.origin, now });
  return { ...server, adapter, calls: () => server.requests.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`) };
}

describe('WeChat Pay start', () => {
  const fakes: Array<{ close: () => Promise<void> }> = [];
  afterAll(() => Promise.all(fakes.map((f) => f.close())));
  const api = async (routes: Record<string, Route[]>, answerKey?: KeyObject) => {
    const fake = await fakeWechatPay(routes, answerKey);
    fakes.push(fake);
    return fake;
  };

  it('Native: orders with the amount in fen and Beijing time_expire, answers the code_url as a QR', async () => {
    const fake = await api({
      'POST /v3/pay/transactions/native': [() => ({ body: { code_url: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz' } })],
    });
    expect(await fake.adapter.start('wechat_native', request)).toEqual({ kind: 'qr', codeUrl: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz' });
    expect(JSON.parse(fake.requests[0].body)).toEqual({
      appid: settings.appId,
      mchid: settings.mchId,
      description: '新年音乐会',
      out_trade_no: ORDER_NO,
      time_expire: '2026-03-01T16:10:00+08:00',
      notify_url: 'https://hall.example/api/pay/notify/wechat',
      amount: { total: 12345, currency: 'CNY' },
      scene_info: { payer_client_ip: '203.0.113.9' },
    });
  });

  it('H5: redirects to h5_url with the way back appended', async () => {
    const h5 = 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2016121516420242444321ca0631331346&package=1405458241';
    const fake = await api({ 'POST /v3/pay/transactions/h5': [() => ({ body: { h5_url: h5 } })] });
    expect(await fake.adapter.start('wechat_h5', request)).toEqual({
      kind: 'redirect',
      url: `${h5}&redirect_url=${encodeURIComponent(request.returnUrl)}`,
    });
    expect(JSON.parse(fake.requests[0].body).scene_info).toEqual({ payer_client_ip: '203.0.113.9', h5_info: { type: 'Wap' } });
  });

  it('JSAPI: the payer’s openid goes in; paySign over appId, timeStamp, nonceStr and package verifies with the merchant key', async () => {
    const fake = await api({
      'POST /v3/pay/transactions/jsapi': [() => ({ body: { prepay_id: 'wx201410272009395522657a690389285100' } })],
    });
    const start = await fake.adapter.start('wechat_jsapi', request);
    if (start.kind !== 'jsapi') throw new Error(`expected jsapi, got ${start.kind}`);
    const p = start.params;
    expect(p).toMatchObject({ appId: settings.appId, package: 'prepay_id=wx201410272009395522657a690389285100', signType: 'RSA' });
    expect(p.timeStamp).toMatch(/^\d{10}$/);
    expect(p.nonceStr).toMatch(/^\w{6,32}$/);
    const message = `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`;
    expect(rsaValid(message, p.paySign, merchant.publicKey)).toBe(true);
    expect(rsaValid(message.replace('prepay_id=wx', 'prepay_id=xx'), p.paySign, merchant.publicKey)).toBe(false);
    expect(JSON.parse(fake.requests[0].body).payer).toEqual({ openid: request.openId });
  });

  it('JSAPI without an openId is a programming error', async () => {
    await expect(createWechatPay(settings).start('wechat_jsapi', { ...request, openId: undefined })).rejects.toThrow(/openId/);
  });

  it('refuses an answer the platform key did not sign, and reports WeChat Pay’s refusals', async () => {
    const forged = await api(
      { 'POST /v3/pay/transactions/native': [() => ({ body: { code_url: 'weixin://wxpay/bizpayurl?pr=evil' } })] },
      stranger.privateKey,
    );
    await expect(forged.adapter.start('wechat_native', request)).rejects.toThrow(/signature check/);
    const refusing = await api({
      'POST /v3/pay/transactions/native': [() => ({ status: 400, body: { code: 'PARAM_ERROR', message: 'x' } })],
    });
    await expect(refusing.adapter.start('wechat_native', request)).rejects.toThrow(/PARAM_ERROR/);
  });
});

describe('WeChat Pay queryAndClose', () => {
  const fakes: Array<{ close: () => Promise<void> }> = [];
  afterAll(() => Promise.all(fakes.map((f) => f.close())));
  const api = async (routes: Record<string, Route[]>) => {
    const fake = await fakeWechatPay(routes);
    fakes.push(fake);
    return fake;
  };
  const QUERY = `GET /v3/pay/transactions/out-trade-no/${ORDER_NO}`;
  const CLOSE = `POST /v3/pay/transactions/out-trade-no/${ORDER_NO}/close`;

  it('reports a paid trade by out_trade_no without closing it', async () => {
    const fake = await api({ [QUERY]: [() => ({ body: transaction() })] });
    expect(await fake.adapter.queryAndClose(ORDER_NO)).toMatchObject({ provider: 'wechat', orderNo: ORDER_NO, amountFen: 12345 });
    expect(fake.calls()).toEqual([`${QUERY}?mchid=${settings.mchId}`]);
  });

  it('closes an unpaid trade', async () => {
    const fake = await api({
      [QUERY]: [() => ({ body: transaction({ trade_state: 'NOTPAY', success_time: undefined }) })],
      [CLOSE]: [() => ({ status: 204 })],
    });
    expect(await fake.adapter.queryAndClose(ORDER_NO)).toBeNull();
    expect(fake.calls()).toEqual([`${QUERY}?mchid=${settings.mchId}`, CLOSE]);
    expect(JSON.parse(fake.requests[1].body)).toEqual({ mchid: settings.mchId });
  });

  it('has nothing to close for an order WeChat Pay never saw, or a closed one', async () => {
    const fake = await api({
      [QUERY]: [
        () => ({ status: 404, body: { code: 'ORDER_NOT_EXIST', message: 'x' } }),
        () => ({ body: transaction({ trade_state: 'CLOSED' }) }),
      ],
    });
    expect(await fake.adapter.queryAndClose(ORDER_NO)).toBeNull();
    expect(await fake.adapter.queryAndClose(ORDER_NO)).toBeNull();
    expect(fake.calls()).toHaveLength(2);
  });

  it('reports the payment that beat the close', async () => {
    const fake = await api({
      [QUERY]: [() => ({ body: transaction({ trade_state: 'NOTPAY' }) }), () => ({ body: transaction() })],
      [CLOSE]: [() => ({ status: 400, body: { code: 'ORDER_PAID', message: 'x' } })],
    });
    expect((await fake.adapter.queryAndClose(ORDER_NO))?.tradeNo).toBe('4200000000202603011234567890');
    expect(fake.calls()).toHaveLength(3);
  });

  it('throws when WeChat Pay cannot answer, so the caller tries again later', async () => {
    const fake = await api({ [QUERY]: [() => ({ status: 500, body: { code: 'SYSTEM_ERROR', message: 'x' } })] });
    await expect(fake.adapter.queryAndClose(ORDER_NO)).rejects.toThrow(/SYSTEM_ERROR/);
  });
});

describe('WeChat Pay refund', () => {
  const fakes: Array<{ close: () => Promise<void> }> = [];
  afterAll(() => Promise.all(fakes.map((f) => f.close())));
  const REFUNDS = 'POST /v3/refund/domestic/refunds';
  const refund = {
    orderNo: ORDER_NO,
    tradeNo: '4200000000202603011234567890',
    refundNo: 'RF0000000043',
    amountFen: 12345,
    totalFen: 12345,
    reason: '重复支付，原路退回',
  };
  const api = async (routes: Record<string, Route[]>) => {
    const fake = await fakeWechatPay(routes);
    fakes.push(fake);
    return fake;
  };

  it('posts the refund in fen under the hall’s refund number; SUCCESS and PROCESSING are both accepted', async () => {
    const fake = await api({
      [REFUNDS]: [
        () => ({ body: { refund_id: '50000000382019052709732678859', status: 'SUCCESS' } }),
        () => ({ body: { refund_id: 'R2', status: 'PROCESSING' } }),
      ],
    });
    expect(await fake.adapter.refund(refund)).toEqual({ state: 'succeeded', providerRefundId: '50000000382019052709732678859' });
    expect(JSON.parse(fake.requests[0].body)).toEqual({
      out_trade_no: ORDER_NO,
      out_refund_no: 'RF0000000043',
      reason: '重复支付，原路退回',
      amount: { refund: 12345, total: 12345, currency: 'CNY' },
    });
    expect(await fake.adapter.refund(refund)).toEqual({ state: 'processing', providerRefundId: 'R2' });
  });

  it('throws on a refusal or an abnormal refund, so the clerk tries again with the same number', async () => {
    const fake = await api({
      [REFUNDS]: [
        () => ({ status: 403, body: { code: 'NOT_ENOUGH', message: '余额不足' } }),
        () => ({ body: { refund_id: 'R3', status: 'ABNORMAL' } }),
      ],
    });
    await expect(fake.adapter.refund(refund)).rejects.toThrow(/NOT_ENOUGH/);
    await expect(fake.adapter.refund(refund)).rejects.toThrow(/ABNORMAL/);
  });
});

describe('WeChat Pay keys by serial', () => {
  const second = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const SECOND_ID = 'PUB_KEY_ID_0119000001092026110100000002';
  const twoKeys: WechatPaySettings = {
    ...settings,
    platformKeys: [
      ...settings.platformKeys,
      { key: second.publicKey.export({ format: 'pem', type: 'spki' }).toString(), serial: SECOND_ID },
    ],
  };
  const adapter = createWechatPay(twoKeys, { now: () => NOW });
  const verify = ({ headers, rawBody }: { headers: Record<string, string>; rawBody: string }) =>
    adapter.verifyNotification(headers, rawBody);

  it('accepts notifications signed by either of two valid keys, each under its own serial', async () => {
    expect((await verify(notification()))?.amountFen).toBe(12345);
    expect((await verify(notification(transaction(), { key: second.privateKey, serial: SECOND_ID })))?.amountFen).toBe(12345);
  });

  it('refuses an unknown serial, and a key signing under the other key’s serial', async () => {
    await expect(verify(notification(transaction(), { key: second.privateKey, serial: 'PUB_KEY_ID_UNKNOWN' }))).rejects.toThrow(
      /unknown platform serial/,
    );
    await expect(verify(notification(transaction(), { key: second.privateKey }))).rejects.toThrow(/signature/);
  });

  it('will not take a bare public key without its ID', () => {
    const bare = { key: second.publicKey.export({ format: 'pem', type: 'spki' }).toString() };
    expect(() => createWechatPay({ ...settings, platformKeys: [bare] })).toThrow(/needs its ID/);
  });

  it('checks the application of a transaction too', async () => {
    await expect(verify(notification(transaction({ appid: 'wx00000000000000ff' })))).rejects.toThrow(/another application/);
  });

  it('keeps what was verified of a transaction it cannot read as a payment', async () => {
    for (const change of [{ transaction_id: undefined }, { amount: { total: 123.45 } }, { amount: { total: 0 } }]) {
      const refused = verify(notification(transaction(change)));
      await expect(refused).rejects.toThrow(MalformedNotification);
      await expect(refused).rejects.toMatchObject({ provider: 'wechat', fields: expect.objectContaining({ out_trade_no: ORDER_NO }) });
    }
  });
});

/** A platform certificate as the certificates API sends it: sealed with the merchant's API v3 key. */
const sealedCertificate = (pem: string) => {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(API_V3_KEY), Buffer.from(nonce));
  cipher.setAAD(Buffer.from('certificate'));
  const sealed = Buffer.concat([cipher.update(pem), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', associated_data: 'certificate', nonce, ciphertext: sealed.toString('base64') };
};

describe('WeChat Pay platform certificates from the certificates API', () => {
  const S = WECHATPAY_NOTIFY_SAMPLE;
  const entry = (encrypt_certificate: object, serial_no = S.serial) => ({
    serial_no,
    effective_time: '2021-04-27T16:55:23+08:00',
    expire_time: '2031-04-25T16:55:23+08:00',
    encrypt_certificate,
  });
  const fakes: Array<{ close: () => Promise<void> }> = [];
  afterAll(() => Promise.all(fakes.map((f) => f.close())));
  const serving = async (body: object, answerKey?: KeyObject) => {
    const fake = await fakeWechatPay({ 'GET /v3/certificates': [() => ({ body })] }, answerKey);
    fakes.push(fake);
    return fake.adapter;
  };
  // Signed by the platform key but naming the certificate's serial: once the certificate is known, the signature is
  // what fails, not the serial.
  const underCertificateSerial = () => notification(transaction(), { serial: S.serial });

  it('learns a sealed certificate from an answer signed by a key it trusts, once', async () => {
    const adapter = await serving({ data: [entry(sealedCertificate(S.certificate))] });
    await expect(adapter.verifyNotification(underCertificateSerial().headers, underCertificateSerial().rawBody)).rejects.toThrow(/unknown/);
    expect(await adapter.refreshKeys!()).toBe(1);
    const n = underCertificateSerial();
    await expect(adapter.verifyNotification(n.headers, n.rawBody)).rejects.toThrow(/signature/);
  });

  it('learns nothing from a certificate sealed with another key, named by another serial, or an answer nobody trusted signed', async () => {
    const other = { ...sealedCertificate(S.certificate), ciphertext: sealedCertificate('x'.repeat(40)).ciphertext };
    for (const [body, key] of [
      [{ data: [entry(other)] }, undefined],
      [{ data: [entry(sealedCertificate(S.certificate), 'ABCDEF0123456789')] }, undefined],
      [{ data: [entry(sealedCertificate(S.certificate))] }, stranger.privateKey],
    ] as const) {
      const adapter = await serving(body, key);
      await expect(adapter.refreshKeys!()).rejects.toThrow();
      const n = underCertificateSerial();
      await expect(adapter.verifyNotification(n.headers, n.rawBody)).rejects.toThrow(/unknown platform serial/);
    }
  });
});

// A platform certificate is trusted from its notBefore to its notAfter, and no longer: the clock
// moves, the adapter is not rebuilt. The WeChat Pay public key (PUB_KEY_ID_…) has no validity and stays trusted.
describe('WeChat Pay platform certificates within their validity', () => {
  // Valid from now for two days, made by openssl at test time with its own key.
  const certificate = platformCertificate(2);
  const after = (date: Date, ms: number) => new Date(date.getTime() + ms);
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  const withCertificate: WechatPaySettings = { ...settings, platformKeys: [...settings.platformKeys, { key: certificate.pem }] };
  const underCertificate = (at: Date) =>
    notification(transaction(), { key: certificate.privateKey, serial: certificate.serial, timestamp: seconds(at) });

  let clock = certificate.notBefore;
  const adapter = createWechatPay(withCertificate, { now: () => clock });
  const verifyAt = (at: Date, n = underCertificate(at)) => {
    clock = at;
    return adapter.verifyNotification(n.headers, n.rawBody);
  };

  it('verifies under a configured certificate within its validity; refuses it once expired, or before it is valid', async () => {
    expect((await verifyAt(after(certificate.notBefore, 60_000)))?.amountFen).toBe(12345);
    expect((await verifyAt(certificate.notAfter))?.amountFen).toBe(12345);
    await expect(verifyAt(after(certificate.notAfter, 1000))).rejects.toThrow(/not valid at/);
    await expect(verifyAt(after(certificate.notBefore, -60_000))).rejects.toThrow(/not valid at/);
  });

  it('keeps trusting the WeChat Pay public key, which has no validity', async () => {
    const years = after(certificate.notAfter, 5 * 365 * 86_400_000);
    expect((await verifyAt(years, notification(transaction(), { timestamp: seconds(years) })))?.amountFen).toBe(12345);
  });

  it('names its certificates and when each expires; the public key is not one', () => {
    expect(adapter.certificates!()).toEqual([{ provider: 'wechat', serial: certificate.serial, notAfter: certificate.notAfter }]);
  });

  const fakes: Array<{ close: () => Promise<void> }> = [];
  afterAll(() => Promise.all(fakes.map((f) => f.close())));

  it('refuses an answer signed under a certificate that has expired since start', async () => {
    let now = after(certificate.notBefore, 60_000);
    const QUERY = `GET /v3/pay/transactions/out-trade-no/${ORDER_NO}`;
    const fake = await fakeWechatPay(
      { [QUERY]: [() => ({ body: transaction() }), () => ({ body: transaction() })] },
      certificate.privateKey,
      {
        answerSerial: certificate.serial,
        adapterSettings: withCertificate,
        now: () => now,
      },
    );
    fakes.push(fake);
    expect((await fake.adapter.queryAndClose(ORDER_NO))?.amountFen).toBe(12345);
    now = after(certificate.notAfter, 60_000);
    await expect(fake.adapter.queryAndClose(ORDER_NO)).rejects.toThrow(/signature check/);
  });

  it('stops trusting a certificate learnt from the certificates API once it expires', async () => {
    let now = after(certificate.notBefore, 60_000);
    const answer = { data: [{ serial_no: certificate.serial, encrypt_certificate: sealedCertificate(certificate.pem) }] };
    const fake = await fakeWechatPay({ 'GET /v3/certificates': [() => ({ body: answer })] }, undefined, { now: () => now });
    fakes.push(fake);
    expect(await fake.adapter.refreshKeys!()).toBe(1);
    const valid = underCertificate(now);
    expect((await fake.adapter.verifyNotification(valid.headers, valid.rawBody))?.amountFen).toBe(12345);
    now = after(certificate.notAfter, 60_000);
    const late = underCertificate(now);
    await expect(fake.adapter.verifyNotification(late.headers, late.rawBody)).rejects.toThrow(/not valid at/);
  });
});
