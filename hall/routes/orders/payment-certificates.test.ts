// WeChat Pay's platform certificates are trusted only within their validity, on the running hall
// API (no restart); the operator sees each one's time left on /metrics and a warning in the log a week ahead.
import { buildApp } from '../../app';
import { joinAdapters } from '../../providers/pay';
import {
  platformCertificate,
  testAlipay,
  testWechatPay,
  wechatNotification,
  wechatTransaction,
} from '../../providers/pay/samples/test-merchant';
import { startHall, type Hall } from '../../test/harness';

// Made by openssl at test time, valid from now: one for three days (inside the week's warning), one for a year.
const soon = platformCertificate(3);
const lasting = platformCertificate(365);
const DAY_MS = 86_400_000;

/** The adapter's clock, so a certificate can be seen expire without rebuilding anything. */
let clock: Date | null = null;
const payments = () =>
  joinAdapters({
    alipay: testAlipay(),
    wechat: testWechatPay([{ key: soon.pem }, { key: lasting.pem }], { now: () => clock ?? new Date() }),
  });

let hall: Hall;
beforeAll(async () => {
  hall = await startHall({ seed: false, payments: payments() });
}, 60_000);
afterAll(() => hall?.close());
afterEach(() => {
  clock = null;
});

const notifyAt = async (at: Date, certificate: { privateKey: import('node:crypto').KeyObject; serial: string }) => {
  clock = at;
  const { headers, rawBody } = wechatNotification(wechatTransaction(), { key: certificate.privateKey, serial: certificate.serial, at });
  const res = await hall.app.inject({ method: 'POST', url: '/api/pay/notify/wechat', payload: rawBody, headers });
  return { status: res.statusCode, code: res.json().code };
};

it('a notification under a certificate is accepted within its validity, refused after it or before it, without restart', async () => {
  expect(await notifyAt(new Date(), soon)).toEqual({ status: 200, code: 'SUCCESS' });
  expect(await notifyAt(new Date(soon.notAfter.getTime() + 60_000), soon)).toEqual({ status: 400, code: 'FAIL' });
  expect(await notifyAt(new Date(soon.notAfter.getTime() + 60_000), lasting)).toEqual({ status: 200, code: 'SUCCESS' });
  expect(await notifyAt(new Date(lasting.notBefore.getTime() - DAY_MS), lasting)).toEqual({ status: 400, code: 'FAIL' });
  expect(await notifyAt(new Date(), soon)).toEqual({ status: 200, code: 'SUCCESS' });
});

/** The value of one series, by its name and labels as Prometheus prints them. */
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

it('/metrics reports the seconds each platform certificate has left, by provider and serial', async () => {
  const res = await hall.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  const left = (certificate: { serial: string; notAfter: Date }) =>
    value(res.body, `hall_payment_certificate_expiry_seconds{provider="wechat",serial="${certificate.serial}"}`);
  for (const certificate of [soon, lasting]) {
    const expected = (certificate.notAfter.getTime() - Date.now()) / 1000;
    expect(left(certificate)).toBeGreaterThan(expected - 60);
    expect(left(certificate)).toBeLessThanOrEqual(expected + 1);
  }
  // The WeChat Pay public key has no expiry to report.
  expect(res.body).not.toMatch(/hall_payment_certificate_expiry_seconds\{[^}]*PUB_KEY_ID/);
});

it('a certificate expiring within a week is a warning in the log at the first key refresh; one that lasts is not', async () => {
  const lines: string[] = [];
  // A second instance on the same database, with its periodic work, whose log this test reads.
  const app = await buildApp({
    config: { ...hall.app.config, LOG_LEVEL: 'info', WORK_EVERY_MS: 200 },
    database: hall.database,
    payments: payments(),
    logger: { write: (line) => lines.push(line) },
    sweeper: true,
  });
  try {
    await app.ready();
    const warnings = () => lines.map((l) => JSON.parse(l)).filter((l) => l.level === 40 && /certificate/.test(l.msg));
    for (let waited = 0; warnings().length === 0 && waited < 5_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    expect(warnings()).toEqual([
      expect.objectContaining({ provider: 'wechat', serial: soon.serial, notAfter: soon.notAfter.toISOString() }),
    ]);
  } finally {
    await app.close();
  }
});
