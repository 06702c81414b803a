// The request id the BFF sends is the hall API's `reqId` on every log line of that request and comes
// back in the answer; a malformed one is replaced, never logged; a server fault's envelope carries it.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';

let database: Database;
const lines: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: 'memory://' }),
    database,
    logger: { write: (l) => lines.push(l) },
  });
  // A route that fails as a bug would, registered before the app is ready.
  app.get('/api/test/fault', async () => {
    throw new Error('a bug');
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const logged = (id: string) => lines.map((l) => JSON.parse(l)).filter((l) => l.reqId === id);

test('the id sent is on every line of the request and in the answer', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'req-from-bff-0001' } });
  expect(res.headers['x-request-id']).toBe('req-from-bff-0001');
  const mine = logged('req-from-bff-0001');
  expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
});

test.each([['with a newline\nforged: line'], ['x'.repeat(65)], ['short']])(
  'a malformed id (%j) is replaced by one of our own',
  async (bad) => {
    const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.join('')).not.toContain('forged: line');
    expect(logged(id)).toHaveLength(2);
  },
);

test('a server fault answers 50000 with the request id, which the error line carries', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/test/fault', headers: { 'x-request-id': 'req-fault-00000001' } });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toMatchObject({ code: 50000, requestId: 'req-fault-00000001' });
  expect(logged('req-fault-00000001').some((l) => l.msg === 'unhandled error')).toBe(true);
});

test('a refusal (not a fault) carries no id in its envelope', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'req-refusal-000001' } });
  expect(res.json()).not.toHaveProperty('requestId');
});
