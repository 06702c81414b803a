// Strings no person types (NUL and other control characters, lone surrogates), nesting
// no form makes, and addresses in places that do not exist are refused with a translated 40000 and change nothing.
import { count, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { buyers, enterpriseUsers, members, receivers } from '../db/schema';
import { errorText, expectError } from '../test/expect';
import { startHall, type Hall } from '../test/harness';
import { call, enterpriseToken, newMember, type TestMember } from '../test/members';
import { newStaff } from '../test/staff';
import { roomSession } from '../test/waiting-room';

let hall: Hall;
let member: TestMember;
beforeAll(async () => {
  hall = await startHall();
  member = await newMember(hall.db);
});
afterAll(() => hall?.close());

const refusedForCharacters = (res: Awaited<ReturnType<typeof call>>) =>
  expectError(res, Code.badRequest, 400, errorText('controlCharacters'));

const address = { name: '张三', phone: '13800000001', province: '上海市', city: '上海市', county: '黄浦区', address: '延安东路 1 号' };

describe('control characters', () => {
  it.each([
    ['NUL', 'A\u0000B'],
    ['escape', 'A\u001b[31mB'],
    ['backspace', 'A\bB'],
    ['a C1 control', 'A\u0085B'],
    ['a lone surrogate', 'A\ud800B'],
  ])('an address with %s is refused, in both languages, and nothing is written', async (_, text) => {
    const before = await hall.db.select({ n: count() }).from(receivers).where(eq(receivers.memberId, member.id));
    refusedForCharacters(
      await call(hall.app, 'POST', '/api/member/receiver', { token: member.token, body: { ...address, address: text } }),
    );
    expectError(
      await call(hall.app, 'POST', '/api/member/receiver', {
        token: member.token,
        body: { ...address, name: text },
        headers: { language: 'en-US' },
      }),
      Code.badRequest,
      400,
      errorText('controlCharacters', 'en-US'),
    );
    const after = await hall.db.select({ n: count() }).from(receivers).where(eq(receivers.memberId, member.id));
    expect(after).toEqual(before);
  });

  it('tabs and line breaks are text a person types', async () => {
    const res = await call(hall.app, 'POST', '/api/member/receiver', {
      token: member.token,
      body: { ...address, address: '延安东路 1 号\n2 楼\t东门' },
    });
    expect(res.body.code).toBe(20000);
  });

  it('a buyer with NUL in the ID number is refused', async () => {
    refusedForCharacters(
      await call(hall.app, 'POST', '/api/member/buyer', {
        token: member.token,
        body: { name: '李四', certType: '身份证', certNo: '11010219900308\u00001234' },
      }),
    );
    expect(await hall.db.select().from(buyers).where(eq(buyers.memberId, member.id))).toEqual([]);
  });

  it('personal information with NUL is refused and the member is unchanged', async () => {
    refusedForCharacters(
      await call(hall.app, 'POST', '/api/member/perfect_info', {
        token: member.token,
        body: {
          name: '王\u0000五',
          idCard: '110102199003081234',
          sex: 1,
          birthday: '1990-03-08',
          email: 'a@example.com',
          sign: '0'.repeat(32),
        },
      }),
    );
    const [row] = await hall.db.select({ name: members.name }).from(members).where(eq(members.id, member.id));
    expect(row.name).toBeNull();
  });

  it('a company update with NUL is refused and the company is unchanged', async () => {
    const token = await enterpriseToken(hall.db);
    const before = await hall.db.select().from(enterpriseUsers);
    refusedForCharacters(
      await call(hall.app, 'POST', '/api/enterpriseuser/register/update', {
        token,
        body: { companyName: '上海\u0000文化', creditCode: '91310115MA1K4B2C3J', contactName: '王经理', email: 'r@example.com' },
      }),
    );
    expect(await hall.db.select().from(enterpriseUsers)).toEqual(before);
  });

  it.each([
    ['an invoice title', 'PUT', '/api/order/invoice', { id: 1, invoice: { title: '公司\u0000' } }],
    ['a discount code', 'GET', '/api/member_code_promotion/event_price?code=AB%00CD&sessionId=1&seats=1', undefined],
    ['a slide ticket', 'POST', '/api/common/send_code', { phone: '13800000001', codeType: 'FORGET_PWD', ticket: 'x\u0000y' }],
    [
      'a step ticket',
      'POST',
      '/api/member/replace_phone',
      { step: 2, stepTicket: 'abcdefghij\u0000', phone: '13900000001', code: '123456' },
    ],
    ['a path parameter', 'GET', '/api/member/receiver/1%00', undefined],
    ['a query key', 'GET', '/api/project?%00=1', undefined],
    ['an object key', 'POST', '/api/member/buyer', { 'name\u0000': '李四', certType: '身份证', certNo: '1' }],
    ['a waiting-room token', 'POST', '/api/waiting_room/join', { sessionId: 1, token: 'abc\u0000.def' }],
    ['a waiting-room standing token', 'GET', '/api/waiting_room/standing?sessionId=1&token=abc%00.def', undefined],
  ] as const)('%s with NUL is refused', async (_, method, url, body) => {
    refusedForCharacters(await call(hall.app, method, url, { token: member.token, body }));
  });
});

describe('other malformed bodies', () => {
  it('nesting deeper than any form is refused', async () => {
    let body: object = { name: 'x' };
    for (let i = 0; i < 40; i++) body = { a: body };
    expectError(
      await call(hall.app, 'POST', '/api/member/buyer', { token: member.token, body }),
      Code.badRequest,
      400,
      errorText('tooDeep'),
    );
  });

  it('a number too large for its column is a 40000, not a 500', async () => {
    const res = await call(hall.app, 'GET', '/api/member/receiver/99999999999999', { token: member.token });
    expect(res.status).toBeLessThan(500);
    expect([Code.badRequest, Code.notFound]).toContain(res.body.code);
  });

  it('a waiting-room pass that is not one is no pass: a 40000 for a room, never a 500', async () => {
    const { sessionId, ticketClassId } = await roomSession(
      hall,
      {
        editor: await newStaff(hall.app, hall.db, ['content']),
        clerk: await newStaff(hall.app, hall.db, ['boxOffice']),
      },
      new Date(),
    );
    for (const pass of ['x'.repeat(5000), '..', 'a.b.c', '%00', '{"k":"p"}.x', 'eyJrIjoicCJ9.']) {
      const res = await call(hall.app, 'POST', '/api/order', {
        token: member.token,
        body: { lines: { sessionId, classes: [{ ticketClassId, quantity: 1 }] } },
        headers: { 'x-room-pass': pass },
      });
      expectError(res, Code.badRequest, 400, errorText('roomPassRequired'));
    }
    expect((await call(hall.app, 'POST', '/api/waiting_room/join', { body: { sessionId, token: 'x'.repeat(401) } })).body.code).toBe(
      Code.badRequest,
    );
  });

  it('form-encoded and text bodies are not parsed outside the sandbox cashier', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const res = await hall.app.inject({
        method: 'POST',
        url: '/api/member/buyer',
        headers: { access_token: member.token, 'content-type': type },
        payload: type === 'text/plain' ? JSON.stringify({ name: '李四', certType: '身份证', certNo: '1' }) : 'name=a&certType=b&certNo=c',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(Code.badRequest);
    }
    expect(await hall.db.select().from(buyers).where(eq(buyers.memberId, member.id))).toEqual([]);
  });
});

describe('addresses in places that exist', () => {
  it.each([
    ['a province that does not exist', { province: 'Atlantis' }],
    ['a city of another province', { city: '杭州市' }],
    ['a district of another city', { county: '西湖区' }],
  ])('%s is refused', async (_, fields) => {
    const before = await hall.db.select({ n: count() }).from(receivers).where(eq(receivers.memberId, member.id));
    expectError(
      await call(hall.app, 'POST', '/api/member/receiver', { token: member.token, body: { ...address, ...fields } }),
      Code.badRequest,
      400,
      errorText('regionUnknown'),
    );
    expect(await hall.db.select({ n: count() }).from(receivers).where(eq(receivers.memberId, member.id))).toEqual(before);
  });

  it('a real province, city and district are accepted, in Beijing as in Zhejiang', async () => {
    for (const place of [
      { province: '北京市', city: '北京市', county: '朝阳区' },
      { province: '浙江省', city: '杭州市', county: '西湖区' },
    ]) {
      const res = await call(hall.app, 'POST', '/api/member/receiver', { token: member.token, body: { ...address, ...place } });
      expect(res.body.code).toBe(20000);
    }
  });

  it('an update is checked the same way', async () => {
    const created = await call<{ id: number }>(hall.app, 'POST', '/api/member/receiver', { token: member.token, body: address });
    expectError(
      await call(hall.app, 'PUT', '/api/member/receiver', {
        token: member.token,
        body: { ...address, id: created.body.data.id, isDefault: false, province: 'Atlantis' },
      }),
      Code.badRequest,
      400,
      errorText('regionUnknown'),
    );
  });
});
