// The payment sandbox on the database of the run's driver: trades in sandbox_trades, signed notifications.
import { eq } from 'drizzle-orm';
import { sandboxTrades } from '../../db/schema';
import { startHall, type Hall } from '../../test/harness';
import { createSandboxPayments, sandboxNotification, SANDBOX_SIGNATURE_HEADER } from './sandbox';
import { payTrade } from './sandbox-trades';
import { ForgedNotification, type PayRequest } from './types';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall({ seed: false });
});
afterAll(() => hall?.close());

const SECRET = 'sandbox-secret-of-this-test-run';
const provider = () => createSandboxPayments({ siteUrl: 'http://localhost:3000', secret: SECRET }, hall.db);
let serial = 0;
const order = (fields: Partial<PayRequest> = {}): PayRequest => ({
  orderNo: `H2026030100000${String(++serial).padStart(5, '0')}`,
  amountFen: 12345,
  subject: 'New Year Concert',
  expiresAt: new Date(Date.now() + 600_000),
  clientIp: '127.0.0.1',
  returnUrl: 'http://localhost:3000/paySuccess?orderId=1',
  ...fields,
});
const tradeOf = async (cashierUrl: string) => {
  const tradeNo = cashierUrl.split('/').pop()!;
  const [row] = await hall.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
  return row;
};

describe('payment sandbox: start', () => {
  it('opens one trade per order and provider, sending the browser to the cashier on the site’s host', async () => {
    const o = order();
    const first = await provider().start('alipay_page', o);
    expect(first).toEqual({
      kind: 'redirect',
      url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/dev\/cashier\/SBXA[0-9A-F]{20}$/),
    });
    if (first.kind !== 'redirect') return;
    expect(await tradeOf(first.url)).toMatchObject({
      provider: 'alipay',
      orderNo: o.orderNo,
      amountFen: 12345,
      state: 'open',
      returnUrl: o.returnUrl,
    });

    // Another provider instance (as on another hall API) re-uses the trade and takes the new amount and subject.
    const again = await provider().start('alipay_wap', { ...o, amountFen: 9900, subject: 'New Year Concert (coupon)' });
    expect(again).toEqual(first);
    expect(await tradeOf(first.url)).toMatchObject({ amountFen: 9900, subject: 'New Year Concert (coupon)', state: 'open' });
  });

  it('gives WeChat its own trade: a QR of the cashier for Native, JSAPI parameters naming the trade', async () => {
    const o = order({ openId: 'sbx-official-abc' });
    const alipay = await provider().start('alipay_page', o);
    const native = await provider().start('wechat_native', o);
    expect(native).toEqual({ kind: 'qr', codeUrl: expect.stringMatching(/\/api\/dev\/cashier\/SBXW[0-9A-F]{20}$/) });
    if (native.kind !== 'qr' || alipay.kind !== 'redirect') return;
    expect(native.codeUrl).not.toBe(alipay.url);
    const tradeNo = native.codeUrl.split('/').pop();
    const jsapi = await provider().start('wechat_jsapi', o);
    expect(jsapi).toEqual({
      kind: 'jsapi',
      params: expect.objectContaining({
        package: `prepay_id=${tradeNo}`,
        cashierUrl: native.codeUrl,
        paySign: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    });
    expect(await provider().start('wechat_h5', o)).toEqual({ kind: 'redirect', url: native.codeUrl });
    await expect(provider().start('wechat_jsapi', { ...o, openId: undefined })).rejects.toThrow(/openId/);
  });
});

describe('payment sandbox: notifications', () => {
  it('round trip: the cashier pays, its signed notification is verified into the trade', async () => {
    const o = order();
    const start = await provider().start('wechat_native', o);
    const trade = await tradeOf(start.kind === 'qr' ? start.codeUrl : '');
    const paid = await payTrade(hall.db, trade.tradeNo);
    expect(paid.outcome).toBe('paid');
    if (paid.outcome !== 'paid') return;
    const { headers, rawBody } = sandboxNotification(paid.trade, SECRET);
    expect(await provider().verifyNotification('wechat', headers, rawBody)).toEqual({
      provider: 'wechat',
      orderNo: o.orderNo,
      tradeNo: trade.tradeNo,
      amountFen: 12345,
      paidAt: paid.trade.paidAt,
      raw: expect.objectContaining({ status: 'SUCCESS' }),
    });
    expect((await payTrade(hall.db, trade.tradeNo)).outcome).toBe('alreadyPaid');
  });

  it('refuses a forged signature, a missing one, another key’s and a notification for the other provider', async () => {
    const trade = { provider: 'alipay' as const, orderNo: 'H202603019999999999', tradeNo: 'SBXA1', amountFen: 100, paidAt: new Date() };
    const { headers, rawBody } = sandboxNotification(trade, SECRET);
    const p = provider();
    expect(await p.verifyNotification('alipay', headers, rawBody)).toMatchObject({ amountFen: 100 });
    await expect(p.verifyNotification('alipay', headers, rawBody.replace('"amountFen":100', '"amountFen":1'))).rejects.toThrow(
      ForgedNotification,
    );
    await expect(p.verifyNotification('alipay', { 'content-type': 'application/json' }, rawBody)).rejects.toThrow(ForgedNotification);
    const otherKey = sandboxNotification(trade, 'another-secret-of-16-chars');
    await expect(p.verifyNotification('alipay', otherKey.headers, otherKey.rawBody)).rejects.toThrow(/signature/);
    await expect(p.verifyNotification('wechat', headers, rawBody)).rejects.toThrow(/of alipay/);
    expect(headers[SANDBOX_SIGNATURE_HEADER]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('replies as each provider would', () => {
    expect(provider().notifyReply('alipay', true).body).toBe('success');
    expect(provider().notifyReply('wechat', false).status).toBe(400);
    expect(provider().notifyReply('wechat', false, true).status).toBe(503);
  });
});

describe('payment sandbox: queryAndClose', () => {
  it('closes an open trade, which the cashier then cannot pay', async () => {
    const o = order();
    const start = await provider().start('alipay_page', o);
    const trade = await tradeOf(start.kind === 'redirect' ? start.url : '');
    expect(await provider().queryAndClose('alipay', o.orderNo)).toBeNull();
    expect((await tradeOf(start.kind === 'redirect' ? start.url : '')).state).toBe('closed');
    expect((await payTrade(hall.db, trade.tradeNo)).outcome).toBe('closed');
    expect(await provider().queryAndClose('alipay', o.orderNo)).toBeNull();
    // A closed trade is not reopened by a later start; the cashier shows it closed.
    expect(await provider().start('alipay_page', o)).toEqual(start);
    expect((await tradeOf(start.kind === 'redirect' ? start.url : '')).state).toBe('closed');
  });

  it('reports a paid trade, and knows nothing of an order it never saw', async () => {
    const o = order({ amountFen: 29 });
    const start = await provider().start('wechat_h5', o);
    const trade = await tradeOf(start.kind === 'redirect' ? start.url : '');
    await payTrade(hall.db, trade.tradeNo);
    expect(await provider().queryAndClose('wechat', o.orderNo)).toMatchObject({
      provider: 'wechat',
      tradeNo: trade.tradeNo,
      amountFen: 29,
    });
    expect(await provider().queryAndClose('alipay', o.orderNo)).toBeNull();
    expect(await provider().queryAndClose('wechat', 'H209912310000000000')).toBeNull();
  });
});

describe('payment sandbox: races (meaningful on PostgreSQL, where these run concurrently)', () => {
  it('a payment and a close of the same trade: exactly one wins, and both sides agree which', async () => {
    const trades = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const o = order();
        const start = await provider().start('alipay_page', o);
        return { orderNo: o.orderNo, tradeNo: (start.kind === 'redirect' ? start.url : '').split('/').pop()! };
      }),
    );
    const results = await Promise.all(
      trades.map(async ({ orderNo, tradeNo }, i) => {
        const [pay, close] =
          i % 2
            ? await Promise.all([payTrade(hall.db, tradeNo), provider().queryAndClose('alipay', orderNo)])
            : await Promise.all([provider().queryAndClose('alipay', orderNo), payTrade(hall.db, tradeNo)]).then(
                ([c, p]) => [p, c] as const,
              );
        const [row] = await hall.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
        return { paid: pay.outcome === 'paid', reported: close !== null, state: row.state };
      }),
    );
    for (const r of results) {
      expect(r.paid).toBe(r.reported);
      expect(r.state).toBe(r.paid ? 'paid' : 'closed');
    }
  });

  it('concurrent starts of one order make one trade', async () => {
    const o = order();
    const starts = await Promise.all(Array.from({ length: 8 }, () => provider().start('alipay_page', o)));
    expect(new Set(starts.map((s) => (s.kind === 'redirect' ? s.url : ''))).size).toBe(1);
    expect(await hall.db.select().from(sandboxTrades).where(eq(sandboxTrades.orderNo, o.orderNo))).toHaveLength(1);
  });
});
