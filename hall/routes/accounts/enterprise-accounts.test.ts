// Venue-rental accounts: their own codes, register, login with lockout, forgotten password, company details.
import { eq, sql } from 'drizzle-orm';
import { Code, LoginType, SubCode } from '@/lib/contract/codes';
import { enterpriseDetail } from '@/lib/contract/enterprise';
import { loginResult } from '@/lib/contract/member';
import { enterpriseUsers, rateLimits, verificationCodes } from '../../db/schema';
import { enterpriseToken, latestCode, memberToken, send, slideTicket } from '../../test/accounts';
import { errorText, expectError, expectOk } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';

const PASSWORD = 'Concert2026';
const DEMO = '13900000001';
const company = {
  companyName: '星海演出经纪有限公司',
  creditCode: '91310000MA1FL8XQ37',
  contactName: '陈静',
  email: 'booking@example.com',
  address: '上海市黄浦区中山东一路 1 号',
};

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

const sendCode = async (phone: string, codeType: string, headers: Record<string, string> = {}) =>
  send(
    hall.app,
    'POST',
    '/api/enterpriseuser/send_code',
    { phone, codeType, ticket: await slideTicket(hall.app, hall.db, 'enterprise') },
    headers,
  );
const codeFor = async (phone: string, codeType: string) => {
  expect((await sendCode(phone, codeType)).body.code).toBe(20000);
  return latestCode(hall.app, phone);
};
const login = async (phone: string, password: string) =>
  send(hall.app, 'POST', '/api/enterpriseuser/login', {
    phone,
    type: 'PASSWORD',
    password,
    ticket: await slideTicket(hall.app, hall.db, 'enterprise'),
  });
const register = (phone: string, code: string, password = 'Rental123') =>
  send(hall.app, 'POST', '/api/enterpriseuser/register', { phone, code, password, password1: password, ...company });
const expectSub = (res: Awaited<ReturnType<typeof send>>, subCode: number, key: Parameters<typeof errorText>[0]) => {
  expectError(res, Code.badRequest, 400, errorText(key));
  expect(res.body.subCode).toBe(subCode);
};
const aMinuteLater = (phone: string) =>
  hall.db
    .update(rateLimits)
    .set({ windowStart: sql`now() - interval '61 seconds'` })
    .where(eq(rateLimits.key, `code:phone:${phone}`));
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/enterpriseuser/send_code', () => {
  it('stores venue-rental codes apart from member codes', async () => {
    const phone = '13522220001';
    await codeFor(phone, 'REGISTER');
    const [row] = await hall.db.select().from(verificationCodes).where(eq(verificationCodes.phone, phone));
    expect(row.codeType).toBe('ENTERPRISE_REGISTER');
  });

  it('refuses REGISTER for a registered phone and FORGET_PWD for an unknown one', async () => {
    expectSub(await sendCode(DEMO, 'REGISTER'), SubCode.alreadyRegistered, 'alreadyRegistered');
    expectSub(await sendCode('13522220002', 'FORGET_PWD'), SubCode.sendCodeNotRegistered, 'sendNotRegistered');
  });

  it('needs a slide ticket and keeps the one-a-minute rule', async () => {
    expectSub(
      await send(hall.app, 'POST', '/api/enterpriseuser/send_code', { phone: '13522220003', codeType: 'REGISTER' }),
      SubCode.slideRequired,
      'slideRequired',
    );
    expect((await sendCode('13522220003', 'REGISTER')).body.code).toBe(20000);
    const again = await sendCode('13522220003', 'REGISTER');
    expectError(again, Code.tooMany, 429, errorText('codeTooSoon'));
    expect(again.body.subCode).toBe(SubCode.codeTooSoon);
  });

  it('refuses LOGIN, which venue-rental accounts do not have', async () => {
    expectError(await sendCode(DEMO, 'LOGIN'), Code.badRequest, 400);
  });
});

describe('POST /api/enterpriseuser/register', () => {
  it('creates the account with its company and logs in with loginType 1001', async () => {
    const phone = '13533330001';
    const res = expectOk(await register(phone, await codeFor(phone, 'REGISTER')), loginResult);
    expect(res.loginType).toBe(LoginType.enterprise);
    const detail = expectOk(
      await send(hall.app, 'GET', '/api/enterpriseuser/rent/detail', undefined, { access_token: res.token }),
      enterpriseDetail,
    );
    expect(detail).toEqual({ phone, ...company });
  });

  it('refuses a registered phone, a wrong code, a member code and differing passwords', async () => {
    expectSub(await register(DEMO, '123456'), SubCode.alreadyRegistered, 'alreadyRegistered');
    const phone = '13533330002';
    const code = await codeFor(phone, 'REGISTER');
    expectSub(await register(phone, wrongCode(code)), SubCode.wrongCode, 'wrongCode');
    const mismatch = await send(hall.app, 'POST', '/api/enterpriseuser/register', {
      phone,
      code,
      password: 'Rental123',
      password1: 'Rental124',
      ...company,
    });
    expectError(mismatch, Code.badRequest, 400, errorText('passwordMismatchEnterprise'));

    const memberPhone = '13533330003';
    const ticket = await slideTicket(hall.app, hall.db);
    expect((await send(hall.app, 'POST', '/api/common/send_code', { phone: memberPhone, codeType: 'REGISTER', ticket })).body.code).toBe(
      20000,
    );
    expectSub(await register(memberPhone, await latestCode(hall.app, memberPhone)), SubCode.wrongCode, 'wrongCode');
  });
});

describe('POST /api/enterpriseuser/login', () => {
  it('logs in with phone and password: a token and loginType 1001', async () => {
    const res = expectOk(await login(DEMO, PASSWORD), loginResult);
    expect(res.loginType).toBe(LoginType.enterprise);
  });

  it('refuses an unknown phone (2004), a wrong password (2005), no ticket and a short password', async () => {
    expectSub(await login('13544440000', PASSWORD), SubCode.notRegistered, 'notRegistered');
    expectSub(await login(DEMO, 'Wrong12345'), SubCode.wrongPassword, 'wrongPassword');
    expectSub(
      await send(hall.app, 'POST', '/api/enterpriseuser/login', { phone: DEMO, type: 'PASSWORD', password: PASSWORD }),
      SubCode.slideRequired,
      'slideRequired',
    );
    expectError(await login(DEMO, 'short'), Code.badRequest, 400, errorText('passwordTooShort'));
  });

  it('locks at the fifth wrong password for 30 minutes, then lets the right one in', async () => {
    const phone = '13544440001';
    expectOk(await register(phone, await codeFor(phone, 'REGISTER'), 'Lockme123'), loginResult);
    for (let i = 0; i < 4; i++) expectSub(await login(phone, 'Wrong12345'), SubCode.wrongPassword, 'wrongPassword');
    expectSub(await login(phone, 'Wrong12345'), SubCode.locked, 'locked');
    expectSub(await login(phone, 'Lockme123'), SubCode.locked, 'locked');
    await hall.db
      .update(enterpriseUsers)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(enterpriseUsers.phone, phone));
    expectOk(await login(phone, 'Lockme123'), loginResult);
  });

  it('answers a GET with 405 and an envelope asking for POST, the password never read from the URL', async () => {
    const res = await send(hall.app, 'GET', `/api/enterpriseuser/login?phone=${DEMO}&type=PASSWORD&password=${PASSWORD}`, undefined, {
      language: 'en-US',
    });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.body).toEqual({ code: Code.badRequest, subCode: null, subMsg: 'Please send this request with POST', data: null });
  });
});

describe('PUT /api/enterpriseuser/back_password', () => {
  const back = (phone: string, code: string, password: string) =>
    send(hall.app, 'PUT', '/api/enterpriseuser/back_password', { phone, code, password, password1: password });

  it('sets a new password with an ENTERPRISE_FORGET_PWD code, lifts the lock and logs out everywhere', async () => {
    const phone = '13555550001';
    const { token } = expectOk(await register(phone, await codeFor(phone, 'REGISTER'), 'Before123'), loginResult);
    for (let i = 0; i < 5; i++) await login(phone, 'Wrong12345');
    await aMinuteLater(phone);
    const code = await codeFor(phone, 'FORGET_PWD');
    expectSub(await back(phone, wrongCode(code), 'After1234'), SubCode.wrongCode, 'wrongCode');
    expect((await back(phone, code, 'After1234')).body.code).toBe(20000);
    expectOk(await login(phone, 'After1234'), loginResult);
    expectError(await send(hall.app, 'GET', '/api/enterpriseuser/rent/detail', undefined, { access_token: token }), Code.unauthorized, 401);
  });

  it('refuses an unknown phone with 2004', async () => {
    expectSub(await back('13555559999', '123456', 'After1234'), SubCode.notRegistered, 'notRegistered');
  });
});

describe('POST /api/enterpriseuser/register/update', () => {
  it('changes the company fields and answers the new details', async () => {
    const token = await enterpriseToken(hall.app, hall.db, DEMO, PASSWORD);
    const update = { ...company, companyName: '示例文化传媒（上海）有限公司', address: undefined };
    const res = expectOk(
      await send(hall.app, 'POST', '/api/enterpriseuser/register/update', update, { access_token: token }),
      enterpriseDetail,
    );
    expect(res).toMatchObject({ phone: DEMO, companyName: update.companyName, address: null });
    expectError(
      await send(hall.app, 'POST', '/api/enterpriseuser/register/update', { ...update, creditCode: 'nope' }, { access_token: token }),
      Code.badRequest,
      400,
      errorText('creditCodeFormat'),
    );
  });
});

describe('GET /api/enterpriseuser/rent/detail', () => {
  it('is for venue-rental logins: none is 40003, a member token 40005 + 20006', async () => {
    expectError(await send(hall.app, 'GET', '/api/enterpriseuser/rent/detail'), Code.unauthorized, 401, errorText('loginRequired'));
    const token = await memberToken(hall.app, hall.db, '13800000001', PASSWORD);
    const res = await send(hall.app, 'GET', '/api/enterpriseuser/rent/detail', undefined, { access_token: token });
    expectError(res, Code.forbidden, 403, errorText('enterpriseOnly'));
    expect(res.body.subCode).toBe(SubCode.enterpriseLoginNeeded);
  });
});

describe('POST /api/enterpriseuser/logout', () => {
  it('revokes the token', async () => {
    const token = await enterpriseToken(hall.app, hall.db, DEMO, PASSWORD);
    expect((await send(hall.app, 'POST', '/api/enterpriseuser/logout', {}, { access_token: token })).body.code).toBe(20000);
    expectError(await send(hall.app, 'GET', '/api/enterpriseuser/rent/detail', undefined, { access_token: token }), Code.unauthorized, 401);
  });
});
