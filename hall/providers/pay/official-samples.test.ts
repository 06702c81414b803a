// The adapters against the providers' own signed samples and vectors (samples/official.ts names each source and
// licence): the genuine ones accepted, every tampered variant refused. What the hall's own tests sign with its own
// keys cannot show this: a shared misreading of the rules would pass both sides.
import { createDecipheriv, generateKeyPairSync } from 'node:crypto';
import { createAlipay } from './alipay';
import { ALIPAY_SAMPLE, WECHATPAY_AES_VECTOR, WECHATPAY_NOTIFY_SAMPLE } from './samples/official';
import { ForgedNotification } from './types';
import { createWechatPay, type WechatPaySettings } from './wechatpay';
import { decryptResource } from './wechatpay-crypto';

const appKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = (k: typeof appKey) => k.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

describe('Alipay: the SDK’s genuine TRADE_SUCCESS notification', () => {
  const settings = {
    appId: ALIPAY_SAMPLE.appId,
    privateKey: pem(appKey),
    alipayPublicKey: ALIPAY_SAMPLE.alipayPublicKey,
    sellerId: ALIPAY_SAMPLE.sellerId,
    gateway: 'https://openapi.alipay.com/gateway.do',
    notifyUrl: 'https://hall.example/api/pay/notify/alipay',
  };
  const adapter = createAlipay(settings);
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const verify = (body: string, a = adapter) => a.verifyNotification({ 'content-type': 'application/x-www-form-urlencoded' }, body);

  it('is accepted and read: order, trade, 0.10 yuan as 10 fen, paid at 15:56:24 Beijing time', async () => {
    expect(await verify(form(ALIPAY_SAMPLE.notification))).toEqual({
      provider: 'alipay',
      orderNo: '20190815155618536-564-57',
      tradeNo: '2019081522001468450512505578',
      amountFen: 10,
      paidAt: new Date('2019-08-15T07:56:24Z'),
      raw: expect.objectContaining({ seller_id: ALIPAY_SAMPLE.sellerId }),
    });
  });

  const tampered: [string, Record<string, string>][] = [
    ['the amount', { total_amount: '0.11' }],
    ['the trade number', { trade_no: '2019081522001468450512505579' }],
    ['the order number', { out_trade_no: '20190815155618536-564-58' }],
    ['the application', { app_id: '2019073166072303' }],
    ['the seller', { seller_id: '2088531891668730' }],
    ['the status', { trade_status: 'TRADE_FINISHED' }],
    ['the payment time', { gmt_payment: '2019-08-15 15:56:25' }],
    ['the signature', { sign: ALIPAY_SAMPLE.notification.sign.replace('QfTb', 'QfTc') }],
    ['the body’s formatting (a space in fund_bill_list)', { fund_bill_list: '[{"amount": "0.10","fundChannel":"ALIPAYACCOUNT"}]' }],
  ];
  it.each(tampered)('is refused with %s changed', async (_, change) => {
    await expect(verify(form({ ...ALIPAY_SAMPLE.notification, ...change }))).rejects.toThrow(ForgedNotification);
  });

  it('is refused without its signature, under another Alipay key, and by a hall of another application or seller', async () => {
    const { sign: _, ...unsigned } = ALIPAY_SAMPLE.notification;
    await expect(verify(form(unsigned))).rejects.toThrow(ForgedNotification);
    const otherPublic = otherKey.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    await expect(verify(form(ALIPAY_SAMPLE.notification), createAlipay({ ...settings, alipayPublicKey: otherPublic }))).rejects.toThrow(
      /signature/,
    );
    await expect(verify(form(ALIPAY_SAMPLE.notification), createAlipay({ ...settings, appId: '2021000000000001' }))).rejects.toThrow(
      /another application/,
    );
    await expect(verify(form(ALIPAY_SAMPLE.notification), createAlipay({ ...settings, sellerId: '2088000000000001' }))).rejects.toThrow(
      /another seller/,
    );
  });
});

describe('WeChat Pay: the Go SDK’s genuine signed notification and the Java SDK’s AES-GCM vector', () => {
  const S = WECHATPAY_NOTIFY_SAMPLE;
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const settings: WechatPaySettings = {
    appId: 'wx00000000000000a1',
    mchId: '1234567890',
    serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    privateKey: pem(merchant),
    apiV3Key: 'a3f0c1d2e4b5a6978899aabbccddeeff',
    platformKeys: [{ key: S.certificate }],
    notifyUrl: 'https://hall.example/api/pay/notify/wechat',
  };
  const at = (seconds: number) => () => new Date((S.signedAt + seconds) * 1000);
  const verify = (headers: Record<string, string>, body = S.body, now = at(0), s = settings) =>
    createWechatPay(s, { now }).verifyNotification(headers, body);

  it('is verified under the certificate its serial names, and read as what it is: not a payment', async () => {
    expect(await verify(S.headers)).toBeNull();
    expect(await verify(S.headers, S.body, at(299))).toBeNull();
  });

  it('its resource opens with the test key it was sealed with (AES-128-GCM), to the SDK’s plaintext', () => {
    const { resource } = JSON.parse(S.body) as { resource: { ciphertext: string; nonce: string; associated_data: string } };
    const sealed = Buffer.from(resource.ciphertext, 'base64');
    const decipher = createDecipheriv('aes-128-gcm', Buffer.from(S.testApiV3Key), Buffer.from(resource.nonce));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data));
    expect(Buffer.concat([decipher.update(sealed.subarray(0, -16)), decipher.final()]).toString()).toBe(S.plaintext);
  });

  const tamperedHeaders: [string, Record<string, string>, RegExp][] = [
    ['the signature', { 'wechatpay-signature': S.headers['wechatpay-signature'].replace('tJHI', 'tJHJ') }, /signature/],
    ['the nonce', { 'wechatpay-nonce': 'EcZ9Cmy4Xyx1i6RlJQzLcCyEqDa26NBy' }, /signature/],
    ['the timestamp', { 'wechatpay-timestamp': String(S.signedAt + 1) }, /signature/],
    ['the serial', { 'wechatpay-serial': 'D7CE59D1F522D702' }, /unknown platform serial/],
  ];
  it.each(tamperedHeaders)('is refused with %s changed', async (_, change, reason) => {
    await expect(verify({ ...S.headers, ...change })).rejects.toThrow(reason);
  });

  it('is refused with its body changed or re-formatted, 301 s after signing, and under another key', async () => {
    await expect(verify(S.headers, S.body.replace('签约成功', '签约失败'))).rejects.toThrow(/signature/);
    await expect(verify(S.headers, JSON.stringify(JSON.parse(S.body), null, 1))).rejects.toThrow(/signature/);
    await expect(verify(S.headers, S.body, at(301))).rejects.toThrow(/timestamp/);
    await expect(verify(S.headers, S.body, at(-301))).rejects.toThrow(/timestamp/);
    const other = { key: otherKey.publicKey.export({ format: 'pem', type: 'spki' }).toString(), serial: S.serial };
    await expect(verify(S.headers, S.body, at(0), { ...settings, platformKeys: [other] })).rejects.toThrow(/signature/);
  });

  it('decrypts the Java SDK’s AEAD_AES_256_GCM vector, and refuses it with another AAD, nonce or ciphertext', () => {
    const V = WECHATPAY_AES_VECTOR;
    const resource = { algorithm: 'AEAD_AES_256_GCM', ciphertext: V.ciphertext, nonce: V.nonce, associated_data: V.associatedData };
    expect(decryptResource(V.apiV3Key, resource)).toBe(V.plaintext);
    expect(() => decryptResource(V.apiV3Key, { ...resource, associated_data: 'bad-associatedData' })).toThrow();
    expect(() => decryptResource(V.apiV3Key, { ...resource, nonce: 'bad-4a9R25RW' })).toThrow();
    expect(() => decryptResource(V.apiV3Key, { ...resource, ciphertext: Buffer.alloc(128).toString('base64') })).toThrow();
    expect(() => decryptResource('b7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb', resource)).toThrow();
  });
});
