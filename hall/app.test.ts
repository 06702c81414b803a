// What every call shares: the health check, the §8 envelope for unknown paths and the language header.
import { Code } from '@/lib/contract/codes';
import { get, startHall, testDriver, type Hall } from './test/harness';
import { errorText, expectError } from './test/expect';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

describe('GET /healthz', () => {
  it('answers ok on the driver under test', async () => {
    const res = await hall.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', driver: testDriver() });
    expect(hall.driver).toBe(testDriver());
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
