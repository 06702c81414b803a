// Verification codes: who may get which code, once a minute, hashed, five minutes, five wrong tries; check_code.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq, sql } from 'drizzle-orm';
import { Code, SubCode } from '@/lib/contract/codes';
import { rateLimits, verificationCodes } from '../../db/schema';
import { enterpriseToken, latestCode, memberCode, memberToken, send, slideTicket } from '../../test/accounts';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';

const MEMBER = '13800000001';
const OTHER_MEMBER = '13800000002';
const ENTERPRISE = '13900000001';
const PASSWORD = 'Concert2026';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

const sendCode = async (phone: string, codeType: string, headers: Record<string, string> = {}) =>
  send(hall.app, 'POST', '/api/common/send_code', { phone, codeType, ticket: await slideTicket(hall.app, hall.db) }, headers);
const checkCode = (phone: string, codeType: string, code: string) =>
  send(hall.app, 'POST', '/api/common/check_code', { phone, codeType, code });
/** Moves the phone's one-a-minute window into the past, as if a minute had gone by. */
const aMinuteLater = (phone: string) =>
  hall.db
    .update(rateLimits)
    .set({ windowStart: sql`now() - interval '61 seconds'` })
    .where(eq(rateLimits.key, `code:phone:${phone}`));
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const latestRow = async (phone: string) =>
  (
    await hall.db.select().from(verificationCodes).where(eq(verificationCodes.phone, phone)).orderBy(desc(verificationCodes.id)).limit(1)
  )[0];

describe('POST /api/common/send_code', () => {
  it('texts a 6-digit LOGIN code to a member and keeps only a keyed hash of it', async () => {
    const res = await sendCode(MEMBER, 'LOGIN');
    expect(res.body).toEqual({ code: 20000, subCode: null, subMsg: null, data: null });
    const code = await latestCode(hall.app, MEMBER);
    expect(code).toMatch(/^\d{6}$/);
    const row = await latestRow(MEMBER);
    expect(row.codeType).toBe('LOGIN');
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    const lifetime = (row.expiresAt.getTime() - row.createdAt.getTime()) / 1000;
    expect(lifetime).toBeGreaterThan(295);
    expect(lifetime).toBeLessThan(305);
  });

  it.each(['LOGIN', 'FORGET_PWD'])('refuses %s for an unregistered phone with 2008', async (codeType) => {
    const res = await sendCode('13711110000', codeType);
    expectError(res, Code.badRequest, 400, errorText('sendNotRegistered'));
    expect(res.body.subCode).toBe(SubCode.sendCodeNotRegistered);
  });

  it('refuses REGISTER for a registered phone with alreadyRegistered', async () => {
    const res = await sendCode(OTHER_MEMBER, 'REGISTER', { language: 'en-US' });
    expectError(res, Code.badRequest, 400, 'Already signed up, please log in');
    expect(res.body.subCode).toBe(SubCode.alreadyRegistered);
  });

  it('gives a phone one code a minute, whatever the code type, then again after the minute', async () => {
    const phone = '13711110001';
    expect((await sendCode(phone, 'REGISTER')).body.code).toBe(20000);
    const again = await sendCode(phone, 'REGISTER', { language: 'en-US' });
    expectError(again, Code.tooMany, 429, 'Please get the verification code at an interval of one minute!');
    expect(again.body.subCode).toBe(SubCode.codeTooSoon);
    expect((await sendCode(phone, 'REGISTER')).body.subCode).toBe(SubCode.codeTooSoon);
    await aMinuteLater(phone);
    expect((await sendCode(phone, 'REGISTER')).body.code).toBe(20000);
  });

  it('lets one address text 20 phones an hour, then answers 42900', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.20' };
    for (let i = 0; i < 20; i++)
      expect((await sendCode(`137220000${String(i).padStart(2, '0')}`, 'REGISTER', headers)).body.code).toBe(20000);
    const res = await sendCode('13722000099', 'REGISTER', headers);
    expectError(res, Code.tooMany, 429, errorText('tooMany'));
    expect((await sendCode('13722000099', 'REGISTER', { 'x-forwarded-for': '198.51.100.21' })).body.code).toBe(20000);
  });

  it('validates phone and code type before anything else', async () => {
    const ticket = await slideTicket(hall.app, hall.db);
    expectError(
      await send(hall.app, 'POST', '/api/common/send_code', { phone: '12345', codeType: 'LOGIN', ticket }),
      Code.badRequest,
      400,
      errorText('phoneFormat'),
    );
    expectError(
      await send(hall.app, 'POST', '/api/common/send_code', { phone: MEMBER, codeType: 'WHATEVER', ticket }),
      Code.badRequest,
      400,
    );
  });

  describe('REPLACE_PHONE', () => {
    it('needs a logged-in member: 40003 without a token, 40005 + 2006 for a venue-rental login', async () => {
      expectError(await sendCode(MEMBER, 'REPLACE_PHONE'), Code.unauthorized, 401, errorText('loginRequired'));
      const token = await enterpriseToken(hall.app, hall.db, ENTERPRISE, PASSWORD);
      const res = await sendCode(ENTERPRISE, 'REPLACE_PHONE', { access_token: token });
      expectError(res, Code.forbidden, 403, errorText('personalOnly'));
      expect(res.body.subCode).toBe(SubCode.personalLoginNeeded);
    });

    it('texts the member’s own phone (step 1) and a new, unused phone (step 2), never another member’s', async () => {
      const token = await memberToken(hall.app, hall.db, '13800000003', PASSWORD);
      const headers = { access_token: token };
      expect((await sendCode('13800000003', 'REPLACE_PHONE', headers)).body.code).toBe(20000);
      expect((await latestRow('13800000003')).codeType).toBe('REPLACE_PHONE');
      expect((await sendCode('13733330000', 'REPLACE_PHONE', headers)).body.code).toBe(20000);
      const taken = await sendCode(OTHER_MEMBER, 'REPLACE_PHONE', headers);
      expectError(taken, Code.badRequest, 400, errorText('phoneBoundToOther'));
    });
  });
});

describe('POST /api/common/check_code', () => {
  it('says right without spending the code, and wrong with 2003', async () => {
    const phone = '13744440001';
    const code = await memberCode(hall.app, hall.db, phone, 'REGISTER');
    expect((await checkCode(phone, 'REGISTER', code)).body.code).toBe(20000);
    expect((await checkCode(phone, 'REGISTER', code)).body.code).toBe(20000);
    const res = await checkCode(phone, 'REGISTER', wrong(code));
    expectError(res, Code.badRequest, 400, errorText('wrongCode'));
    expect(res.body.subCode).toBe(SubCode.wrongCode);
    expect((await latestRow(phone)).usedAt).toBeNull();
  });

  it('burns the code at the fifth wrong try: then even the right code is expired', async () => {
    const phone = '13744440002';
    const code = await memberCode(hall.app, hall.db, phone, 'REGISTER');
    for (let i = 0; i < 5; i++) expect((await checkCode(phone, 'REGISTER', wrong(code))).body.subCode).toBe(SubCode.wrongCode);
    const res = await checkCode(phone, 'REGISTER', code);
    expectError(res, Code.badRequest, 400, errorText('codeExpired'));
    expect(res.body.subCode).toBeNull();
  });

  it('lets a code live five minutes', async () => {
    const phone = '13744440003';
    const code = await memberCode(hall.app, hall.db, phone, 'REGISTER');
    await hall.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.phone, phone));
    expectError(await checkCode(phone, 'REGISTER', code), Code.badRequest, 400, errorText('codeExpired'));
  });

  it('checks only the latest code sent, and only for its own purpose', async () => {
    const phone = '13744440004';
    const first = await memberCode(hall.app, hall.db, phone, 'REGISTER');
    await aMinuteLater(phone);
    const second = await memberCode(hall.app, hall.db, phone, 'REGISTER');
    if (first !== second) expect((await checkCode(phone, 'REGISTER', first)).body.subCode).toBe(SubCode.wrongCode);
    expect((await checkCode(phone, 'LOGIN', second)).body.subCode).toBe(SubCode.wrongCode);
    expect((await checkCode('13744449999', 'REGISTER', second)).body.subCode).toBe(SubCode.wrongCode);
    expect((await checkCode(phone, 'REGISTER', second)).body.code).toBe(20000);
  });

  it('refuses a code that is not 6 digits with the form message', async () => {
    expectError(await checkCode(MEMBER, 'LOGIN', '12ab'), Code.badRequest, 400, errorText('codeFormat'));
  });
});

describe('GET /api/dev/sms_outbox', () => {
  it('gives the last text sent to a phone in the sandbox, 40004 when there is none', async () => {
    const phone = '13755550001';
    const code = await memberCode(hall.app, hall.db, phone, 'REGISTER', { language: 'en-US' });
    const res = await send(hall.app, 'GET', `/api/dev/sms_outbox?phone=${phone}`);
    expect(res.body.data).toMatchObject({ phone, code });
    expect(res.body.data.body).toContain(code);
    expect(res.body.data.body).toMatch(/verification code/);
    expectError(await send(hall.app, 'GET', '/api/dev/sms_outbox?phone=13755559999'), Code.notFound, 404);
    expectError(await send(hall.app, 'GET', '/api/dev/sms_outbox?phone=abc'), Code.badRequest, 400);
  });
});

describe('POST /api/dev/sms_clock', () => {
  it('ends a phone’s one-code-a-minute window now, that phone’s only', async () => {
    const [phone, other] = ['13755550002', '13755550003'];
    for (const p of [phone, other]) expect((await sendCode(p, 'REGISTER')).body.code).toBe(20000);
    expect((await send(hall.app, 'POST', '/api/dev/sms_clock', { phone })).body.code).toBe(20000);
    expect((await sendCode(phone, 'REGISTER')).body.code).toBe(20000);
    expect((await sendCode(other, 'REGISTER')).body.subCode).toBe(SubCode.codeTooSoon);
    expectError(await send(hall.app, 'POST', '/api/dev/sms_clock', { phone: 'abc' }), Code.badRequest, 400);
  });
});

describe('send_code with the Alibaba adapter', () => {
  let provider: http.Server;
  let aliyunHall: Hall;
  const received: URLSearchParams[] = [];
  let answer = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit' } as Record<string, string>;

  beforeAll(async () => {
    // A stand-in for dysmsapi.aliyuncs.com on this machine: nothing leaves it.
    provider = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(new URLSearchParams(body));
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    aliyunHall = await startHall({
      env: {
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-example',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'example-secret',
        ALIYUN_SMS_SIGN_NAME: '音乐厅',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456',
        ALIYUN_SMS_OFFER_TEMPLATE_CODE: 'SMS_654321',
        ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/`,
      },
    });
  });
  afterAll(async () => {
    await aliyunHall?.close();
    await new Promise((resolve) => provider?.close(resolve));
  });

  const sendVia = async (phone: string) =>
    send(aliyunHall.app, 'POST', '/api/common/send_code', {
      phone,
      codeType: 'REGISTER',
      ticket: await slideTicket(aliyunHall.app, aliyunHall.db),
    });

  it('reports a refused SMS as "sending failed" and gives the minute back', async () => {
    const res = await sendVia('13766660001');
    expectError(res, Code.unavailable, 503, errorText('sendFailed'));
    answer = { Code: 'OK', Message: 'OK', BizId: 'biz-1' };
    expect((await sendVia('13766660001')).body.code).toBe(20000);
    expect(received.at(-1)?.get('PhoneNumbers')).toBe('13766660001');
    expect(JSON.parse(received.at(-1)?.get('TemplateParam') ?? '{}').code).toMatch(/^\d{6}$/);
  });

  it('has no development outbox call and no sandbox clock', async () => {
    expectError(await send(aliyunHall.app, 'GET', '/api/dev/sms_outbox?phone=13766660001'), Code.notFound, 404);
    expectError(await send(aliyunHall.app, 'POST', '/api/dev/sms_clock', { phone: '13766660001' }), Code.notFound, 404);
  });

  it('never stores the code in the outbox', async () => {
    const rows = await aliyunHall.db.execute(sql`select code, provider_message_id from sms_outbox where phone = '13766660001'`);
    expect(JSON.stringify(rows)).toContain('biz-1');
    expect(JSON.stringify(rows)).not.toMatch(/"code":"\d{6}"/);
  });
});
