// The Kuaidi100 adapter against a stand-in of its query API on loopback: the request it signs (checked by an
// independent MD5 with a key generated here), the answer it reads (Beijing times, signed for), the refusals.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createKuaidi100Express, kuaidi100Sign } from './kuaidi100';

const customer = 'C' + randomBytes(6).toString('hex').toUpperCase();
const key = randomBytes(12).toString('base64url');

let answer: { status: number; body: unknown } = { status: 200, body: {} };
let received: URLSearchParams | null = null;
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    received = new URLSearchParams(body);
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
});
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/poll/query.do`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = () => createKuaidi100Express({ customer, key, endpoint });

const PARCEL = {
  message: 'ok',
  state: '3',
  ischeck: '1',
  com: 'shunfeng',
  nu: 'SF1234567890',
  data: [
    { time: '2026-11-21 09:30:00', ftime: '2026-11-21 09:30:00', context: '【杭州市】已签收', status: '签收' },
    { time: '2026-11-20 18:05:00', ftime: '2026-11-20 18:05:00', context: '【上海市】已揽收', status: '揽收' },
  ],
};

test('signs the query as Kuaidi100 documents: MD5(param + key + customer), upper-case hex', async () => {
  answer = { status: 200, body: PARCEL };
  await provider().query('shunfeng', 'SF1234567890', '13912345678');
  const param = received!.get('param')!;
  expect(JSON.parse(param)).toEqual({ com: 'shunfeng', num: 'SF1234567890', phone: '13912345678', resultv2: '1' });
  expect(received!.get('customer')).toBe(customer);
  const expected = createHash('md5').update(`${param}${key}${customer}`).digest('hex').toUpperCase();
  expect(received!.get('sign')).toBe(expected);
  expect(kuaidi100Sign(param, key, customer)).toBe(expected);
  expect(kuaidi100Sign(param, key + 'x', customer)).not.toBe(expected);
});

test('reads the events oldest first in Beijing time, and "signed for" as delivered', async () => {
  answer = { status: 200, body: PARCEL };
  const report = await provider().query('shunfeng', 'SF1234567890');
  expect(report.delivered).toBe(true);
  expect(report.events.map((e) => [e.time.toISOString(), e.context])).toEqual([
    ['2026-11-20T10:05:00.000Z', '【上海市】已揽收'],
    ['2026-11-21T01:30:00.000Z', '【杭州市】已签收'],
  ]);
  answer = { status: 200, body: { ...PARCEL, state: '0', ischeck: '0', data: PARCEL.data.slice(1) } };
  expect((await provider().query('shunfeng', 'SF1234567890')).delivered).toBe(false);
});

test('a refusal or a failing server is an error, never an empty track', async () => {
  answer = { status: 200, body: { result: false, returnCode: '601', message: 'POLL:KEY已过期' } };
  await expect(provider().query('shunfeng', 'SF1')).rejects.toThrow(/601 POLL:KEY已过期/);
  answer = { status: 502, body: {} };
  await expect(provider().query('shunfeng', 'SF1')).rejects.toThrow(/HTTP 502/);
});
