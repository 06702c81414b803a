import { apiRefusal, type GateRequest } from './api-gate';

const SITE = 'localhost:3000';
const request = (method: string, pathname: string, headers: Record<string, string> = {}): GateRequest => ({
  method,
  pathname,
  headers: new Headers({ host: SITE, ...headers }),
});
const json = { origin: `http://${SITE}`, 'content-type': 'application/json', 'content-length': '2' };

describe('paths', () => {
  it.each([
    '/api/enterpriseuser/%6cogin',
    '/api/member/wx_l%6Fgin',
    '/api/%65nterpriseuser/login',
    '/api/member%2Flogin',
    '/api/member/login%2f',
    '/api/member/%2e%2e/login',
    '/api/member/%5clogin',
    '/api/member/%00',
    '/api/member//login',
    '/api/member/./login',
    '/api/member/../member/login',
    '/api/member/%zz',
  ])('refuses the spelling %s', (pathname) => {
    expect(apiRefusal(request('POST', pathname, json))).toEqual({ status: 404, reason: 'notFound' });
  });

  it('lets through characters that must be encoded', () => {
    expect(apiRefusal(request('GET', '/api/project/%E4%B8%AD'))).toBeNull();
  });

  it.each([
    ['GET', '/api/dev/sms_outbox'],
    ['GET', '/api/dev/slide_answer'],
    ['POST', '/api/dev/order/expire'],
    ['GET', '/api/DEV/sms_outbox'],
    ['POST', '/api/pay/notify/alipay'],
    ['POST', '/api/pay/notify/wechat'],
    ['GET', '/api/dev/cashier/SBXA1/pay/more'],
  ])('refuses the development route %s %s', (method, pathname) => {
    expect(apiRefusal(request(method, pathname, json))).toEqual({ status: 404, reason: 'notFound' });
  });

  it('keeps the sandbox pages that stand in for the providers', () => {
    expect(apiRefusal(request('GET', '/api/dev/cashier/SBXA0123456789ABCDEF'))).toBeNull();
    expect(apiRefusal(request('GET', '/api/dev/wechat/authorize'))).toBeNull();
    const form = { origin: `http://${SITE}`, 'content-type': 'application/x-www-form-urlencoded', 'content-length': '10' };
    expect(apiRefusal(request('POST', '/api/dev/cashier/SBXA0123456789ABCDEF/pay', form))).toBeNull();
    expect(apiRefusal(request('POST', '/api/dev/cashier/SBXA0123456789ABCDEF/cancel', form))).toBeNull();
  });
});

describe('writes', () => {
  it('accepts JSON from the site itself, by Origin or by Sec-Fetch-Site', () => {
    expect(apiRefusal(request('POST', '/api/member/login', json))).toBeNull();
    const { origin: _, ...withoutOrigin } = json;
    expect(apiRefusal(request('POST', '/api/member/login', { ...withoutOrigin, 'sec-fetch-site': 'same-origin' }))).toBeNull();
    expect(apiRefusal(request('DELETE', '/api/member/receiver/3', { origin: `http://${SITE}` }))).toBeNull();
  });

  it('accepts the public origin behind a proxy that rewrites Host', () => {
    const headers = { ...json, origin: 'https://www.hall.example', host: '127.0.0.1:3000' };
    expect(apiRefusal({ method: 'POST', pathname: '/api/order', headers: new Headers(headers) }, 'https://www.hall.example')).toBeNull();
    expect(
      apiRefusal({ method: 'POST', pathname: '/api/order', headers: new Headers({ ...headers, 'x-forwarded-host': 'www.hall.example' }) }),
    ).toBeNull();
  });

  it.each([
    ['another origin', { ...json, origin: 'http://evil.example' }],
    ['a look-alike origin', { ...json, origin: `http://${SITE}.evil.example` }],
    ['the null origin', { ...json, origin: 'null' }],
    ['a cross-site fetch', { ...json, 'sec-fetch-site': 'cross-site' }],
    ['a same-site fetch from a sibling host', { ...json, 'sec-fetch-site': 'same-site' }],
    ['no origin at all', { 'content-type': 'application/json', 'content-length': '2' }],
  ])('refuses %s', (_, headers) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(apiRefusal(request(method, '/api/member/login', headers))).toEqual({ status: 403, reason: 'crossOrigin' });
  });

  it.each(['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', ''])('refuses a %j body', (type) => {
    expect(apiRefusal(request('POST', '/api/member/perfect_info', { ...json, 'content-type': type }))).toEqual({
      status: 415,
      reason: 'jsonOnly',
    });
  });

  it('takes a picture only as the console’s poster upload, and only from this site', () => {
    const picture = { origin: `http://${SITE}`, host: SITE, 'content-type': 'image/png', 'content-length': '9' };
    expect(apiRefusal(request('POST', '/api/staff/files', picture))).toBeNull();
    expect(apiRefusal(request('POST', '/api/staff/accounts', picture))).toEqual({ status: 415, reason: 'jsonOnly' });
    expect(apiRefusal(request('POST', '/api/staff/files', { ...picture, 'content-type': 'image/svg+xml' }))).toEqual({
      status: 415,
      reason: 'jsonOnly',
    });
    expect(apiRefusal(request('POST', '/api/staff/files', { ...picture, origin: 'http://evil.example' }))).toEqual({
      status: 403,
      reason: 'crossOrigin',
    });
  });

  it('takes a PDF only as an issued invoice, to one order’s invoice, from this site', () => {
    const pdf = { origin: `http://${SITE}`, host: SITE, 'content-type': 'application/pdf', 'content-length': '9' };
    expect(apiRefusal(request('POST', '/api/staff/invoices/42', pdf))).toBeNull();
    expect(apiRefusal(request('POST', '/api/staff/files', pdf))).toEqual({ status: 415, reason: 'jsonOnly' });
    expect(apiRefusal(request('POST', '/api/staff/invoices/42/x', pdf))).toEqual({ status: 415, reason: 'jsonOnly' });
    expect(apiRefusal(request('POST', '/api/staff/invoices/42', { ...pdf, 'content-type': 'image/png' }))).toEqual({
      status: 415,
      reason: 'jsonOnly',
    });
    expect(apiRefusal(request('POST', '/api/staff/invoices/42', { ...pdf, origin: 'http://evil.example' }))).toEqual({
      status: 403,
      reason: 'crossOrigin',
    });
  });

  it('takes a project’s paper (PDF, JPG, PNG or bytes) only to the renter’s and the rental staff’s upload routes', () => {
    const file = { origin: `http://${SITE}`, host: SITE, 'content-type': 'application/octet-stream', 'content-length': '9' };
    expect(apiRefusal(request('POST', '/api/enterpriseprojectrent/file', file))).toBeNull();
    expect(apiRefusal(request('POST', '/api/staff/rental/projects/7/files', { ...file, 'content-type': 'image/jpeg' }))).toBeNull();
    expect(apiRefusal(request('POST', '/api/enterpriseprojectrent/bookingintention', file))).toEqual({ status: 415, reason: 'jsonOnly' });
    expect(apiRefusal(request('POST', '/api/enterpriseprojectrent/file', { ...file, 'content-type': 'text/html' }))).toEqual({
      status: 415,
      reason: 'jsonOnly',
    });
    expect(apiRefusal(request('POST', '/api/enterpriseprojectrent/file', { ...file, origin: 'http://evil.example' }))).toEqual({
      status: 403,
      reason: 'crossOrigin',
    });
  });

  it('keeps the hall API’s cache feed for the site’s own processes', () => {
    expect(apiRefusal(request('GET', '/api/site/cache-changes'))).toEqual({ status: 404, reason: 'notFound' });
  });

  it('reads nothing into GET', () => {
    expect(apiRefusal(request('GET', '/api/member/detail', { origin: 'http://evil.example' }))).toBeNull();
  });
});
