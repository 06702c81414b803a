// WeChat login through the sandbox: authorise → wx_login → bind a phone → the same WeChat person logs in again.
import { eq } from 'drizzle-orm';
import { Code, LoginType, SubCode } from '@/lib/contract/codes';
import { loginResult, memberDetail } from '@/lib/contract/member';
import { wxAuthorizeUrl, wxBindRequired } from '@/lib/contract/wechat';
import { members } from '../../db/schema';
import { sandboxIdentity } from '../../providers/wechat/sandbox';
import { errorText, expectError, expectOk } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, codeFor, freshPhone, newMember } from '../../test/members';
import { seal } from '../../platform/personal-data';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

let n = 0;
/** A WeChat person of its own for each test, so tests do not depend on each other. */
const person = () => `p${process.pid}x${n++}`;
const code = (user: string) => `SANDBOX-${user}.${Math.random().toString(36).slice(2)}`;

const wxLogin = (c: string, path = '/api/member/wx_login') => call(hall.app, 'POST', path, { body: { code: c, state: 'abc' } });
const bindTicketOf = async (c: string, path?: string) => expectOk(await wxLogin(c, path), wxBindRequired).bindTicket;
/** As the overlay does it: a LOGIN code for a member's phone, a REGISTER code for a new one. */
const codeOf = async (phone: string) => {
  const [known] = await hall.db.select({ id: members.id }).from(members).where(eq(members.phone, phone));
  return codeFor(hall.db, phone, known ? 'LOGIN' : 'REGISTER');
};
const bind = async (bindTicket: string, phone: string, override?: string) =>
  call(hall.app, 'POST', '/api/member/wx_bind', { body: { bindTicket, phone, code: override ?? (await codeOf(phone)) } });
const whoIs = async (token: string) => expectOk(await call(hall.app, 'GET', '/api/member/detail', { token }), memberDetail).phone;

describe('GET /api/dev/wechat/authorize (sandbox)', () => {
  const page = (query: string, headers: Record<string, string> = {}) =>
    hall.app.inject({ method: 'GET', url: `/api/dev/wechat/authorize?${query}`, headers });
  const callback = encodeURIComponent('http://localhost:3000/vxLogin?from=home');

  it('offers to authorise as a stable test user, back to the callback with code and state', async () => {
    const res = await page(`redirect_uri=${callback}&state=s1&user=alice`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('微信授权（开发沙箱）');
    const href = /data-testid="wechat-sandbox-authorise" href="([^"]+)"/.exec(res.body)![1].replace(/&amp;/g, '&');
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('http://localhost:3000/vxLogin');
    expect(url.searchParams.get('from')).toBe('home');
    expect(url.searchParams.get('state')).toBe('s1');
    expect(url.searchParams.get('code')).toMatch(/^SANDBOX-alice\.[\w-]+$/);
  });

  it('speaks English by the language header or the lang parameter', async () => {
    expect((await page(`redirect_uri=${callback}`, { language: 'en-US' })).body).toContain('Authorise as test user');
    expect((await page(`redirect_uri=${callback}&lang=en-US`)).body).toContain('Authorise as test user');
  });

  it('goes back only to the site', async () => {
    const res = await page(`redirect_uri=${encodeURIComponent('https://evil.example/steal')}&state=s`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('回调地址无效');
    expect(res.body).not.toContain('SANDBOX-');
  });

  it('is not served with the real provider', async () => {
    const real = await startHall({
      seed: false,
      env: { WECHAT_PROVIDER: 'real', WECHAT_APP_ID: 'a', WECHAT_APP_SECRET: 'b', WECHAT_WEB_APP_ID: 'c', WECHAT_WEB_APP_SECRET: 'd' },
    });
    try {
      const res = await real.app.inject({ method: 'GET', url: `/api/dev/wechat/authorize?redirect_uri=${callback}` });
      expect(res.statusCode).toBe(404);
      const url = expectOk(
        await call(real.app, 'GET', `/api/member/wx_authorize_url?kind=web&redirect_uri=${callback}&state=s`),
        wxAuthorizeUrl,
      ).url;
      expect(url).toMatch(/^https:\/\/open\.weixin\.qq\.com\/connect\/qrconnect\?appid=c&/);
    } finally {
      await real.close();
    }
  });
});

describe('GET /api/member/wx_authorize_url', () => {
  it('points the sandbox at its own page, keeping callback and state', async () => {
    const redirect = 'http://localhost:3000/publicWxLogin';
    const res = await call(
      hall.app,
      'GET',
      `/api/member/wx_authorize_url?kind=official&redirect_uri=${encodeURIComponent(redirect)}&state=xyz`,
    );
    const url = new URL(expectOk(res, wxAuthorizeUrl).url, 'http://site');
    expect(url.pathname).toBe('/api/dev/wechat/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({ kind: 'official', redirect_uri: redirect, state: 'xyz' });
    expectError(await call(hall.app, 'GET', '/api/member/wx_authorize_url?kind=qq&redirect_uri=x'), Code.badRequest, 400);
  });
});

describe('POST /api/member/wx_login', () => {
  it('asks an unknown WeChat person to bind a phone', async () => {
    const res = await wxLogin(code(person()));
    expect(expectOk(res, wxBindRequired)).toEqual({ bindRequired: true, bindTicket: expect.stringMatching(/^[\w-]{20,}$/) });
  });

  it('refuses a code that is not the provider’s', async () => {
    expectError(await wxLogin('not-a-sandbox-code'), Code.badRequest, 400, errorText('authFailed'));
    expectError(await wxLogin(''), Code.badRequest, 400, errorText('authFailed'));
  });

  it('logs the same WeChat person in as the same member, with any code of that person', async () => {
    const user = person();
    const m = await newMember(hall.db, { name: '王芳', idCard: seal('11010519491231002X') });
    const bound = expectOk(await bind(await bindTicketOf(code(user)), m.phone), loginResult);
    expect(bound).toMatchObject({ type: 1, loginType: LoginType.member });
    const again = expectOk(await wxLogin(code(user)), loginResult);
    expect(again).toMatchObject({ type: 1, loginType: LoginType.member });
    expect(again.token).not.toBe(bound.token);
    expect(await whoIs(again.token)).toBe(m.phone);
    expect(await whoIs(bound.token)).toBe(m.phone);
  });
});

describe('POST /api/member/public_login', () => {
  it('asks an unknown WeChat person to bind a phone', async () => {
    expectOk(await wxLogin(code(person()), '/api/member/public_login'), wxBindRequired);
  });

  it('finds a member bound on the website through the shared unionId, and keeps the official openId', async () => {
    const user = person();
    const phone = freshPhone();
    expectOk(await bind(await bindTicketOf(code(user)), phone), loginResult);
    const inWechat = expectOk(await wxLogin(code(user), '/api/member/public_login'), loginResult);
    expect(await whoIs(inWechat.token)).toBe(phone);
    const [row] = await hall.db.select().from(members).where(eq(members.phone, phone));
    expect(row).toMatchObject({
      wxWebOpenId: sandboxIdentity(user, 'web').openId,
      wxOpenId: sandboxIdentity(user, 'official').openId,
      wxUnionId: sandboxIdentity(user, 'web').unionId,
    });
  });
});

describe('POST /api/member/wx_bind', () => {
  it('makes a new member of a new phone (type 0: complete the profile next)', async () => {
    const phone = freshPhone();
    const res = expectOk(await bind(await bindTicketOf(code(person())), phone), loginResult);
    expect(res).toMatchObject({ type: 0, loginType: LoginType.member });
    const me = expectOk(await call(hall.app, 'GET', '/api/member/detail', { token: res.token }), memberDetail);
    expect(me).toMatchObject({ phone, infoComplete: false });
    expect(me.cardNo).toMatch(/^M\d{10}$/);
  });

  it('needs the LOGIN code of a member’s phone; a refused code leaves the ticket usable', async () => {
    const ticket = await bindTicketOf(code(person()));
    const { phone } = await newMember(hall.db);
    const wrong = await bind(ticket, phone, '000000');
    expectError(wrong, Code.badRequest, 400, errorText('wrongCode'));
    expect(wrong.body.subCode).toBe(SubCode.wrongCode);
    expectError(await bind(ticket, phone, await codeFor(hall.db, phone, 'REGISTER')), Code.badRequest, 400);
    expectOk(await bind(ticket, phone), loginResult);
  });

  it('needs the REGISTER code of a new phone (send_code gives no LOGIN code to it)', async () => {
    const ticket = await bindTicketOf(code(person()));
    const phone = freshPhone();
    expectError(await bind(ticket, phone, await codeFor(hall.db, phone, 'LOGIN')), Code.badRequest, 400);
    expect(expectOk(await bind(ticket, phone, await codeFor(hall.db, phone, 'REGISTER')), loginResult).type).toBe(0);
  });

  it('spends the ticket; a made-up or expired one is refused', async () => {
    const ticket = await bindTicketOf(code(person()));
    expectOk(await bind(ticket, freshPhone()), loginResult);
    expectError(await bind(ticket, freshPhone()), Code.badRequest, 400, errorText('bindExpired'));
    expectError(await bind('made-up-bind-ticket-0123', freshPhone()), Code.badRequest, 400, errorText('bindExpired'));
  });

  it('refuses a phone whose member is bound to another WeChat person (phoneBoundToOther)', async () => {
    const phone = freshPhone();
    expectOk(await bind(await bindTicketOf(code(person())), phone), loginResult);
    const ticket = await bindTicketOf(code(person()));
    const res = await bind(ticket, phone);
    expectError(res, Code.badRequest, 400, errorText('phoneBoundToOther'));
    // The refused ticket still binds another phone.
    expectOk(await bind(ticket, freshPhone()), loginResult);
  });

  it('refuses a WeChat person bound to another member meanwhile (wechatBoundToOther)', async () => {
    const user = person();
    const first = await bindTicketOf(code(user));
    const second = await bindTicketOf(code(user));
    const phoneA = freshPhone();
    expectOk(await bind(first, phoneA), loginResult);
    const res = await bind(second, freshPhone());
    expectError(res, Code.badRequest, 400, errorText('wechatBoundToOther'));
    // Binding that person to the member it already is, is just a login.
    expect(await whoIs(expectOk(await bind(second, phoneA), loginResult).token)).toBe(phoneA);
  });

  it('refuses a malformed body', async () => {
    expectError(
      await call(hall.app, 'POST', '/api/member/wx_bind', { body: { bindTicket: 'x', phone: '123', code: '1' } }),
      Code.badRequest,
      400,
    );
  });

  it('lets exactly one of two simultaneous binds of one WeChat person through', async () => {
    const user = person();
    const [t1, t2] = [await bindTicketOf(code(user)), await bindTicketOf(code(user))];
    const answers = await Promise.all([bind(t1, freshPhone()), bind(t2, freshPhone())]);
    expect(answers.map((a) => a.body.code).sort((a, b) => a - b)).toEqual([20000, 40000]);
    expect(answers.find((a) => a.body.code === 40000)!.body.subMsg).toBe(errorText('wechatBoundToOther'));
  });
});
