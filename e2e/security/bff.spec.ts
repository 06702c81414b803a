import { request } from '@playwright/test';
import { test, expect } from '../accounts/fixtures';
import { DEDICATED_ROUTES } from '@/lib/bff/dedicated-routes';
import { accountCalls, enterpriseAccountCalls, siteAccountCalls } from '@/lib/contract/account-calls';
import { contentCalls } from '@/lib/contract/content-calls';
import { siteEnterpriseCalls } from '@/lib/contract/enterprise-calls';
import { memberCalls, receiverCalls } from '@/lib/contract/member-calls';
import { siteRoomCalls } from '@/lib/contract/waiting-room';
import { COMPANY, callOf, newIdCard, newPhone, registerEnterprise, registerMember, slideTicket } from '../support/accounts';
import { dotSegment, doubledSlash, encodedTrailingSlash, parentSegment, percentEncoded, upperCased } from '../support/hostile';
import { addressPath } from '@/lib/contract/address';
import { payNotifyAddresses, wechatAuthorizeAddress } from '@/lib/contract/addresses';
import { devCalls, devPages } from '@/lib/contract/dev-calls';

/**
 * What a probe of the running site found, kept closed. Everything here goes through the site's own
 * host (the BFF), the way an attacker on the internet reaches it; the hall API itself is never exposed.
 */
const PASSWORD = 'Concert2026';
const EVIL = 'http://evil.example';
const { session, login, enterpriseLogin, register, logout, perfectInfo, publicLogin, wxLogin, wxBind } = siteAccountCalls;

// The hall API's development sandbox and the payment providers' notifications: routes of the hall, never served on
// the site.
const SANDBOX = {
  slideAnswer: devCalls.slideAnswer.path,
  smsOutbox: devCalls.smsOutbox.path,
  expireOrder: devCalls.expireOrder.path,
  cashier: (tradeNo: string) => addressPath(devPages.cashier, { tradeNo }),
};
const NOTIFY = { alipay: payNotifyAddresses.alipay.path, wechat: payNotifyAddresses.wechat.path };
const ENTERPRISE_LOGOUT = siteAccountCalls.enterpriseLogout.path;
const WECHAT_AUTHORIZE = wechatAuthorizeAddress.path;

test.describe('the BFF as an attacker meets it', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'server behaviour: one run is enough');

  test('development routes and provider notifications are not served on the site', async ({ api }) => {
    const phone = newPhone();
    const { id } = await callOf(api, accountCalls.slideChallenge, { query: { kind: 'personal' } });
    const probes = [
      api.get(`${SANDBOX.slideAnswer}?id=${id}`),
      api.get(`${SANDBOX.smsOutbox}?phone=${phone}`),
      api.post(SANDBOX.expireOrder, { data: { orderNo: 'H0000000000000000000000' } }),
      api.post(NOTIFY.alipay, { form: { out_trade_no: 'H0000000000000000000000' } }),
      api.post(NOTIFY.wechat, { data: {} }),
      // Other spellings of the same paths.
      api.get(`${percentEncoded(SANDBOX.smsOutbox, -1)}?phone=${phone}`),
      api.get(`${doubledSlash(SANDBOX.smsOutbox, 1)}?phone=${phone}`),
      api.get(`${upperCased(SANDBOX.smsOutbox, 1)}?phone=${phone}`),
    ];
    for (const res of await Promise.all(probes)) {
      expect(res.status(), res.url()).toBe(404);
      const body = await res.json();
      expect(body.code, res.url()).toBe(40004);
      expect(JSON.stringify(body)).not.toMatch(/"x":|"code":"\d{6}"|"outcome"/);
    }
    // The sandbox cashier stays: a payer reaches their own trade by its unguessable number.
    const cashier = await api.get(SANDBOX.cashier('SBXA00000000000000000000'));
    expect(cashier.status()).toBe(404);
    expect(cashier.headers()['content-type']).toContain('text/html');
    // The cashier's own policy, not the site's (which would forbid its inline style).
    expect(cashier.headers()['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  test('writes from another origin, or not in JSON, are refused and change nothing', async ({ api, baseURL }) => {
    const phone = newPhone();
    await registerMember(api, phone, PASSWORD);
    const info = { name: '张三', idCard: newIdCard('1990-03-08', 1), sex: 1, birthday: '1990-03-08', email: 'a@example.com' };
    const attempts = [
      api.post(perfectInfo.path, { data: info, headers: { origin: EVIL } }),
      api.post(perfectInfo.path, { data: info, headers: { origin: 'null' } }),
      api.post(perfectInfo.path, { data: info, headers: { origin: baseURL!, 'sec-fetch-site': 'cross-site' } }),
      api.post(perfectInfo.path, { form: info as never }),
      api.post(perfectInfo.path, { data: JSON.stringify(info), headers: { 'content-type': 'text/plain' } }),
      api.put(receiverCalls.change.path, { data: {}, headers: { origin: EVIL } }),
      api.post(accountCalls.sendCode.path, { data: { phone, codeType: 'FORGET_PWD' }, headers: { origin: EVIL } }),
      api.post(logout.path, { data: {}, headers: { origin: EVIL } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect([403, 415], `${res.url()} answered ${res.status()}`).toContain(res.status());
      const body = await res.json();
      expect(body.code).toBe(40000);
      expect(body.subMsg).toBeTruthy();
    }
    // Still logged in (the cross-origin logout did nothing) and the information unchanged.
    const detail = await (await api.get(memberCalls.detail.path)).json();
    expect(detail.code).toBe(20000);
    expect(detail.data.name).toBeNull();

    // Without any origin at all (a non-browser client): refused too.
    const bare = await request.newContext({ baseURL });
    const res = await bare.post(login.path, { data: { phone, type: 'PASSWORD', password: PASSWORD } });
    expect(res.status()).toBe(403);
    await bare.dispose();
  });

  test('login and register from another origin are refused', async ({ api }) => {
    const phone = newPhone();
    await registerMember(api, phone, PASSWORD);
    const ticket = await slideTicket(api);
    for (const [path, data] of [
      [login.path, { phone, type: 'PASSWORD', password: PASSWORD, ticket }],
      [enterpriseLogin.path, { phone, type: 'PASSWORD', password: PASSWORD, ticket }],
      [register.path, { phone: newPhone(), code: '123456', password: PASSWORD }],
      [siteEnterpriseCalls.register.path, { phone: newPhone(), code: '123456', password: PASSWORD, password1: PASSWORD, ...COMPANY }],
    ] as const) {
      const res = await api.post(path, { data, headers: { origin: EVIL } });
      expect(res.status(), path).toBe(403);
      expect(res.headers()['set-cookie'] ?? '').not.toContain('hall_session');
    }
  });

  test('percent-encoded paths never reach a dedicated route through the forwarder', async ({ api }) => {
    const phone = newPhone();
    await registerEnterprise(api, phone, PASSWORD);
    const ticket = await slideTicket(api, 'enterprise');
    // One letter encoded, mostly the first of the last segment (`%6cogin`); a few further in (`wx_l%6fgin`).
    const encoded = [
      percentEncoded(enterpriseLogin.path, -1),
      encodedTrailingSlash(enterpriseLogin.path),
      percentEncoded(enterpriseLogin.path, 1),
      percentEncoded(login.path, -1),
      percentEncoded(wxLogin.path, -1, 4),
      percentEncoded(wxBind.path, -1, 3),
      percentEncoded(publicLogin.path, -1, 7),
      percentEncoded(perfectInfo.path, -1, 8),
      percentEncoded(register.path, -1),
      percentEncoded(logout.path, -1),
      percentEncoded(siteEnterpriseCalls.register.path, -1),
      percentEncoded(ENTERPRISE_LOGOUT, -1),
      percentEncoded(session.path, -1),
      percentEncoded(WECHAT_AUTHORIZE, -1),
    ];
    for (const path of encoded) {
      const res = await api.post(path, { data: { phone, type: 'PASSWORD', password: PASSWORD, ticket, code: 'SANDBOX-x', state: 's' } });
      const text = await res.text();
      expect(res.status(), `${path} answered ${res.status()} ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(text, path).not.toMatch(/"(access_)?token"/);
    }
    // Dot segments and doubled slashes are resolved before routing (by the URL standard in the client, by Next
    // on the server), so these reach the login route itself, whose answer keeps the token in the cookie.
    for (const path of [
      dotSegment(enterpriseLogin.path, -1),
      dotSegment(enterpriseLogin.path, -1, '%2e'),
      parentSegment(enterpriseLogin.path, 1),
      doubledSlash(enterpriseLogin.path, -1),
    ]) {
      const data = { phone, type: 'PASSWORD', password: PASSWORD, ticket: await slideTicket(api, 'enterprise') };
      const body = await (await api.post(path, { data })).json();
      expect(body.data, path).toEqual({ type: 1, loginType: 1001 });
    }
  });

  test('every route that reads a body, the BFF’s own as the forwarded, refuses a hostile one with the translated 400', async ({ api }) => {
    // A body 10,000 levels deep once answered a bare 500 on the BFF's own routes.
    const deep = '{"phone":'.repeat(10_000) + '"x"' + '}'.repeat(10_000);
    const bodies: [string, string, string][] = [
      ['nested 10,000 levels', deep, '请求内容层级过深'],
      ['broken JSON', '{"phone":', '请求参数有误：body'],
      [
        'a control character',
        JSON.stringify({ phone: '138\u00000138000', username: 'a\u001b' }),
        '输入内容包含无法保存的控制字符，请重新输入',
      ],
      ['wrong types', JSON.stringify({ phone: 12, password: {}, code: [], username: 7, ticket: {}, current: 1, name: 5 }), ''],
    ];
    // The logouts read no body (the visitor asked to leave); the session, the WeChat authorisation and a waiting
    // room's standing are GETs.
    const readNoBody = ['/logout', session.path, WECHAT_AUTHORIZE, siteRoomCalls.standing.path];
    const own = [...DEDICATED_ROUTES].filter((path) => !readNoBody.some((end) => path.endsWith(end)));
    expect(own.length).toBe(13);
    const forwarded = [accountCalls.sendCode, accountCalls.checkCode, accountCalls.backPassword, enterpriseAccountCalls.backPassword];
    const targets = [
      ...own.map((path) => ({ path, method: path.endsWith('/password') ? 'PUT' : 'POST' })),
      ...forwarded.map((call) => ({ path: call.path, method: call.method })),
    ];
    for (const { path, method } of targets) {
      for (const [name, data, message] of bodies) {
        const res = await api.fetch(path, { method, data, headers: { 'content-type': 'application/json' } });
        const text = await res.text();
        expect(res.status(), `${path} with ${name}: ${text.slice(0, 200)}`).toBe(400);
        expect(res.headers()['set-cookie'] ?? '', path).not.toMatch(/hall_session|hall_staff/);
        const body = JSON.parse(text);
        expect(body, `${path} with ${name}`).toMatchObject({ code: 40000, subCode: null, data: null });
        if (message) expect(body.subMsg, `${path} with ${name}`).toBe(message);
        else expect(body.subMsg, `${path} with ${name}`).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  test('no forwarded answer carries a token', async ({ api }) => {
    const phone = newPhone();
    await registerMember(api, phone, PASSWORD);
    // The hall API answers a token to a direct login; through the forwarder it must not come back.
    const ticket = await slideTicket(api);
    const res = await api.post(login.path, { data: { phone, type: 'PASSWORD', password: PASSWORD, ticket } });
    const body = await res.json();
    expect(body.code).toBe(20000);
    expect(JSON.stringify(body)).not.toMatch(/token/i);
  });

  test('pages and API answers carry the security headers', async ({ api }) => {
    for (const path of ['/', '/showDetails?id=5&activeType=0', session.path, contentCalls.banners.path]) {
      const res = await api.get(path, { maxRedirects: 0 });
      const headers = res.headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], path).toBe('DENY');
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("base-uri 'self'");
      expect(csp, path).toContain("form-action 'self'");
      expect(headers['permissions-policy'], path).toContain('microphone=()');
    }
  });
});
