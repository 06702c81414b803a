// Coupons: a content editor opens a coupon activity (members claim from it at once), changes it but never
// below what was claimed, and sets up discount codes (kept in capitals, one of a name, uses never below those made);
// bad terms are refused and write nothing; other roles are refused.
import { count, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { StaffCouponActivity, StaffDiscountCode } from '@/lib/contract/coupon-editing';
import { auditLog, codePromotions, discountCodes } from '../../db/schema';
import { couponActivityInput, discountCodeInput } from '../../test/coupons';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember } from '../../test/members';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

let hall: Hall;
let editor: TestStaff;
let clerk: TestStaff;
beforeAll(async () => {
  hall = await startHall();
  editor = await newStaff(hall.app, hall.db, ['content']);
  clerk = await newStaff(hall.app, hall.db, ['boxOffice']);
});
afterAll(() => hall?.close());

const as = (who: TestStaff) => ({
  get: <T = any>(url: string) => staffCall<T>(hall.app, 'GET', url, { token: who.token }),
  post: <T = any>(url: string, body: object) => staffCall<T>(hall.app, 'POST', url, { token: who.token, body }),
  put: <T = any>(url: string, body: object) => staffCall<T>(hall.app, 'PUT', url, { token: who.token, body }),
});

describe('coupon activities', () => {
  it('opens an activity members claim from, and keeps its total above what was claimed', async () => {
    const e = as(editor);
    const created = await e.post<StaffCouponActivity>('/api/staff/coupon-activities', couponActivityInput({ total: 3 }));
    expect(created.body.data).toMatchObject({ claimed: 0, total: 3, amountFen: 3_000 });
    const id = created.body.data.id;
    const listed = await call(hall.app, 'GET', '/api/code_promotion_activity');
    expect(JSON.stringify(listed.body.data)).toContain('冬季音乐会立减券');

    for (let i = 0; i < 2; i++) {
      const m = await newMember(hall.db);
      expect(
        (await call(hall.app, 'POST', '/api/member_code_promotion/send', { token: m.token, body: { codePromotionId: id } })).body.code,
      ).toBe(20000);
    }
    expectError(
      await e.put(`/api/staff/coupon-activities/${id}`, couponActivityInput({ total: 1 })),
      Code.badRequest,
      400,
      errorText('totalBelowClaimed', 'zh-CN', { claimed: '2' }),
    );
    const changed = await e.put<StaffCouponActivity>(
      `/api/staff/coupon-activities/${id}`,
      couponActivityInput({ total: 2, amountFen: 5_000 }),
    );
    expect(changed.body.data).toMatchObject({ total: 2, claimed: 2, amountFen: 5_000 });
    const entries = await hall.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `couponActivity:${id}`));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['couponActivity.create', 'couponActivity.update']);
  });

  it('refuses terms that cannot hold, and writes nothing', async () => {
    const before = (await hall.db.select({ n: count() }).from(codePromotions))[0].n;
    const now = Date.now();
    for (const [bad, key] of [
      [{ claimFrom: new Date(now).toISOString(), claimTo: new Date(now - 1000).toISOString() }, 'claimEndsBeforeStart'],
      [{ minSpendFen: 50_000, maxOrderFen: 40_000 }, 'ceilingBelowMinimum'],
      [{ amountFen: 0 }, 'amountRange'],
    ] as const) {
      expectError(await as(editor).post('/api/staff/coupon-activities', couponActivityInput(bad)), Code.badRequest, 400, errorText(key));
    }
    expect((await hall.db.select({ n: count() }).from(codePromotions))[0].n).toBe(before);
  });

  it('is the content role’s: a box-office clerk is refused', async () => {
    expectError(await as(clerk).get('/api/staff/coupon-activities'), Code.forbidden, 403, errorText('staffRoleRequired'));
    expectError(await as(clerk).post('/api/staff/discount-codes', discountCodeInput()), Code.forbidden, 403);
  });
});

describe('discount codes', () => {
  it('keeps a code in capitals, one of a name, and its uses never below those made', async () => {
    const e = as(editor);
    const input = discountCodeInput();
    const created = await e.post<StaffDiscountCode>('/api/staff/discount-codes', { ...input, code: input.code.toLowerCase() });
    expect(created.body.data).toMatchObject({ code: input.code.toUpperCase(), used: 0, usageLimit: 50 });
    expectError(await e.post('/api/staff/discount-codes', input), Code.badRequest, 400, errorText('discountCodeTaken'));
    expectError(
      await e.post('/api/staff/discount-codes', discountCodeInput({ code: 'A-1' })),
      Code.badRequest,
      400,
      errorText('discountCodeFormat'),
    );

    await hall.db.update(discountCodes).set({ used: 3 }).where(eq(discountCodes.code, input.code.toUpperCase()));
    expectError(
      await e.put(`/api/staff/discount-codes/${input.code.toUpperCase()}`, { ...input, usageLimit: 2 }),
      Code.badRequest,
      400,
      errorText('limitBelowUsed', 'zh-CN', { used: '3' }),
    );
    const changed = await e.put<StaffDiscountCode>(`/api/staff/discount-codes/${input.code.toUpperCase()}`, {
      ...input,
      usageLimit: 3,
      amountFen: 1_500,
    });
    expect(changed.body.data).toMatchObject({ usageLimit: 3, used: 3, amountFen: 1_500 });
    expect((await e.get<StaffDiscountCode[]>('/api/staff/discount-codes')).body.data).toContainEqual(
      expect.objectContaining({ code: input.code.toUpperCase() }),
    );
  });
});
