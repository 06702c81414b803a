// Member accounts: login by password or code, lockout, register, forgotten and changed passwords, logout.
import { eq, sql } from 'drizzle-orm';
import { Code, LoginType, SubCode } from '@/lib/contract/codes';
import { loginResult } from '@/lib/contract/member';
import { accessTokens, members, rateLimits, slideChallenges } from '../../db/schema';
import { enterpriseToken, loginBody, memberCode, memberToken, registerBody, send, slideTicket } from '../../test/accounts';
import { errorText, expectError, expectOk } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';

const PASSWORD = 'Concert2026';
const COMPLETE = '13800000001';
const INCOMPLETE = '13800000003';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

const login = async (phone: string, password: string, opts: { type?: 'CODE' | 'PASSWORD'; headers?: Record<string, string> } = {}) =>
  send(
    hall.app,
    'POST',
    '/api/member/login',
    loginBody(phone, password, { type: opts.type, ticket: await slideTicket(hall.app, hall.db) }),
    opts.headers,
  );
const expectSub = (
  res: Awaited<ReturnType<typeof send>>,
  subCode: number,
  key: Parameters<typeof errorText>[0],
  code: number = Code.badRequest,
) => {
  expectError(res, code, code === Code.tooMany ? 429 : 400, errorText(key));
  expect(res.body.subCode).toBe(subCode);
};
/** A new member, registered through the calls; returns the phone. */
let serial = 0;
async function newMember(password = 'Newpass123') {
  const phone = `1360000${String(serial++).padStart(4, '0')}`;
  const code = await memberCode(hall.app, hall.db, phone, 'REGISTER');
  expectOk(await send(hall.app, 'POST', '/api/member/register', registerBody(phone, code, password)), loginResult);
  return phone;
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const aMinuteLater = (phone: string) =>
  hall.db
    .update(rateLimits)
    .set({ windowStart: sql`now() - interval '61 seconds'` })
    .where(eq(rateLimits.key, `code:phone:${phone}`));

describe('POST /api/member/login', () => {
  it('logs in by password: a token, loginType 1000, type 1 for a complete profile and 0 for an incomplete one', async () => {
    const complete = expectOk(await login(COMPLETE, PASSWORD), loginResult);
    expect(complete).toMatchObject({ type: 1, loginType: LoginType.member });
    expect(complete.token.length).toBeGreaterThan(30);
    // The token is live: a member-only call gets past the login check to the payload check.
    expect((await send(hall.app, 'PUT', '/api/member/reset_password', {}, { access_token: complete.token })).body.code).toBe(
      Code.badRequest,
    );
    expect(expectOk(await login(INCOMPLETE, PASSWORD), loginResult).type).toBe(0);
  });

  it('refuses an unregistered phone with 2004', async () => {
    expectSub(await login('13799990000', PASSWORD), SubCode.notRegistered, 'notRegistered');
  });

  it('refuses a wrong password with 2005', async () => {
    expectSub(await login(COMPLETE, 'Wrong12345'), SubCode.wrongPassword, 'wrongPassword');
    expect(expectOk(await login(COMPLETE, PASSWORD), loginResult).type).toBe(1);
  });

  it('refuses a bad sign with badSign, and a sign over other fields too', async () => {
    const body = loginBody(COMPLETE, PASSWORD, { ticket: await slideTicket(hall.app, hall.db) });
    expectSub(await send(hall.app, 'POST', '/api/member/login', { ...body, sign: '0'.repeat(32) }), SubCode.badSign, 'badSign');
    expectSub(await send(hall.app, 'POST', '/api/member/login', { ...body, password: 'Other1234' }), SubCode.badSign, 'badSign');
  });

  it('needs a solved slide puzzle: none, reused, wrong x or too fast is slideRequired', async () => {
    const noTicket = loginBody(COMPLETE, PASSWORD);
    expectSub(await send(hall.app, 'POST', '/api/member/login', noTicket), SubCode.slideRequired, 'slideRequired');

    const ticket = await slideTicket(hall.app, hall.db);
    expectOk(await send(hall.app, 'POST', '/api/member/login', loginBody(COMPLETE, PASSWORD, { ticket })), loginResult);
    expectSub(
      await send(hall.app, 'POST', '/api/member/login', loginBody(COMPLETE, PASSWORD, { ticket })),
      SubCode.slideRequired,
      'slideRequired',
    );

    for (const [dx, durationMs] of [
      [30, 900],
      [0, 100],
    ]) {
      const challenge = await send(hall.app, 'GET', '/api/common/slide_challenge');
      const id = challenge.body.data.id as string;
      const [row] = await hall.db.select({ x: slideChallenges.offsetX }).from(slideChallenges).where(eq(slideChallenges.id, id));
      const verdict = await send(hall.app, 'POST', '/api/common/slide_verify', { id, x: row.x + dx, durationMs });
      expectSub(verdict, SubCode.slideRequired, 'slideFailed');
    }
  });

  it('locks the account at the fifth wrong password for 30 minutes, even against the right one', async () => {
    const phone = await newMember('Lockme123');
    for (let i = 0; i < 4; i++) expectSub(await login(phone, 'Wrong12345'), SubCode.wrongPassword, 'wrongPassword');
    expectSub(await login(phone, 'Wrong12345'), SubCode.locked, 'locked');
    expectSub(await login(phone, 'Lockme123'), SubCode.locked, 'locked');
    const [row] = await hall.db.select().from(members).where(eq(members.phone, phone));
    const minutes = (row.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30.1);

    await hall.db
      .update(members)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(members.phone, phone));
    expect(expectOk(await login(phone, 'Lockme123'), loginResult).loginType).toBe(LoginType.member);
    const [after] = await hall.db.select().from(members).where(eq(members.phone, phone));
    expect(after).toMatchObject({ failedLogins: 0, lockedUntil: null });
  });

  it('forgets wrong passwords after a good login', async () => {
    const phone = await newMember('Forget123');
    for (let i = 0; i < 4; i++) await login(phone, 'Wrong12345');
    expectOk(await login(phone, 'Forget123'), loginResult);
    for (let i = 0; i < 4; i++) expectSub(await login(phone, 'Wrong12345'), SubCode.wrongPassword, 'wrongPassword');
  });

  describe('by code', () => {
    it('logs in with a LOGIN code, once', async () => {
      const phone = await newMember();
      await aMinuteLater(phone);
      const code = await memberCode(hall.app, hall.db, phone, 'LOGIN');
      expectSub(await login(phone, wrongCode(code), { type: 'CODE' }), SubCode.wrongCode, 'wrongCode');
      expect(expectOk(await login(phone, code, { type: 'CODE' }), loginResult).type).toBe(0);
      expectError(await login(phone, code, { type: 'CODE' }), Code.badRequest, 400, errorText('codeExpired'));
    });

    it('refuses a code of another purpose and a code never sent with 2003', async () => {
      const phone = await newMember();
      await aMinuteLater(phone);
      const forgetCode = await memberCode(hall.app, hall.db, phone, 'FORGET_PWD');
      expectSub(await login(phone, forgetCode, { type: 'CODE' }), SubCode.wrongCode, 'wrongCode');
      expectSub(await login(INCOMPLETE, '123456', { type: 'CODE' }), SubCode.wrongCode, 'wrongCode');
    });

    it('lifts a password lockout: the code proves the phone', async () => {
      const phone = await newMember('Unlock123');
      for (let i = 0; i < 5; i++) await login(phone, 'Wrong12345');
      await aMinuteLater(phone);
      const code = await memberCode(hall.app, hall.db, phone, 'LOGIN');
      expectOk(await login(phone, code, { type: 'CODE' }), loginResult);
      expectOk(await login(phone, 'Unlock123'), loginResult);
    });
  });

  describe('limits', () => {
    it('gives one address 30 tries in 10 minutes, then 42900', async () => {
      const headers = { 'x-forwarded-for': '203.0.113.30' };
      for (let i = 0; i < 30; i++) {
        const res = await send(hall.app, 'POST', '/api/member/login', loginBody(COMPLETE, PASSWORD), headers);
        expect(res.body.subCode).toBe(SubCode.slideRequired);
      }
      const res = await send(hall.app, 'POST', '/api/member/login', loginBody(COMPLETE, PASSWORD), headers);
      expectError(res, Code.tooMany, 429, errorText('tooMany'));
    });

    it('gives one phone 10 tries in 10 minutes from anywhere, then 42900', async () => {
      const phone = '13799990001';
      for (let i = 0; i < 10; i++) expectSub(await login(phone, PASSWORD), SubCode.notRegistered, 'notRegistered');
      expectError(await login(phone, PASSWORD), Code.tooMany, 429, errorText('tooMany'));
    });
  });
});

describe('POST /api/member/register', () => {
  it('creates the member with a card number and logs in: type 0, loginType 1000', async () => {
    const phone = '13711112222';
    const code = await memberCode(hall.app, hall.db, phone, 'REGISTER');
    const res = expectOk(await send(hall.app, 'POST', '/api/member/register', registerBody(phone, code, 'Welcome123')), loginResult);
    expect(res).toMatchObject({ type: 0, loginType: LoginType.member });
    const [row] = await hall.db.select().from(members).where(eq(members.phone, phone));
    expect(row.cardNo).toMatch(new RegExp(`^M${new Date().getFullYear()}\\d{6}$`));
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(expectOk(await login(phone, 'Welcome123'), loginResult).type).toBe(0);
  });

  it('refuses a registered phone with alreadyRegistered', async () => {
    expectSub(
      await send(hall.app, 'POST', '/api/member/register', registerBody(COMPLETE, '123456', 'Welcome123')),
      SubCode.alreadyRegistered,
      'alreadyRegistered',
    );
  });

  it('refuses a wrong code with 2003 and a bad sign with badSign', async () => {
    const phone = '13711113333';
    const code = await memberCode(hall.app, hall.db, phone, 'REGISTER');
    expectSub(
      await send(hall.app, 'POST', '/api/member/register', registerBody(phone, wrongCode(code), 'Welcome123')),
      SubCode.wrongCode,
      'wrongCode',
    );
    const forged = { ...registerBody(phone, code, 'Welcome123'), password: 'Hijacked123' };
    expectSub(await send(hall.app, 'POST', '/api/member/register', forged), SubCode.badSign, 'badSign');
    expectOk(await send(hall.app, 'POST', '/api/member/register', registerBody(phone, code, 'Welcome123')), loginResult);
  });

  it('refuses a weak password with the §5 message', async () => {
    expectError(
      await send(hall.app, 'POST', '/api/member/register', registerBody('13711114444', '123456', 'short')),
      Code.badRequest,
      400,
      errorText('passwordFormat'),
    );
  });
});

describe('PUT /api/member/back_password', () => {
  const body = (phone: string, code: string, password: string, password1 = password) => ({ phone, code, password, password1 });

  it('sets a new password with a FORGET_PWD code, lifts the lock and logs out every device', async () => {
    const phone = await newMember('Before123');
    const token = await memberToken(hall.app, hall.db, phone, 'Before123');
    for (let i = 0; i < 5; i++) await login(phone, 'Wrong12345');
    expectSub(await login(phone, 'Before123'), SubCode.locked, 'locked');
    await aMinuteLater(phone);
    const code = await memberCode(hall.app, hall.db, phone, 'FORGET_PWD');
    expect((await send(hall.app, 'PUT', '/api/member/back_password', body(phone, code, 'After1234'))).body.code).toBe(20000);
    expectSub(await login(phone, 'Before123'), SubCode.wrongPassword, 'wrongPassword');
    expectOk(await login(phone, 'After1234'), loginResult);
    expectError(
      await send(hall.app, 'PUT', '/api/member/reset_password', body(phone, '', 'x'), { access_token: token }),
      Code.unauthorized,
      401,
    );
  });

  it('refuses a wrong code (2003), an unregistered phone (2004) and differing passwords', async () => {
    const phone = await newMember();
    await aMinuteLater(phone);
    const code = await memberCode(hall.app, hall.db, phone, 'FORGET_PWD');
    expectSub(
      await send(hall.app, 'PUT', '/api/member/back_password', body(phone, wrongCode(code), 'After1234')),
      SubCode.wrongCode,
      'wrongCode',
    );
    expectSub(
      await send(hall.app, 'PUT', '/api/member/back_password', body('13799998888', code, 'After1234')),
      SubCode.notRegistered,
      'notRegistered',
    );
    expectError(
      await send(hall.app, 'PUT', '/api/member/back_password', body(phone, code, 'After1234', 'After12345')),
      Code.badRequest,
      400,
      errorText('passwordMismatch'),
    );
  });
});

describe('PUT /api/member/reset_password', () => {
  const change = (token: string, oldPassword: string, password: string) =>
    send(hall.app, 'PUT', '/api/member/reset_password', { oldPassword, password, password1: password }, { access_token: token });

  it('changes the password with the old one, and logs out the other devices only', async () => {
    const phone = await newMember('Oldpass123');
    const here = await memberToken(hall.app, hall.db, phone, 'Oldpass123');
    const there = await memberToken(hall.app, hall.db, phone, 'Oldpass123');
    expectSub(await change(here, 'Wrong12345', 'Newpass456'), SubCode.wrongPassword, 'wrongPassword');
    expect((await change(here, 'Oldpass123', 'Newpass456')).body.code).toBe(20000);
    expectOk(await login(phone, 'Newpass456'), loginResult);
    expect((await change(here, 'Newpass456', 'Third7890')).body.code).toBe(20000);
    expectError(await change(there, 'Third7890', 'Fourth789'), Code.unauthorized, 401, errorText('loginRequired'));
  });

  it('is for members: no token is 40003, a venue-rental token 40005 + 2006', async () => {
    expectError(await change('', 'a', 'Newpass456'), Code.unauthorized, 401);
    const token = await enterpriseToken(hall.app, hall.db, '13900000001', PASSWORD);
    const res = await change(token, PASSWORD, 'Newpass456');
    expectError(res, Code.forbidden, 403, errorText('personalOnly'));
    expect(res.body.subCode).toBe(SubCode.personalLoginNeeded);
  });
});

describe('POST /api/member/logout', () => {
  it('revokes the token: the next member call is 40003', async () => {
    const phone = await newMember('Logout123');
    const token = await memberToken(hall.app, hall.db, phone, 'Logout123');
    const hash = (await hall.db.select({ n: sql<number>`count(*)::int` }).from(accessTokens))[0].n;
    expect((await send(hall.app, 'POST', '/api/member/logout', {}, { access_token: token })).body.code).toBe(20000);
    expect((await hall.db.select({ n: sql<number>`count(*)::int` }).from(accessTokens))[0].n).toBe(hash - 1);
    const res = await send(
      hall.app,
      'PUT',
      '/api/member/reset_password',
      { oldPassword: 'Logout123', password: 'Again1234', password1: 'Again1234' },
      { access_token: token },
    );
    expectError(res, Code.unauthorized, 401, errorText('loginRequired'));
    expect((await send(hall.app, 'POST', '/api/member/logout', {})).body.code).toBe(20000);
  });
});
