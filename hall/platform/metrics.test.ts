// GET /metrics after a few orders shows the figures an operator watches: requests by route, seat holds
// and refusals, orders by state, payment notifications by provider and outcome, the expiry sweep's lag and the
// process's event-loop lag; with METRICS_TOKEN set only the bearer reads it, and production demands one.
import { loadConfig } from '../config';
import { startHall, type Hall } from '../test/harness';
import { call, newMember } from '../test/members';
import { freeSeats, saleSession } from '../test/orders';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall({ env: { METRICS_TOKEN: 'a-metrics-token-of-ours' } });
});
afterAll(() => hall?.close());

const scrape = async (authorization?: string) =>
  hall.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series, by its name and labels as Prometheus prints them. */
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

test('after held and refused orders and a forged notification, the metrics say so', async () => {
  const session = await saleSession(hall.db);
  const [seat] = await freeSeats(hall.db, session.sessionId, 1);
  const [first, second] = [await newMember(hall.db), await newMember(hall.db)];
  const body = { lines: { sessionId: session.sessionId, seatIds: [seat.id] } };
  expect((await call(hall.app, 'POST', '/api/order', { token: first.token, body })).body.code).toBe(20000);
  expect((await call(hall.app, 'POST', '/api/order', { token: second.token, body })).body.code).not.toBe(20000);
  await hall.app.inject({
    method: 'POST',
    url: '/api/pay/notify/alipay',
    payload: 'sign=forged&out_trade_no=H1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

  const res = await scrape('Bearer a-metrics-token-of-ours');
  expect(res.statusCode).toBe(200);
  const text = res.body;
  expect(value(text, 'hall_seat_holds_total{outcome="held",reason=""}')).toBe(1);
  expect(value(text, 'hall_seat_holds_total{outcome="refused",reason="seatTaken"}')).toBe(1);
  expect(value(text, 'hall_http_requests_total{method="POST",route="/api/order",status="200"}')).toBe(1);
  expect(value(text, 'hall_payment_notifications_total{provider="alipay",outcome="refused"}')).toBe(1);
  expect(value(text, 'hall_orders{kind="performance",status="unpaid"}')).toBeGreaterThanOrEqual(1);
  expect(value(text, 'hall_expiry_sweep_lag_seconds')).toBeGreaterThanOrEqual(0);
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  expect(text).toMatch(/^hall_http_request_duration_seconds_bucket\{le="0.1",method="POST",route="\/api\/order"\} \d/m);
});

test('without the bearer token, nothing', async () => {
  expect((await scrape()).statusCode).toBe(401);
  expect((await scrape('Bearer wrong-token-wrong-token')).statusCode).toBe(401);
});

test('production refuses to start without a metrics token', () => {
  expect(() => loadConfig({ NODE_ENV: 'production', SIGN_SECRET: 'a-real-secret-of-length' })).toThrow(
    /METRICS_TOKEN: set a metrics token in production/,
  );
});
