// The Alipay adapter against an independent reading of Alipay's rules: RSA2 over the sorted parameters, checked
// here with node:crypto rather than alipay-sdk; query and close against a fake gateway on a loopback port.
import { createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createAlipay, type AlipaySettings } from './alipay';
import { loopbackServer, type FakeRequest } from './loopback';
import { ForgedNotification, MalformedNotification } from './types';

const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });

const APP_ID = '2021000000000001';
const ORDER_NO = 'H202603010000000001';
const settings: AlipaySettings = {
  appId: APP_ID,
  // As they would come from the environment: PKCS#1 PEM with \n escapes, Alipay's public key as bare base64.
  privateKey: app.privateKey.export({ format: 'pem', type: 'pkcs1' }).toString().replace(/\n/g, '\\n'),
  alipayPublicKey: alipay.publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  sellerId: '2088000000000001',
  gateway: 'https://openapi.alipay.com/gateway.do',
  notifyUrl: 'https://hall.example/api/pay/notify/alipay',
};
const now = () => new Date('2026-03-01T08:00:00Z');
const request = {
  orderNo: ORDER_NO,
  amountFen: 12345,
  subject: '新年音乐会 50% + 1',
  expiresAt: new Date('2026-03-01T08:10:00Z'),
  clientIp: '203.0.113.9',
  returnUrl: 'https://site.example/paySuccess?orderId=7',
};

const sortedContent = (fields: Record<string, string>, omit: string[]) =>
  Object.keys(fields)
    .filter((key) => !omit.includes(key))
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
const rsa2 = (content: string, key: KeyObject) => createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');
const rsa2Valid = (content: string, sign: string, key: KeyObject) =>
  createVerify('RSA-SHA256').update(content, 'utf8').verify(key, sign, 'base64');

describe('Alipay start', () => {
  const startParams = async (channel: 'alipay_page' | 'alipay_wap') => {
    const start = await createAlipay(settings, { now }).start(channel, request);
    if (start.kind !== 'redirect') throw new Error(`expected a redirect, got ${start.kind}`);
    const url = new URL(start.url);
    expect(url.origin + url.pathname).toBe('https://openapi.alipay.com/gateway.do');
    return Object.fromEntries(url.searchParams);
  };

  it('is a GET to alipay.trade.page.pay with the order in biz_content, signed RSA2 with the application key', async () => {
    const params = await startParams('alipay_page');
    expect(params).toMatchObject({
      app_id: APP_ID,
      method: 'alipay.trade.page.pay',
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      notify_url: 'https://hall.example/api/pay/notify/alipay',
      return_url: 'https://site.example/paySuccess?orderId=7',
      timestamp: '2026-03-01 16:00:00',
    });
    expect(JSON.parse(params.biz_content)).toEqual({
      out_trade_no: ORDER_NO,
      total_amount: '123.45',
      subject: '新年音乐会 50% + 1',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      time_expire: '2026-03-01 16:10:00',
    });
    expect(rsa2Valid(sortedContent(params, ['sign']), params.sign, app.publicKey)).toBe(true);
    expect(
      rsa2Valid(
        sortedContent({ ...params, biz_content: params.biz_content.replace('123.45', '0.01') }, ['sign']),
        params.sign,
        app.publicKey,
      ),
    ).toBe(false);
  });

  it('opens the phone cashier with its product code and a way back', async () => {
    const params = await startParams('alipay_wap');
    expect(params.method).toBe('alipay.trade.wap.pay');
    expect(JSON.parse(params.biz_content)).toMatchObject({ product_code: 'QUICK_WAP_WAY', quit_url: request.returnUrl });
    expect(rsa2Valid(sortedContent(params, ['sign']), params.sign, app.publicKey)).toBe(true);
  });

  it('refuses a WeChat channel', async () => {
    await expect(createAlipay(settings).start('wechat_native', request)).rejects.toThrow(/cannot open/);
  });
});

/** An asynchronous notification as Alipay posts it: form-encoded, signed over the sorted fields without sign and sign_type. */
function notification(fields: Record<string, string> = {}, key: KeyObject = alipay.privateKey) {
  const all = {
    notify_time: '2026-03-01 16:05:00',
    notify_type: 'trade_status_sync',
    notify_id: '2026030100222160500012345678',
    app_id: APP_ID,
    seller_id: '2088000000000001',
    charset: 'utf-8',
    version: '1.0',
    trade_no: '2026030122001400001234567890',
    out_trade_no: ORDER_NO,
    trade_status: 'TRADE_SUCCESS',
    total_amount: '123.45',
    receipt_amount: '123.45',
    gmt_payment: '2026-03-01 16:04:59',
    subject: '新年音乐会 50% + 1',
    ...fields,
  };
  return new URLSearchParams({ ...all, sign: rsa2(sortedContent(all, []), key), sign_type: 'RSA2' }).toString();
}

describe('Alipay notifications', () => {
  const adapter = createAlipay(settings, { now });
  const verify = (body: string) => adapter.verifyNotification({ 'content-type': 'application/x-www-form-urlencoded' }, body);

  it('accepts a signed TRADE_SUCCESS and reads the amount in fen', async () => {
    const paid = await verify(notification());
    expect(paid).toEqual({
      provider: 'alipay',
      orderNo: ORDER_NO,
      tradeNo: '2026030122001400001234567890',
      amountFen: 12345,
      paidAt: new Date('2026-03-01T08:04:59Z'),
      raw: expect.objectContaining({ total_amount: '123.45', trade_status: 'TRADE_SUCCESS' }),
    });
    expect((await verify(notification({ trade_status: 'TRADE_FINISHED', total_amount: '0.29' })))?.amountFen).toBe(29);
  });

  it('refuses a notification whose amount was changed after signing', async () => {
    const body = notification();
    expect(body).toContain('total_amount=123.45');
    await expect(verify(body.replace('total_amount=123.45', 'total_amount=0.01'))).rejects.toThrow(ForgedNotification);
  });

  it('refuses one signed by another key, one without a signature, and another application’s', async () => {
    await expect(verify(notification({}, stranger.privateKey))).rejects.toThrow(ForgedNotification);
    const unsigned = new URLSearchParams(notification());
    unsigned.delete('sign');
    await expect(verify(unsigned.toString())).rejects.toThrow(ForgedNotification);
    await expect(verify(notification({ app_id: '2021000000000999' }))).rejects.toThrow(/another application/);
    await expect(verify(notification({ seller_id: '2088000000000999' }))).rejects.toThrow(/another seller/);
  });

  it('keeps what was verified of a signed notification it cannot read as a payment', async () => {
    for (const fields of [{ total_amount: '123.450' }, { trade_no: '' }, { total_amount: '-1' }] as Record<string, string>[]) {
      const refused = verify(notification(fields));
      await expect(refused).rejects.toThrow(MalformedNotification);
      await expect(refused).rejects.toMatchObject({ provider: 'alipay', fields: expect.objectContaining({ out_trade_no: ORDER_NO }) });
    }
  });

  it('returns null for a genuine notification that reports no payment', async () => {
    expect(await verify(notification({ trade_status: 'WAIT_BUYER_PAY' }))).toBeNull();
    expect(await verify(notification({ trade_status: 'TRADE_CLOSED' }))).toBeNull();
  });

  it('answers Alipay with success or fail as plain text', () => {
    expect(adapter.notifyReply(true)).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' });
    expect(adapter.notifyReply(false).body).toBe('fail');
  });
});

type Script = Record<string, Array<Record<string, string>>>;

/** Alipay's gateway: checks each request's RSA2 signature, answers from a script per method, signs the answer. */
async function fakeGateway(script: Script, answerKey: KeyObject = alipay.privateKey) {
  const server = await loopbackServer((req: FakeRequest) => {
    const fields = { ...Object.fromEntries(req.url.searchParams), ...Object.fromEntries(new URLSearchParams(req.body)) };
    if (!rsa2Valid(sortedContent(fields, ['sign']), fields.sign, app.publicKey)) return { status: 400, body: 'bad request signature' };
    const inner = JSON.stringify(script[fields.method]?.shift() ?? { code: '40004', msg: 'Business Failed', sub_code: 'UNSCRIPTED' });
    const key = `${fields.method.replaceAll('.', '_')}_response`;
    return {
      headers: { 'content-type': 'application/json;charset=utf-8' },
      body: `{"${key}":${inner},"sign":"${rsa2(inner, answerKey)}"}`,
    };
  });
  const calls = () =>
    server.requests.map((r) => {
      const fields = { ...Object.fromEntries(r.url.searchParams), ...Object.fromEntries(new URLSearchParams(r.body)) };
      return `${fields.method} ${JSON.parse(fields.biz_content).out_trade_no}`;
    });
  return { ...server, calls, adapter: createAlipay({ ...settings, gateway: `${server.origin}/gateway.do` }, { now }) };
}

const tradeSuccess = {
  code: '10000',
  msg: 'Success',
  trade_status: 'TRADE_SUCCESS',
  out_trade_no: ORDER_NO,
  trade_no: '2026030122001400001234567890',
  total_amount: '123.45',
  send_pay_date: '2026-03-01 16:04:59',
};
const waiting = {
  code: '10000',
  msg: 'Success',
  trade_status: 'WAIT_BUYER_PAY',
  out_trade_no: ORDER_NO,
  trade_no: 'T1',
  total_amount: '123.45',
};

describe('Alipay queryAndClose', () => {
  const fakes: Array<{ close: () => Promise<void> }> = [];
  afterAll(() => Promise.all(fakes.map((f) => f.close())));
  const gateway = async (script: Script, answerKey?: KeyObject) => {
    const fake = await fakeGateway(script, answerKey);
    fakes.push(fake);
    return fake;
  };

  it('reports a paid trade without closing it', async () => {
    const fake = await gateway({ 'alipay.trade.query': [tradeSuccess] });
    expect(await fake.adapter.queryAndClose(ORDER_NO)).toMatchObject({
      provider: 'alipay',
      orderNo: ORDER_NO,
      amountFen: 12345,
      paidAt: new Date('2026-03-01T08:04:59Z'),
    });
    expect(fake.calls()).toEqual([`alipay.trade.query ${ORDER_NO}`]);
  });

  it('closes a trade waiting for the buyer', async () => {
    const fake = await gateway({ 'alipay.trade.query': [waiting], 'alipay.trade.close': [{ code: '10000', msg: 'Success' }] });
    expect(await fake.adapter.queryAndClose(ORDER_NO)).toBeNull();
    expect(fake.calls()).toEqual([`alipay.trade.query ${ORDER_NO}`, `alipay.trade.close ${ORDER_NO}`]);
  });

  it('has nothing to close when the buyer never opened the cashier', async () => {
    const fake = await gateway({ 'alipay.trade.query': [{ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST' }] });
    expect(await fake.adapter.queryAndClose(ORDER_NO)).toBeNull();
    expect(fake.calls()).toHaveLength(1);
  });

  it('reports the payment that beat the close', async () => {
    const fake = await gateway({
      'alipay.trade.query': [waiting, tradeSuccess],
      'alipay.trade.close': [{ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR' }],
    });
    expect((await fake.adapter.queryAndClose(ORDER_NO))?.tradeNo).toBe('2026030122001400001234567890');
    expect(fake.calls()).toHaveLength(3);
  });

  it('does not believe an answer Alipay did not sign', async () => {
    const fake = await gateway({ 'alipay.trade.query': [tradeSuccess] }, stranger.privateKey);
    await expect(fake.adapter.queryAndClose(ORDER_NO)).rejects.toThrow(/sign: '/);
  });

  it('throws on an answer it cannot act on, so the caller tries again later', async () => {
    const fake = await gateway({
      'alipay.trade.query': [{ code: '20000', msg: 'Service Currently Unavailable', sub_code: 'aop.unknow-error' }],
    });
    await expect(fake.adapter.queryAndClose(ORDER_NO)).rejects.toThrow(/20000/);
  });
});

describe('Alipay refund', () => {
  const fakes: Array<{ close: () => Promise<void> }> = [];
  afterAll(() => Promise.all(fakes.map((f) => f.close())));
  const refund = {
    orderNo: ORDER_NO,
    tradeNo: '2026030122001400001234567890',
    refundNo: 'RF0000000042',
    amountFen: 12345,
    totalFen: 12345,
    reason: '重复支付，原路退回',
  };

  it('asks alipay.trade.refund for the amount in yuan under the hall’s refund number, and reads success', async () => {
    const fake = await fakeGateway({
      'alipay.trade.refund': [
        { code: '10000', msg: 'Success', trade_no: refund.tradeNo, out_trade_no: ORDER_NO, fund_change: 'Y', refund_fee: '123.45' },
      ],
    });
    fakes.push(fake);
    expect(await fake.adapter.refund(refund)).toEqual({ state: 'succeeded', providerRefundId: refund.tradeNo });
    const fields = new URLSearchParams(fake.requests[0].body);
    const biz = JSON.parse(fields.get('biz_content') ?? new URL(fake.requests[0].url).searchParams.get('biz_content')!);
    expect(biz).toEqual({
      out_trade_no: ORDER_NO,
      refund_amount: '123.45',
      out_request_no: 'RF0000000042',
      refund_reason: '重复支付，原路退回',
    });
  });

  it('throws on a refusal (the hall keeps the refund requested and asks again with the same number)', async () => {
    const fake = await fakeGateway({ 'alipay.trade.refund': [{ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.SYSTEM_ERROR' }] });
    fakes.push(fake);
    await expect(fake.adapter.refund(refund)).rejects.toThrow(/alipay.trade.refund answered 40004 ACQ.SYSTEM_ERROR/);
  });

  it('does not believe an answer Alipay did not sign', async () => {
    const fake = await fakeGateway({ 'alipay.trade.refund': [{ code: '10000', msg: 'Success', trade_no: 'x' }] }, stranger.privateKey);
    fakes.push(fake);
    await expect(fake.adapter.refund(refund)).rejects.toThrow(/sign/);
  });
});
