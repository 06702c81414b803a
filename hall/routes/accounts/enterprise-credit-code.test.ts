// A renter's unified social credit code is checked by its check character (GB 32100) when
// the account is registered (POST /api/enterpriseuser/register) and when its company is changed
// (POST /api/enterpriseuser/register/update); a wrong one is refused in the request's language and changes nothing.
import { count, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { enterpriseUsers } from '../../db/schema';
import { enterpriseToken, latestCode, send, slideTicket } from '../../test/accounts';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';

const DEMO = '13900000001';
const company = { companyName: '星海演出经纪有限公司', contactName: '陈静', email: 'booking@example.com' };
// The same 17 characters: the first with its computed check character, the second with another.
const VALID = '91310000MA1FL8XQ37';
const WRONG_CHECK = '91310000MA1FL8XQ30';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

const creditCodeOf = async (phone: string) =>
  (await hall.db.select({ code: enterpriseUsers.creditCode }).from(enterpriseUsers).where(eq(enterpriseUsers.phone, phone)))[0]?.code;

describe('POST /api/enterpriseuser/register/update', () => {
  it('refuses a credit code whose check character is wrong, in both languages, and keeps the one on file', async () => {
    const token = await enterpriseToken(hall.app, hall.db, DEMO, 'Concert2026');
    const before = await creditCodeOf(DEMO);
    const update = (creditCode: string, language = 'zh-CN') =>
      send(hall.app, 'POST', '/api/enterpriseuser/register/update', { ...company, creditCode }, { access_token: token, language });
    expectError(await update(WRONG_CHECK), Code.badRequest, 400, errorText('creditCodeCheck'));
    expectError(await update(WRONG_CHECK, 'en-US'), Code.badRequest, 400, errorText('creditCodeCheck', 'en-US'));
    expectError(await update('nope'), Code.badRequest, 400, errorText('creditCodeFormat'));
    expect(await creditCodeOf(DEMO)).toBe(before);

    expect((await update(VALID)).body.code).toBe(20000);
    expect(await creditCodeOf(DEMO)).toBe(VALID);
  });
});

describe('POST /api/enterpriseuser/register', () => {
  it('refuses a credit code whose check character is wrong and makes no account', async () => {
    const phone = '13533339001';
    const ticket = await slideTicket(hall.app, hall.db, 'enterprise');
    await send(hall.app, 'POST', '/api/enterpriseuser/send_code', { phone, codeType: 'REGISTER', ticket });
    const code = await latestCode(hall.app, phone);
    const register = (creditCode: string) =>
      send(hall.app, 'POST', '/api/enterpriseuser/register', {
        phone,
        code,
        password: 'Rental123',
        password1: 'Rental123',
        ...company,
        creditCode,
      });
    expectError(await register(WRONG_CHECK), Code.badRequest, 400, errorText('creditCodeCheck'));
    const [{ n }] = await hall.db.select({ n: count() }).from(enterpriseUsers).where(eq(enterpriseUsers.phone, phone));
    expect(n).toBe(0);
    expect((await register(VALID)).body.code).toBe(20000);
    expect(await creditCodeOf(phone)).toBe(VALID);
  });
});
