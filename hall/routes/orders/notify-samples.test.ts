// The providers' own signed samples (providers/pay/samples/official.ts) through the hall API's notify routes, with
// the real Alipay and WeChat Pay adapters configured with the samples' keys: the genuine ones acknowledged in each
// provider's format (the Alipay payment, whose order number is not the hall's, kept among the unmatched payments),
// tampered ones refused in that format with nothing recorded.
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { unmatchedPayments } from '../../db/schema';
import { createAlipay } from '../../providers/pay/alipay';
import { joinAdapters } from '../../providers/pay';
import { ALIPAY_SAMPLE, WECHATPAY_NOTIFY_SAMPLE as W } from '../../providers/pay/samples/official';
import { createWechatPay } from '../../providers/pay/wechatpay';
import { startHall, type Hall } from '../../test/harness';

const key = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

let hall: Hall;
beforeAll(async () => {
  const payments = joinAdapters({
    alipay: createAlipay({
      appId: ALIPAY_SAMPLE.appId,
      privateKey: key(),
      alipayPublicKey: ALIPAY_SAMPLE.alipayPublicKey,
      sellerId: ALIPAY_SAMPLE.sellerId,
      gateway: 'https://openapi.alipay.com/gateway.do',
      notifyUrl: 'https://hall.example/api/pay/notify/alipay',
    }),
    wechat: createWechatPay(
      {
        appId: 'wx00000000000000a1',
        mchId: '1234567890',
        serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
        privateKey: key(),
        apiV3Key: 'a3f0c1d2e4b5a6978899aabbccddeeff',
        platformKeys: [{ key: W.certificate }],
        notifyUrl: 'https://hall.example/api/pay/notify/wechat',
      },
      { now: () => new Date(W.signedAt * 1000) },
    ),
  });
  // A fault of the hall's own (its database unreachable while recording) stands in for a header only this test sends.
  const faulty = {
    ...payments,
    verifyNotification: (provider: 'alipay' | 'wechat', headers: Record<string, string | undefined>, rawBody: string) =>
      headers['x-test-fault'] ? Promise.reject(new Error('database unreachable')) : payments.verifyNotification(provider, headers, rawBody),
  };
  hall = await startHall({ seed: false, payments: faulty });
}, 60_000);
afterAll(() => hall?.close());

const post = (provider: 'alipay' | 'wechat', payload: string, headers: Record<string, string>) =>
  hall.app.inject({ method: 'POST', url: `/api/pay/notify/${provider}`, payload, headers });
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const alipayHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
const kept = () => hall.db.select().from(unmatchedPayments).where(eq(unmatchedPayments.tradeNo, ALIPAY_SAMPLE.notification.trade_no));

it('Alipay: a tampered sample is answered "fail" and keeps nothing; the genuine one "success", kept once as unmatched money', async () => {
  for (const change of [{ total_amount: '0.11' }, { seller_id: '2088531891668730' }, { sign: 'AAAA' }] as Record<string, string>[]) {
    const res = await post('alipay', form({ ...ALIPAY_SAMPLE.notification, ...change }), alipayHeaders);
    expect({ status: res.statusCode, body: res.body }).toEqual({ status: 200, body: 'fail' });
  }
  expect(await kept()).toEqual([]);
  for (let i = 0; i < 2; i++) {
    const res = await post('alipay', form(ALIPAY_SAMPLE.notification), alipayHeaders);
    expect({ status: res.statusCode, body: res.body }).toEqual({ status: 200, body: 'success' });
  }
  expect(await kept()).toEqual([
    expect.objectContaining({ provider: 'alipay', reason: 'unknown_order', orderNo: '20190815155618536-564-57', amountFen: 10 }),
  ]);
});

it('WeChat Pay: the genuine sample is acknowledged as v3 asks; with another serial or a changed body it is refused as v3 asks', async () => {
  const genuine = await post('wechat', W.body, W.headers);
  expect({ status: genuine.statusCode, body: genuine.json() }).toEqual({ status: 200, body: { code: 'SUCCESS', message: 'OK' } });
  for (const [payload, headers] of [
    [W.body, { ...W.headers, 'wechatpay-serial': 'D7CE59D1F522D702' }],
    [W.body.replace('签约成功', '签约失败'), W.headers],
  ] as const) {
    const res = await post('wechat', payload, headers);
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 400, code: 'FAIL' });
  }
});

it('a fault of the hall’s own is answered in each provider’s format, never the hall’s envelope, so the provider sends again', async () => {
  const alipay = await post('alipay', form(ALIPAY_SAMPLE.notification), { ...alipayHeaders, 'x-test-fault': '1' });
  expect({ status: alipay.statusCode, body: alipay.body }).toEqual({ status: 200, body: 'fail' });
  const wechat = await post('wechat', W.body, { ...W.headers, 'x-test-fault': '1' });
  expect({ status: wechat.statusCode, body: wechat.json() }).toEqual({ status: 503, body: { code: 'FAIL', message: expect.any(String) } });
});
