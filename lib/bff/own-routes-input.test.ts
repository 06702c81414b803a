// The BFF's own routes (lib/bff/dedicated-routes.ts) answer a hostile body as the forwarded
// routes do, with the hall's translated 400 envelope, and forward nothing: no hall API call, no cookie. A body
// nested 10,000 levels deep used to overflow the stack when it was re-serialised and answered a bare 500.
import { NextRequest } from 'next/server';
import { DEDICATED_ROUTES } from './dedicated-routes';
import { idCheckDigit } from '@/lib/validation/id-card';

jest.mock('server-only', () => ({}));
/** The request's cookies as route handlers read them (iron-session's sessions, the WeChat state). */
const mockJar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mockJar.has(name) ? { name, value: mockJar.get(name) } : undefined),
    getAll: () => [...mockJar].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string) => mockJar.set(name, value),
    delete: (name: string) => mockJar.delete(name),
  }),
}));

const hall = jest.fn(async (_url: URL, _init?: RequestInit) => Response.json({ code: 20000, subCode: null, subMsg: null, data: null }));
beforeAll(() => {
  global.fetch = hall as unknown as typeof fetch;
});
const WX_STATE = 'hall_wx_state';
beforeEach(() => {
  hall.mockClear();
  mockJar.clear();
  mockJar.set(WX_STATE, 'state-1');
});

const PASSWORD = 'Concert2026';
const PHONE = '13800138000';
const ID_CARD = `11010219900308001${idCheckDigit('11010219900308001')}`;

/** Each own route that reads a body, with a body its contract takes (forwarded: the check that the spy sees a forward). */
const READS_A_BODY: Record<string, { method: 'POST' | 'PUT'; valid: Record<string, unknown> }> = {
  '/api/member/login': { method: 'POST', valid: { phone: PHONE, type: 'PASSWORD', password: PASSWORD } },
  '/api/member/register': { method: 'POST', valid: { phone: PHONE, code: '123456', password: PASSWORD } },
  '/api/member/close_account': { method: 'POST', valid: { code: '123456' } },
  '/api/member/perfect_info': {
    method: 'POST',
    valid: { name: '张三', idCard: ID_CARD, sex: 1, birthday: '1990-03-08', email: 'a@example.com' },
  },
  '/api/member/wx_login': { method: 'POST', valid: { code: 'wx-code', state: 'state-1' } },
  '/api/member/public_login': { method: 'POST', valid: { code: 'wx-code', state: 'state-1' } },
  '/api/member/wx_bind': { method: 'POST', valid: { bindTicket: 'b'.repeat(20), phone: PHONE, code: '123456' } },
  '/api/enterpriseuser/login': { method: 'POST', valid: { phone: PHONE, type: 'PASSWORD', password: PASSWORD } },
  '/api/enterpriseuser/register': {
    method: 'POST',
    valid: {
      phone: PHONE,
      code: '123456',
      password: PASSWORD,
      password1: PASSWORD,
      companyName: '上海云端文化传播有限公司',
      creditCode: '91310115MA1K4B2C3J',
      contactName: '王经理',
      email: 'rental@example.com',
    },
  },
  '/api/staff/login': { method: 'POST', valid: { username: 'clerk', password: PASSWORD } },
  '/api/staff/totp/confirm': { method: 'POST', valid: { ticket: 't'.repeat(30), code: '123456' } },
  '/api/staff/password': { method: 'PUT', valid: { current: PASSWORD, password: 'Changed2026' } },
  '/api/waiting_room/join': { method: 'POST', valid: { sessionId: 7 } },
};

/**
 * Own routes that read no body: the logouts (the visitor asked to leave, whatever they sent), and the session, the
 * waiting room's standing and the WeChat authorisation (GET).
 */
const READ_NO_BODY = new Set([
  '/api/member/logout',
  '/api/enterpriseuser/logout',
  '/api/staff/logout',
  '/api/session',
  '/api/waiting_room/standing',
  '/api/wechat/authorize',
]);

const nested = (levels: number, inner = '"x"') => '{"phone":'.repeat(levels) + inner + '}'.repeat(levels);

const NOT_JSON_OBJECT = { zh: '请求参数有误：body', en: 'Invalid request: body' };
const TOO_DEEP = { zh: '请求内容层级过深', en: 'The request is nested too deeply' };
const CONTROL = {
  zh: '输入内容包含无法保存的控制字符，请重新输入',
  en: 'What you entered contains characters that cannot be kept (control characters); please type it again',
};

/**
 * Bodies a hostile client sends, and the refusal each gets whatever the route (null: the first field its contract
 * refuses, which differs from route to route). Depth and control characters are judged before the fields, as the
 * hall API judges them before any route's schema.
 */
const HOSTILE: [string, string, { zh: string; en: string } | null][] = [
  ['broken JSON', '{"phone":', NOT_JSON_OBJECT],
  ['an empty body', '', NOT_JSON_OBJECT],
  ['nesting 10,000 levels deep', nested(10_000), TOO_DEEP],
  ['an array 10,000 levels deep in a field', `{"phone":${'['.repeat(10_000)}${']'.repeat(10_000)}}`, TOO_DEEP],
  ['nesting 17 levels deep', nested(17), TOO_DEEP],
  [
    'wrong types',
    JSON.stringify({
      phone: 12,
      type: [],
      password: {},
      code: true,
      name: 5,
      idCard: [],
      username: 7,
      ticket: {},
      current: 1,
      bindTicket: 2,
      companyName: [],
    }),
    null,
  ],
  ['a control character', JSON.stringify({ phone: '138\u00000138000', name: '\u001b[2J' }), CONTROL],
  ['a lone surrogate', '{"name":"\\ud800","username":"\\udc00","code":"1"}', CONTROL],
  ['an array', '[1,2,3]', NOT_JSON_OBJECT],
  ['null', 'null', NOT_JSON_OBJECT],
  ['a string', '"x"', NOT_JSON_OBJECT],
];

async function call(path: string, body: string, language?: 'en-US') {
  const { method } = READS_A_BODY[path];
  const route = (await import(`../../app${path}/route`)) as Record<string, (request: NextRequest) => Promise<Response>>;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (language) headers.cookie = `language=${language}`;
  return route[method](new NextRequest(`http://localhost:3000${path}`, { method, body, headers }));
}

test('every own route is judged here: it reads a body, or it reads none', () => {
  expect([...DEDICATED_ROUTES].sort()).toEqual([...Object.keys(READS_A_BODY), ...READ_NO_BODY].sort());
});

describe.each(Object.keys(READS_A_BODY))('%s', (path) => {
  it('forwards a body its contract takes', async () => {
    const res = await call(path, JSON.stringify(READS_A_BODY[path].valid));
    expect(res.status).toBe(200);
    expect(hall).toHaveBeenCalledTimes(1);
    expect(String(hall.mock.calls[0][0])).toMatch(new RegExp(`${path}$`));
    // What the browser sent goes on as it was (the hall API reads it again with the same contract).
    expect(JSON.parse(hall.mock.calls[0][1]?.body as string)).toMatchObject(READS_A_BODY[path].valid);
  });

  it.each(HOSTILE)('refuses %s with the translated 400 envelope and forwards nothing', async (_name, body, message) => {
    for (const language of [undefined, 'en-US'] as const) {
      const res = await call(path, body, language);
      expect(res.status).toBe(400);
      expect(res.headers.get('set-cookie')).toBeNull();
      const envelope = await res.json();
      expect(envelope).toEqual({ code: 40000, subCode: null, subMsg: expect.any(String), data: null });
      expect(envelope.subMsg).not.toMatch(/^errors\.|^[a-zA-Z]+$/);
      if (message) expect(envelope.subMsg).toBe(language ? message.en : message.zh);
      // A field's refusal differs by route, but is worded in the visitor's language all the same.
      else expect(/[\u4e00-\u9fff]/.test(envelope.subMsg)).toBe(!language);
    }
    expect(hall).not.toHaveBeenCalled();
  });
});
