// The member's own profile: detail (masked ID, VIP level, industry), perfect_info (signed, checked against the
// ID number) and the three steps of replace_phone.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code, SubCode } from '@/lib/contract/codes';
import { memberDetail } from '@/lib/contract/member';
import { replacePhoneDone, replacePhoneTicket } from '@/lib/contract/member-center';
import { DEV_SIGN_SECRET, signOf } from '@/lib/sign';
import { dirs, members, stepTickets } from '../../db/schema';
import { idCardNumber } from '../../db/seed/util';
import { issueToken } from '../../services/accounts/access-tokens';
import { errorText, expectError, expectOk } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, codeFor, expectMemberOnly, freshPhone, newMember, seededMember } from '../../test/members';
import { open } from '../../platform/personal-data';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

const detail = async (token: string, language = 'zh-CN') =>
  expectOk(await call(hall.app, 'GET', '/api/member/detail', { token, headers: { language } }), memberDetail);

describe('GET /api/member/detail', () => {
  it('is for logged-in members only', async () => {
    await expectMemberOnly(hall.app, hall.db, 'GET', '/api/member/detail');
  });

  it('shows the profile with the ID number masked but its first and last two characters', async () => {
    const { token } = await seededMember(hall.db, '13800000001');
    const me = await detail(token);
    const idCard = idCardNumber('31010419880512351');
    expect(me).toMatchObject({ phone: '13800000001', name: '张三', sex: 1, birthday: '1988-05-12', infoComplete: true });
    expect(me.idCard).toBe(`31${'*'.repeat(14)}${idCard.slice(-2)}`);
    expect(me.cardNo).toBe('M2026000001');
    expect(me.pointsBalance).toBe(3200);
  });

  it('names the industry from the dictionary, in the request language', async () => {
    const [industry] = await hall.db.select().from(dirs).where(eq(dirs.dirType, 'INDUSTRY')).limit(1);
    const { token } = await newMember(hall.db, { industryId: industry.id });
    expect((await detail(token)).industry).toBe(industry.name);
    expect((await detail(token, 'en-US')).industry).toBe(industry.enName);
  });

  it('derives the VIP level from consumption: 1,000 / 5,000 / 20,000 yuan', async () => {
    const levels: [number, number][] = [
      [0, 0],
      [99_999, 0],
      [100_000, 1],
      [499_999, 1],
      [500_000, 2],
      [2_000_000, 3],
    ];
    for (const [consumptionFen, vipLevel] of levels) {
      const { token } = await newMember(hall.db, { consumptionFen });
      expect(await detail(token)).toMatchObject({ consumptionFen, vipLevel });
    }
  });

  it('a new member has no personal information yet', async () => {
    const { token } = await newMember(hall.db);
    expect(await detail(token)).toMatchObject({ name: null, idCard: null, industry: null, infoComplete: false, vipLevel: 0 });
  });
});

describe('POST /api/member/perfect_info', () => {
  const woman = '11010519491231002X'; // GB 11643's example: born 1949-12-31, female
  const signed = (info: Record<string, unknown>) => ({ ...info, sign: signOf('perfectInfo', info, DEV_SIGN_SECRET) });
  const info = (overrides: Record<string, unknown> = {}) => ({
    name: '王芳',
    idCard: woman,
    sex: 0,
    birthday: '1949-12-31',
    email: 'wangfang@example.com',
    connectTel: '13912345678',
    ...overrides,
  });
  const save = (token: string, body: object) => call(hall.app, 'POST', '/api/member/perfect_info', { token, body });

  it('is for logged-in members only', async () => {
    await expectMemberOnly(hall.app, hall.db, 'POST', '/api/member/perfect_info', signed(info()));
  });

  it('refuses a missing or wrong sign with subCode badSign, and saves nothing', async () => {
    const { id, token } = await newMember(hall.db);
    const bodies = [
      info(),
      { ...info(), sign: '0'.repeat(32) },
      { ...signed(info()), name: '李雷' },
      { ...signed(info()), idCard: '11010519491231002x' },
    ];
    for (const body of bodies) {
      const res = await save(token, body);
      expectError(res, Code.badRequest, 400, errorText('badSign'));
      expect(res.body.subCode).toBe(SubCode.badSign);
    }
    const [row] = await hall.db.select({ name: members.name }).from(members).where(eq(members.id, id));
    expect(row.name).toBeNull();
  });

  it('refuses an invalid ID number', async () => {
    const { token } = await newMember(hall.db);
    for (const idCard of ['110105194912310021', '99010519491231002X', '12345']) {
      expectError(await save(token, signed(info({ idCard }))), Code.badRequest, 400, errorText('idCardFormat'));
    }
  });

  it('refuses a birthday or sex that disagrees with the ID number', async () => {
    const { token } = await newMember(hall.db);
    expectError(await save(token, signed(info({ birthday: '1949-12-30' }))), Code.badRequest, 400, errorText('idCardMismatch'));
    expectError(await save(token, signed(info({ sex: 1 }))), Code.badRequest, 400, errorText('idCardMismatch'));
  });

  it('refuses a bad e-mail, a missing name and an unknown industry', async () => {
    const { token } = await newMember(hall.db);
    expectError(await save(token, signed(info({ email: 'nope' }))), Code.badRequest, 400, errorText('emailFormat'));
    expectError(await save(token, signed(info({ name: ' ' }))), Code.badRequest, 400, errorText('nameRequired'));
    expectError(await save(token, signed(info({ industryId: 999_999 }))), Code.badRequest, 400, errorText('industryUnknown'));
  });

  it('saves the information; the profile is then complete', async () => {
    const [industry] = await hall.db.select().from(dirs).where(eq(dirs.dirType, 'INDUSTRY')).limit(1);
    const { id, token } = await newMember(hall.db);
    const body = signed(info({ idCard: woman.toLowerCase(), industryId: industry.id }));
    expectOk(await save(token, body), z.null());
    const me = await detail(token);
    expect(me).toMatchObject({
      name: '王芳',
      sex: 0,
      birthday: '1949-12-31',
      email: 'wangfang@example.com',
      connectTel: '13912345678',
      industryId: industry.id,
      industry: industry.name,
      infoComplete: true,
      idCard: '11**************2X',
    });
    const [row] = await hall.db.select({ idCard: members.idCard }).from(members).where(eq(members.id, id));
    expect(open(row.idCard!)).toBe(woman);
  });

  // A form on another site can post form-encoded bodies without a preflight; only the cashier takes them.
  it('refuses a form-encoded body and changes nothing', async () => {
    const { token } = await newMember(hall.db);
    const body = signed(info({ sex: '0' }));
    const res = await hall.app.inject({
      method: 'POST',
      url: '/api/member/perfect_info',
      headers: { access_token: token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body as Record<string, string>).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 40000 });
    expect((await detail(token)).name).toBeNull();
  });
});

describe('POST /api/member/replace_phone', () => {
  const replace = (token: string, body: object) => call(hall.app, 'POST', '/api/member/replace_phone', { token, body });
  const step1 = async (m: { phone: string; token: string }) => {
    const code = await codeFor(hall.db, m.phone, 'REPLACE_PHONE');
    return expectOk(await replace(m.token, { step: 1, code }), replacePhoneTicket).stepTicket;
  };

  it('is for logged-in members only', async () => {
    await expectMemberOnly(hall.app, hall.db, 'POST', '/api/member/replace_phone', { step: 1, code: '123456' });
  });

  it('step 1 needs the REPLACE_PHONE code of the current phone', async () => {
    const m = await newMember(hall.db);
    const wrong = await replace(m.token, { step: 1, code: '000000' });
    expectError(wrong, Code.badRequest, 400, errorText('wrongCode'));
    expect(wrong.body.subCode).toBe(SubCode.wrongCode);
    // A LOGIN code of the same phone is not an identity check for this.
    const login = await codeFor(hall.db, m.phone, 'LOGIN');
    expectError(await replace(m.token, { step: 1, code: login }), Code.badRequest, 400);
    expect(await step1(m)).toMatch(/^[\w-]{20,}$/);
  });

  it('step 2 refuses the same phone and a phone of another member without spending the ticket', async () => {
    const m = await newMember(hall.db);
    const other = await newMember(hall.db);
    const stepTicket = await step1(m);
    const same = await replace(m.token, { step: 2, stepTicket, phone: m.phone, code: await codeFor(hall.db, m.phone, 'REPLACE_PHONE') });
    expectError(same, Code.badRequest, 400, errorText('samePhone'));
    const taken = await replace(m.token, {
      step: 2,
      stepTicket,
      phone: other.phone,
      code: await codeFor(hall.db, other.phone, 'REPLACE_PHONE'),
    });
    expectError(taken, Code.badRequest, 400, errorText('phoneBoundToOther'));
    const phone = freshPhone();
    expectOk(
      await replace(m.token, { step: 2, stepTicket, phone, code: await codeFor(hall.db, phone, 'REPLACE_PHONE') }),
      replacePhoneDone,
    );
  });

  it('step 2 needs the code sent to the new phone', async () => {
    const m = await newMember(hall.db);
    const stepTicket = await step1(m);
    const phone = freshPhone();
    const wrong = await replace(m.token, { step: 2, stepTicket, phone, code: '000000' });
    expect(wrong.body.subCode).toBe(SubCode.wrongCode);
    // A code of the old phone is no proof of owning the new one.
    const oldCode = await codeFor(hall.db, m.phone, 'REPLACE_PHONE');
    expectError(await replace(m.token, { step: 2, stepTicket, phone, code: oldCode }), Code.badRequest, 400, errorText('wrongCode'));
  });

  it('changes the phone, keeps this device logged in and logs the others out; the ticket is spent', async () => {
    const m = await newMember(hall.db);
    const { token: otherDevice } = await issueToken(hall.db, { memberId: m.id });
    const stepTicket = await step1(m);
    const phone = freshPhone();
    const done = expectOk(
      await replace(m.token, { step: 2, stepTicket, phone, code: await codeFor(hall.db, phone, 'REPLACE_PHONE') }),
      replacePhoneDone,
    );
    expect(done.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    expect((await detail(m.token)).phone).toBe(phone);
    expectError(await call(hall.app, 'GET', '/api/member/detail', { token: otherDevice }), Code.unauthorized, 401);

    const again = freshPhone();
    const reuse = await replace(m.token, { step: 2, stepTicket, phone: again, code: await codeFor(hall.db, again, 'REPLACE_PHONE') });
    expectError(reuse, Code.badRequest, 400, errorText('replacePhoneExpired'));
  });

  it('refuses a made-up, expired or another member’s ticket', async () => {
    const m = await newMember(hall.db);
    const other = await newMember(hall.db);
    const phone = freshPhone();
    const attempt = async (stepTicket: string) =>
      replace(m.token, { step: 2, stepTicket, phone, code: await codeFor(hall.db, phone, 'REPLACE_PHONE') });
    expectError(await attempt('made-up-ticket-0123456789'), Code.badRequest, 400, errorText('replacePhoneExpired'));
    expectError(await attempt(await step1(other)), Code.badRequest, 400, errorText('replacePhoneExpired'));
    const stale = await step1(m);
    await hall.db
      .update(stepTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(stepTickets.memberId, m.id));
    expectError(await attempt(stale), Code.badRequest, 400, errorText('replacePhoneExpired'));
  });

  it('refuses a malformed step', async () => {
    const m = await newMember(hall.db);
    expectError(await replace(m.token, { step: 3, code: '123456' }), Code.badRequest, 400);
    expectError(await replace(m.token, { step: 2, phone: freshPhone(), code: '123456' }), Code.badRequest, 400);
  });
});
