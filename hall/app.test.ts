// What every call shares: the health check, the §8 envelope for unknown paths and the language header.
import { sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { get, startHall, testDriver, type Hall } from './test/harness';
import { errorText, expectError } from './test/expect';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

describe('GET /healthz and /readyz', () => {
  it('healthz answers ok on the driver under test', async () => {
    const res = await hall.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', driver: testDriver() });
    expect(hall.driver).toBe(testDriver());
  });

  it('readyz is ready with every migration of this build applied, and 503 while draining', async () => {
    const ready = await hall.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    const body = ready.json();
    expect(body).toMatchObject({ status: 'ready', ready: true });
    expect(body.applied).toBe(body.expected);
    expect(body.expected).toBeGreaterThan(5);

    hall.app.readiness.draining = true;
    try {
      const draining = await hall.app.inject({ method: 'GET', url: '/readyz' });
      expect({ status: draining.statusCode, body: draining.json() }).toMatchObject({
        status: 503,
        body: { status: 'draining', ready: false },
      });
      // Still serving while it drains: only the load balancer's check turns away.
      expect((await hall.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      hall.app.readiness.draining = false;
    }
  });

  it('readyz is 503 when the database has fewer migrations than this build', async () => {
    await hall.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    const res = await hall.app.inject({ method: 'GET', url: '/readyz' });
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status: 503, body: { status: 'migrations' } });
  });
});

describe('unknown paths', () => {
  it.each(['/api/nope', '/api/project/1/2/3', '/', '/api/../etc/passwd', `/api/${'x'.repeat(5000)}`])(
    'GET %s is a 40004 envelope',
    async (url) => {
      expectError(await get(hall.app, url), Code.notFound, 404, errorText('notFound', 'zh-CN'));
      expectError(await get(hall.app, url, { language: 'en-US' }), Code.notFound, 404, errorText('notFound', 'en-US'));
    },
  );

  it('a POST to an unknown path is a 40004 envelope too', async () => {
    const res = await hall.app.inject({ method: 'POST', url: '/api/nope', payload: { a: 1 } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: Code.notFound, data: null, subMsg: errorText('notFound') });
  });

  it('a trailing slash reaches the same call', async () => {
    const res = await get(hall.app, '/api/banner/');
    expect(res.body.code).toBe(20000);
  });

  it('the cache-busting _ parameter of §7 is accepted everywhere', async () => {
    for (const url of ['/api/banner?_=1712345678901', '/api/project?_=1712345678901', '/api/project/search?keyword=a&_=1']) {
      expect((await get(hall.app, url)).body.code).toBe(20000);
    }
  });
});
