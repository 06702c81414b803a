// Whatever happens to a payment notification, the provider hears it in its own protocol, never in
// the hall's envelope. Alipay reads only the body: "success" or "fail". WeChat Pay v3 reads the status: 2xx received,
// 4xx/5xx {code: 'FAIL', message} sent again. With the database down, neither a genuine notification nor one the hall
// cannot read is recorded, so each is answered "fail" (WeChat Pay: a 5xx, so it is delivered again once the hall is back).
import { joinAdapters } from '../../providers/pay';
import {
  alipayNotification,
  testAlipay,
  testWechatPay,
  wechatNotification,
  wechatTransaction,
} from '../../providers/pay/samples/test-merchant';
import { startHall, type Hall } from '../../test/harness';

type Notification = { headers: Record<string, string>; rawBody: string };

let hall: Hall;
beforeAll(async () => {
  hall = await startHall({ seed: false, payments: joinAdapters({ alipay: testAlipay(), wechat: testWechatPay() }) });
}, 60_000);
afterAll(() => hall?.close());

const post = async (provider: 'alipay' | 'wechat', { headers, rawBody }: Notification, url = `/api/pay/notify/${provider}`) => {
  const res = await hall.app.inject({ method: 'POST', url, payload: rawBody, headers });
  return { status: res.statusCode, type: res.headers['content-type'], body: res.body };
};
const alipayFail = { status: 200, type: 'text/plain; charset=utf-8', body: 'fail' };
const wechatFail = (status: number) => ({
  status,
  type: expect.stringMatching(/^application\/json/),
  body: expect.stringMatching(/^\{"code":"FAIL","message":".+"\}$/),
});

const genuine = { alipay: () => alipayNotification(), wechat: () => wechatNotification() };
// Signed by the provider, but no payment the hall can read: no trade number, an amount of 123.45 fen.
const unreadable = {
  alipay: () => alipayNotification({ trade_no: undefined }),
  wechat: () => wechatNotification(wechatTransaction({ amount: { total: 123.45 } })),
};

describe('with the database up', () => {
  it('acknowledges a genuine notification and refuses an unreadable one, each in its provider’s format', async () => {
    expect(await post('alipay', genuine.alipay())).toMatchObject({ status: 200, body: 'success' });
    expect(await post('wechat', genuine.wechat())).toMatchObject({ status: 200, body: '{"code":"SUCCESS","message":"OK"}' });
    expect(await post('alipay', unreadable.alipay())).toEqual(alipayFail);
    expect(await post('wechat', unreadable.wechat())).toEqual(wechatFail(400));
  });

  it('what the hall refuses before the route runs is refused in the provider’s format too', async () => {
    // Control characters in the query (refused for every route), and a body over the hall's limit.
    const huge = { headers: { 'content-type': 'application/json' }, rawBody: 'x'.repeat(3 * 1024 * 1024) };
    expect(await post('alipay', genuine.alipay(), '/api/pay/notify/alipay?x=%01')).toEqual(alipayFail);
    expect(await post('wechat', genuine.wechat(), '/api/pay/notify/wechat?x=%01')).toEqual(wechatFail(400));
    expect(await post('alipay', huge)).toEqual(alipayFail);
    expect(await post('wechat', huge)).toEqual(wechatFail(400));
  });
});

describe('with the database down', () => {
  beforeAll(async () => {
    await hall.database.close();
    // Closed here already; the harness's own close must not end it twice.
    hall.database.close = async () => {};
  });

  it('Alipay: a genuine and an unreadable notification are each answered "fail", never the hall’s envelope', async () => {
    expect(await post('alipay', genuine.alipay())).toEqual(alipayFail);
    expect(await post('alipay', unreadable.alipay())).toEqual(alipayFail);
  });

  it('WeChat Pay: a genuine and an unreadable notification are each a 5xx {code: FAIL}, so it sends them again', async () => {
    expect(await post('wechat', genuine.wechat())).toEqual(wechatFail(503));
    expect(await post('wechat', unreadable.wechat())).toEqual(wechatFail(503));
  });

  it('a hook that needs the database (a token sent along) fails in the provider’s format too', async () => {
    const withToken = (n: Notification) => ({ ...n, headers: { ...n.headers, access_token: 'a-token-the-hall-would-look-up' } });
    expect(await post('alipay', withToken(genuine.alipay()))).toEqual(alipayFail);
    expect(await post('wechat', withToken(genuine.wechat()))).toEqual(wechatFail(503));
  });
});
